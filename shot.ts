import { launchBrowser } from './tests/helpers/browser'
const b = await launchBrowser()
const [url, out, width, mode] = process.argv.slice(2)
const p = await b.newPage({ viewport: { width: Number(width ?? 1280), height: 900 } })
await p.goto(url!, { waitUntil: 'networkidle' })
await p.screenshot({ path: out!, fullPage: mode !== 'top' })
await b.close()

/**
 * `npm run audit`: Lighthouse (mobile settings: a mid-range phone, simulated slow 4G) on the
 * production build with demo content — the home page, a trip page, a blog post and the transfer
 * request page — in the real headless Chromium of @sparticuz/chromium. Prints the four category
 * scores per page, what keeps a category below 100, and exits 1 when a page misses a target.
 * AUDIT_REPORT_DIR=dir keeps each page's full Lighthouse result (JSON) there.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumBinary } from '../tests/helpers/chromium'
import { startServerProcess } from '../tests/helpers/server-process'

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const
type Category = keyof typeof TARGETS
const CATEGORIES = Object.keys(TARGETS) as Category[]

interface AuditRef { id: string; weight: number }
interface LhrAudit { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }
interface Lhr {
  categories: Record<Category, { score: number | null; auditRefs: AuditRef[] }>
  audits: Record<string, LhrAudit>
}

/** The audits that cost a category points, worst first. */
function shortcomings(lhr: Lhr, category: Category): string[] {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(({ ref, audit }) => audit.score !== null && audit.score < 1 && (ref.weight > 0 || category === 'performance') && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    .sort((a, b) => b.ref.weight * (1 - (b.audit.score ?? 1)) - a.ref.weight * (1 - (a.audit.score ?? 1)))
    .slice(0, 6)
    .map(({ audit }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'menorca-audit-'))
  const server = await startServerProcess({ dataDir, stdio: 'inherit' })
  const { executablePath, args } = await chromiumBinary()
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    const trip = ((await (await fetch(`${server.url}/api/trips/popular`)).json()) as Array<{ id: number }>)[0]!
    const post = ((await (await fetch(`${server.url}/api/blog/posts`)).json()) as { posts: Array<{ slug: string }> }).posts[0]!
    const pages: Array<[string, string]> = [
      ['home', '/'],
      ['trip page', `/trips/${trip.id}`],
      ['blog post', `/blog/${post.slug}`],
      ['transfer request', '/airport-transfers/request'],
    ]
    chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: [...args, '--headless=new'] })
    const rows: Array<Record<string, string | number>> = []
    const problems: string[] = []
    let ok = true
    for (const [name, urlPath] of pages) {
      // Warm the server's caches first: the audit measures the site, not its first render.
      await (await fetch(`${server.url}${urlPath}`)).arrayBuffer()
      const result = await lighthouse(`${server.url}${urlPath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
      const lhr = result!.lhr as unknown as Lhr
      if (process.env.AUDIT_REPORT_DIR) writeFileSync(path.join(process.env.AUDIT_REPORT_DIR, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr))
      const row: Record<string, string | number> = { page: name, path: urlPath }
      for (const category of CATEGORIES) {
        const score = Math.round((lhr.categories[category].score ?? 0) * 100)
        row[category] = score
        if (score < TARGETS[category]) ok = false
        const missing = score < 100 ? shortcomings(lhr, category) : []
        if (missing.length) problems.push(`${name} · ${category} ${score}: ${missing.join('; ')}`)
      }
      rows.push(row)
      console.error(`… ${name} audited`)
    }
    console.log('\nLighthouse, mobile (simulated slow 4G, mid-range phone), production build, embedded database\n')
    console.table(rows)
    console.log(`Targets: ${CATEGORIES.map((c) => `${c} ≥ ${TARGETS[c]}`).join(', ')} → ${ok ? 'PASS' : 'FAIL'}`)
    if (problems.length) console.log(`\nWhat keeps a score below 100:\n${problems.map((p) => `- ${p}`).join('\n')}`)
    process.exitCode = ok ? 0 : 1
  } finally {
    await chrome?.kill()
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

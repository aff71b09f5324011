// `npm run build`: the pages and islands (Vike + Vite → dist/client, dist/server), then the
// Express server itself bundled to plain JavaScript (→ dist/app/server.mjs), so production runs
// on bare Node: no TypeScript loader in the process, a faster start and less memory.
import { writeFileSync } from 'node:fs'
import { build as bundle } from 'esbuild'
import { build } from 'vike/api'
import { FINGERPRINT_FILE, sourceFingerprint } from './source-fingerprint.mjs'

process.env.NODE_ENV = 'production'
const fingerprint = sourceFingerprint()
await build({ viteConfig: { mode: 'production' } })
await bundle({
  entryPoints: ['src/server/index.ts'],
  outfile: 'dist/app/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Dependencies stay in node_modules (native addons, Vike's runtime); only our code is bundled.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
if (fingerprint) writeFileSync(FINGERPRINT_FILE, fingerprint)

// `npm run build`: Vike + Vite build the pages and islands (→ dist/client) and, in the same server
// build, the Express server itself (→ dist/server/server-app.mjs, docs/decisions/029): one module
// graph, so the server and the pages share one copy of every module, and production runs on bare
// Node with no TypeScript loader in the process.
import { writeFileSync } from 'node:fs'
import { build } from 'vike/api'
import { FINGERPRINT_FILE, sourceFingerprint } from './source-fingerprint.mjs'

process.env.NODE_ENV = 'production'
const fingerprint = sourceFingerprint()
await build({ viteConfig: { mode: 'production' } })
if (fingerprint) writeFileSync(FINGERPRINT_FILE, fingerprint)

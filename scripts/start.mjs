// `npm start`: the production server (dist/server/server-app.mjs on bare Node). Builds first when there
// is no build yet, or when the sources differ from the ones it was built from (a checkout with
// sources; the container image has no views/ and runs the build it has).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { requireUsableDataDir } from './data-dir-writable.mjs'
import { FINGERPRINT_FILE, sourceFingerprint } from './source-fingerprint.mjs'

// First of all: a DATA_DIR that takes no writes, or holds files this user cannot open, ends the start here, in one line (ADR 059).
requireUsableDataDir()

const SERVER = path.resolve('dist/server/server-app.mjs')
const PAGES = path.resolve('dist/server/entry.mjs')

function buildNeeded() {
  if (!existsSync(SERVER) || !existsSync(PAGES)) return 'No build found'
  const current = sourceFingerprint()
  if (current === null) return null // a runtime image: its build is all there is
  const built = existsSync(FINGERPRINT_FILE) ? readFileSync(FINGERPRINT_FILE, 'utf8') : ''
  return built === current ? null : 'Sources changed since the last build'
}

process.env.NODE_ENV = 'production'
const reason = buildNeeded()
if (reason) {
  console.log(`${reason}: building the site first (npm run build)…`)
  // In a process of its own: the build needs more memory than the server is allowed.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The build failed: not starting.')
    process.exit(build.status ?? 1)
  }
}
await import(pathToFileURL(SERVER).href)

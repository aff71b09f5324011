// A digest of everything `npm run build` turns into dist/: the build records it, `npm start`
// compares it, so a build older than its sources is noticed whatever the files' timestamps say
// (copies and checkouts change those).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const SOURCES = ['src', 'views', 'migrations', 'vite.config.ts', 'package-lock.json']
export const FINGERPRINT_FILE = path.resolve('dist/server/source-fingerprint')

/** The digest of the sources, or null where they are not all here (a runtime image). */
export function sourceFingerprint() {
  if (!SOURCES.every((source) => existsSync(source))) return null
  const hash = createHash('sha256')
  const visit = (entry) => {
    if (statSync(entry).isDirectory()) {
      for (const name of readdirSync(entry).sort()) visit(path.join(entry, name))
      return
    }
    hash.update(entry).update('\0').update(readFileSync(entry)).update('\0')
  }
  SOURCES.forEach(visit)
  return hash.digest('hex')
}

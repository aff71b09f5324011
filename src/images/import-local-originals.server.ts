import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Knex } from 'knex'
import type { OriginalStore, StartupLog } from '../lib/data-dir'
import { MAX_ORIGINAL_BYTES, mimeTypeOfPath, rememberLocalCopy, writeAtomically } from './originals.server'

// Upgrading an installation whose originals are only on its disk (docs/decisions/058): at start,
// each instance copies into the store what it alone had.

/** Written into DATA_DIR/images once its files are all in the database: later starts skip the walk. */
const IMPORTED_MARKER = '.originals-in-database'
const IMPORT_BATCH = 20
const TRACK_BATCH = 500

async function* imageFilesUnder(root: string, relative: string[] = []): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, ...relative), { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue
    if (entry.isDirectory()) yield* imageFilesUnder(root, [...relative, entry.name])
    else if (entry.isFile() && mimeTypeOfPath(entry.name)) yield [...relative, entry.name].join('/')
  }
}

/**
 * Copies every picture of DATA_DIR/images that the database lacks into it, once per data
 * directory (then IMPORTED_MARKER), in batches of IMPORT_BATCH files: an installation from before
 * ADR 058 keeps its uploads, and each instance of a former multi-instance setup brings its own.
 * Idempotent: a path already stored is left as it is (the database wins). Answers how many were added.
 */
export async function importLocalOriginals(originals: OriginalStore, knex: Knex, imagesDir: string, log?: StartupLog): Promise<number> {
  const marker = path.join(imagesDir, IMPORTED_MARKER)
  if (await stat(marker).catch(() => null)) return 0
  let added = 0
  let batch: string[] = []
  const flush = async () => {
    // Paths the store has are skipped unread: with S3 a put would upload before finding the path taken.
    const known = new Set<string>(batch.length ? await knex('image_blobs').whereIn('path', batch).pluck('path') : [])
    for (const libraryPath of batch) {
      if (known.has(libraryPath)) continue
      const bytes = await readFile(path.join(imagesDir, ...libraryPath.split('/'))).catch(() => null)
      if (!bytes) continue
      if (bytes.length > MAX_ORIGINAL_BYTES) {
        log?.warn({ path: libraryPath, bytes: bytes.length }, 'image larger than the upload limit stays on this instance only')
        continue
      }
      if (await originals.put(knex, libraryPath, bytes)) added++
    }
    batch = []
  }
  for await (const libraryPath of imageFilesUnder(imagesDir)) {
    batch.push(libraryPath)
    if (batch.length >= IMPORT_BATCH) await flush()
  }
  await flush()
  log?.info({ added, imagesDir, store: originals.kind }, 'image originals copied into the database')
  if (!(await writeAtomically(marker, Buffer.from(`${new Date().toISOString()}\n`)))) log?.warn({ imagesDir }, 'DATA_DIR/images takes no writes: the originals will be looked for again at the next start')
  return added
}

/**
 * Remembers every picture of DATA_DIR/images that the store also has as a copy of it, so that a
 * deletion through another instance removes it here too (dropDeletedOriginals). An instance
 * remembers its copies in memory only: without this, after a restart, a picture deleted elsewhere
 * stayed on this disk and its old address kept answering. Answers how many it remembers.
 */
export async function trackLocalCopies(knex: Knex, imagesDir: string): Promise<number> {
  let tracked = 0
  let batch: string[] = []
  const flush = async () => {
    const stored = new Set<string>(batch.length ? await knex('image_blobs').whereIn('path', batch).pluck('path') : [])
    for (const libraryPath of batch) {
      if (!stored.has(libraryPath)) continue
      rememberLocalCopy(path.join(imagesDir, ...libraryPath.split('/')), libraryPath)
      tracked++
    }
    batch = []
  }
  for await (const libraryPath of imageFilesUnder(imagesDir)) {
    batch.push(libraryPath)
    if (batch.length >= TRACK_BATCH) await flush()
  }
  await flush()
  return tracked
}

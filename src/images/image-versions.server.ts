import type { RequestHandler } from 'express'
import { BaseModel } from '../db/base-model'
import { htmlCacheClearings } from '../lib/html-cache'
import { setImageVersions } from '../lib/image-url'

/**
 * The version of a library image in its URLs (`?v=`, docs/decisions/061): the start of its
 * original's SHA-256 (`image_blobs.sha256`), so every instance builds the same URL for the same
 * picture, and an edit that keeps the path (a rotation) changes it.
 */
export const VERSION_LENGTH = 12

export const versionOfSha256 = (sha256: string): string => sha256.slice(0, VERSION_LENGTH)

/** The version the database holds for a path now (undefined: no stored original). */
export async function storedVersionOf(libraryPath: string): Promise<string | undefined> {
  const row = (await BaseModel.knex()('image_blobs').select('sha256').where({ path: libraryPath }).first()) as { sha256: string } | undefined
  return row ? versionOfSha256(row.sha256) : undefined
}

async function loadVersions(): Promise<Map<string, string>> {
  const rows = (await BaseModel.knex()('image_blobs').select('path', 'sha256')) as Array<{ path: string; sha256: string }>
  return new Map(rows.map((row) => [row.path, versionOfSha256(row.sha256)]))
}

let loadedAt: number | undefined
let loading: { at: number; promise: Promise<void> } | undefined
/** Reads started / the latest one applied: a read that finishes late never replaces a newer one. */
let started = 0
let applied = 0

/**
 * Before anything is rendered: the versions pages link to are read from the database at the first
 * request and again after every content change (each clearing of the page cache, on every
 * instance through the change feed — an image edit is one), so a page built right after an edit,
 * on any instance, links to the new version. A few hundred short rows; concurrent requests share
 * one read. If it fails, pages keep the versions read before (the request goes on).
 */
export function imageVersionsReady(): RequestHandler {
  return (_req, _res, next) => whenRead(next, 2)
}

/** Content that changed again during a read is read once more (`tries`), so is a failed read. */
function whenRead(next: () => void, tries: number): void {
  const at = htmlCacheClearings()
  if (at === loadedAt || tries === 0) return next()
  if (loading?.at !== at) {
    const read = ++started
    const promise: Promise<void> = loadVersions()
      .then((versions) => {
        if (read > applied) {
          applied = read
          setImageVersions(versions)
        }
        if (htmlCacheClearings() === at) loadedAt = at
      })
      .catch(() => {})
      .finally(() => {
        if (loading?.promise === promise) loading = undefined
      })
    loading = { at, promise }
  }
  void loading.promise.then(() => whenRead(next, tries - 1))
}

import { createHash } from 'node:crypto'
import { BaseModel } from '../db/base-model'
import type { OptimizeQuery } from './optimize'
import { RENDER_REVISION } from './render-plan'

/**
 * Variants a rebuild of the image cache rendered, stored in the database so that every instance
 * — each with its own disk cache — serves them without rendering (docs/decisions/060). Keyed by
 * the variant (library path and query), not by an instance's disk-cache key: that one includes
 * the local original's modification time, which differs between an instance that fetched the
 * original from the database and one that had it on its disk. Each row names the original it
 * was rendered from (its SHA-256 in image_blobs) and is served only while that is still the
 * original. Only a rebuild writes here; a visitor's render stays on its instance's disk.
 */

const knex = () => BaseModel.knex()

function variantKey(libraryPath: string, query: OptimizeQuery): string {
  return createHash('sha256')
    .update(JSON.stringify([libraryPath, query.width ?? 0, query.height ?? 0, query.format, query.quality, RENDER_REVISION]))
    .digest('hex')
}

/** The stored render of this variant of the current original; undefined when there is none (or no database at hand). */
export async function readVariantBlob(libraryPath: string, query: OptimizeQuery): Promise<Buffer | undefined> {
  try {
    const row = (await knex()('image_variant_blobs as v')
      .join('image_blobs as o', (on) => on.on('o.path', 'v.path').andOn('o.sha256', 'v.original_sha256'))
      .where('v.key', variantKey(libraryPath, query))
      .first('v.bytes')) as { bytes: Buffer } | undefined
    return row ? Buffer.from(row.bytes) : undefined
  } catch {
    // The database unreachable costs a render, never the image.
    return undefined
  }
}

/** Stores a rebuild's render of a variant, against the original the database holds now. */
export async function storeVariantBlob(libraryPath: string, query: OptimizeQuery, bytes: Buffer): Promise<void> {
  // An original gone meanwhile (deleted during the rebuild) stores nothing.
  await knex().raw('insert into image_variant_blobs (key, path, original_sha256, bytes) select ?, path, sha256, ? from image_blobs where path = ? on conflict (key) do nothing', [
    variantKey(libraryPath, query),
    bytes,
    libraryPath,
  ])
}

/** A rebuild starts afresh: the variants of the previous one go (new settings, replaced originals). */
export async function clearVariantBlobs(): Promise<void> {
  await knex()('image_variant_blobs').delete()
}

/** Images left the library: their stored variants go with them. */
export async function forgetVariantBlobsOf(paths: string[]): Promise<void> {
  if (paths.length) await knex()('image_variant_blobs').whereIn('path', paths).delete()
}

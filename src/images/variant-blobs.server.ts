import { BaseModel } from '../db/base-model'

/**
 * Variants a rebuild of the image cache rendered, stored in the database by the optimizer's cache
 * key (library path, the original's version, the query), so that every instance — each with its
 * own disk cache — serves them without rendering (docs/decisions/060). Only a rebuild writes here;
 * a visitor's render stays on its instance's disk.
 */

const table = () => BaseModel.knex()('image_variant_blobs')

/** The stored variant under this cache key; undefined when there is none (or no database is at hand). */
export async function readVariantBlob(key: string): Promise<Buffer | undefined> {
  try {
    const row = (await table().select('bytes').where({ key }).first()) as { bytes: Buffer } | undefined
    return row ? Buffer.from(row.bytes) : undefined
  } catch {
    // The database unreachable costs a render, never the image.
    return undefined
  }
}

export async function storeVariantBlob(key: string, libraryPath: string, bytes: Buffer): Promise<void> {
  await table().insert({ key, path: libraryPath, bytes }).onConflict('key').ignore()
}

/** A rebuild starts afresh: the variants of the previous one go (new settings, replaced originals). */
export async function clearVariantBlobs(): Promise<void> {
  await table().delete()
}

/** Images left the library: their stored variants go with them. */
export async function forgetVariantBlobsOf(paths: string[]): Promise<void> {
  if (paths.length) await table().whereIn('path', paths).delete()
}

import { ImageVariantModel } from './image-variant.model'
import type { ImageFormat, OptimizeQuery } from './optimize'

/**
 * The optimised variants visitors asked for, so that rebuilding the image cache renders exactly
 * those again instead of guessing which sizes pages use.
 */

/** Variants asked for within this many days are rebuilt; older ones are forgotten at the next rebuild. */
export const VARIANT_RETENTION_DAYS = 90

export interface RequestedVariant {
  path: string
  query: OptimizeQuery
}

/** Records (or refreshes) one variant. */
export async function rememberVariant(path: string, query: OptimizeQuery): Promise<void> {
  await ImageVariantModel.query()
    .insert({ path, width: query.width ?? 0, height: query.height ?? 0, format: query.format, quality: query.quality, lastRequestedAt: new Date() })
    .onConflict(['path', 'width', 'height', 'format', 'quality'])
    .merge(['lastRequestedAt'])
}

/**
 * Whether this variant was served before, by any instance (the table is shared): rendering it again
 * (a cache on this instance's disk that lacks it) is the site's own work, not a visitor's new
 * render, so it does not count against the visitor's render limit (issue 17).
 */
export async function wasServedBefore(path: string, query: OptimizeQuery): Promise<boolean> {
  const row = await ImageVariantModel.query()
    .where({ path, width: query.width ?? 0, height: query.height ?? 0, format: query.format, quality: query.quality })
    .first()
    .select('id')
  return row !== undefined
}

/** Every variant asked for recently, oldest image first; older records are deleted. */
export async function recentlyRequestedVariants(now = new Date()): Promise<RequestedVariant[]> {
  const since = new Date(now.getTime() - VARIANT_RETENTION_DAYS * 24 * 60 * 60 * 1000)
  await ImageVariantModel.query().where('lastRequestedAt', '<', since).delete()
  const rows = await ImageVariantModel.query().orderBy('path').orderBy('id')
  return rows.map((row) => ({
    path: row.path,
    query: { width: row.width || undefined, height: row.height || undefined, format: row.format as ImageFormat, quality: row.quality },
  }))
}

/** An image left the library: its variants are not wanted any more. */
export async function forgetVariantsOf(paths: string[]): Promise<void> {
  if (paths.length) await ImageVariantModel.query().whereIn('path', paths).delete()
}

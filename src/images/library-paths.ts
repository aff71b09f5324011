import { TimestampedModel } from '../db/base-model'
import { imageUrl, optimizedUrl } from '../lib/image-url'

/** Every image path of the library (what content forms offer as a main image or gallery item). */
export async function libraryImagePaths(): Promise<string[]> {
  const rows: Array<{ path: string }> = await TimestampedModel.knex()('images').select('path').orderBy('path')
  return rows.map((r) => r.path)
}

/**
 * The images a content form may choose: the library's, plus the row's own current images (they
 * stay valid on edit even after they left the library), those first.
 */
export async function imageChoices(own: Array<string | null | undefined> = []): Promise<string[]> {
  const images = await libraryImagePaths()
  const kept = own.filter((p): p is string => Boolean(p) && !images.includes(p!))
  return [...new Set(kept), ...images]
}

/** A small thumbnail URL for admin lists and previews. */
export function thumbnailUrl(path: string, width = 128, height = 80): string {
  return optimizedUrl(imageUrl(path), { width, height, format: 'webp', quality: 70 })
}

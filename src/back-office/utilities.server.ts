import type { Knex } from 'knex'
import { imageCacheRebuildStatus, imageCacheUsage } from './image-cache'
import type { LongTask } from '../jobs/long-task'
import { buildSitemap, clearSitemapCache } from '../sitemap/sitemap.server'
import type { ImageStorage } from '../lib/data-dir'
import { htmlCache, invalidateHtmlCache } from '../lib/html-cache'
import { clearApiKeysCache } from '../settings/api-keys.server'
import { clearEmailSettingsCache } from '../settings/email-settings.server'
import { clearSettingsCache } from '../settings/settings.server'
import { clearTransfersCache } from '../transfers/transfers.server'

/** The maintenance actions of /admin/utilities (admins only). */

/** Drops every in-memory cache on every instance: rendered pages and cached answers (the sitemap among them), settings, API keys, e-mail settings, transfer catalogue. */
export function clearCaches(): { htmlEntries: number } {
  const htmlEntries = htmlCache.stats().entries
  invalidateHtmlCache()
  clearSettingsCache()
  clearApiKeysCache()
  clearEmailSettingsCache()
  clearTransfersCache()
  return { htmlEntries }
}

/** Drops the cached sitemap everywhere (the next crawler gets a fresh one); returns how many addresses it lists now. */
export async function rebuildSitemap(publicUrl: string): Promise<{ urls: number }> {
  clearSitemapCache()
  const xml = await buildSitemap(publicUrl)
  return { urls: xml.split('<url>').length - 1 }
}

/** This instance's caches, and the image-cache rebuild as every instance sees it (the database's row, ADR 060). */
export async function utilitiesOverview({ images, knex }: { images: ImageStorage; knex: Knex }): Promise<{ htmlEntries: number; imageCache: { files: number; bytes: number }; imageCacheRebuild: LongTask }> {
  return { htmlEntries: htmlCache.stats().entries, imageCache: await imageCacheUsage(images), imageCacheRebuild: await imageCacheRebuildStatus(knex) }
}

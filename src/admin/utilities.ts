import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { imageStorage } from '../images/storage'
import { buildSitemap, clearSitemapCache } from '../seo/sitemap.service'
import { htmlCache, invalidateHtmlCache } from '../server/html-cache'
import { clearApiKeysCache } from '../settings/api-keys.service'
import { clearSettingsCache } from '../settings/settings.service'
import { clearTransfersCache } from '../transfers/transfers.service'

/** The maintenance actions of /admin/utilities (admins only). */

/** Drops every in-memory cache: rendered pages (on every instance), settings, API keys, transfer catalogue, sitemap. */
export function clearCaches(): { htmlEntries: number } {
  const htmlEntries = htmlCache.stats().entries
  invalidateHtmlCache()
  clearSettingsCache()
  clearApiKeysCache()
  clearTransfersCache()
  clearSitemapCache()
  return { htmlEntries }
}

/** Builds the sitemap afresh (clear + warm); returns how many addresses it lists. */
export async function rebuildSitemap(publicUrl: string): Promise<{ urls: number }> {
  clearSitemapCache()
  const xml = await buildSitemap(publicUrl)
  return { urls: xml.split('<url>').length - 1 }
}

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0
  let bytes = 0
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const inner = await folderSize(full)
      files += inner.files
      bytes += inner.bytes
    } else if (entry.isFile()) {
      files++
      bytes += (await stat(full).catch(() => ({ size: 0 }))).size
    }
  }
  return { files, bytes }
}

/** Size of the optimised-image disk cache (DATA_DIR/cache/images). */
export async function imageCacheUsage(): Promise<{ files: number; bytes: number }> {
  return folderSize(imageStorage().cacheDir)
}

/** Deletes every optimised variant; they are produced again on the next request. */
export async function clearImageCache(): Promise<{ files: number; bytes: number }> {
  const { cacheDir } = imageStorage()
  const usage = await folderSize(cacheDir)
  const entries = await readdir(cacheDir).catch(() => [] as string[])
  for (const entry of entries) await rm(path.join(cacheDir, entry), { recursive: true, force: true })
  return usage
}

export async function utilitiesOverview(): Promise<{ htmlEntries: number; imageCache: { files: number; bytes: number } }> {
  return { htmlEntries: htmlCache.stats().entries, imageCache: await imageCacheUsage() }
}

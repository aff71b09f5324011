import { sharedCache } from '../lib/change-feed'
import { NotFoundError } from '../lib/errors'
import { SettingModel } from './settings.model'
import { SiteSettingsSchema, type SiteSettings } from './settings.schema'

export const SITE_SETTINGS_KEY = 'site'

let siteCache: SiteSettings | undefined

/** Business name, contact details, coordinates and social links (SPEC §3 site constants). */
export async function getSiteSettings(): Promise<SiteSettings> {
  if (siteCache) return siteCache
  const row = await SettingModel.query().findById(SITE_SETTINGS_KEY)
  if (!row) throw new NotFoundError('Site settings are missing: run the seed')
  siteCache = SiteSettingsSchema.parse(row.value)
  return siteCache
}

/** Drops the cached site settings on this instance and every other one. */
export const clearSettingsCache = sharedCache('site-settings', () => {
  siteCache = undefined
})

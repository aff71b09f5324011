import { contentChanged } from '../content-kit/content-changed'
import { NOTIFICATIONS_KEY, type BusinessSettings } from './business.schema'
import { storedRecipients } from './notifications.server'
import { SettingModel } from './settings.model'
import { clearSettingsCache, getSiteSettings, SITE_SETTINGS_KEY } from './settings.server'

/** The business contact settings screen (/admin/business, docs/decisions/038). */

/** What the screen shows: the site settings and every recipient. */
export async function getBusinessSettings(): Promise<BusinessSettings> {
  const [site, recipients] = await Promise.all([getSiteSettings(), storedRecipients()])
  return { site, recipients }
}

/**
 * Saves both rows in one transaction, then clears the cached settings on every instance and every
 * rendered page (the footer, the contact page and the JSON-LD carry them), so the next page and
 * the next e-mail use the new values.
 */
export async function saveBusinessSettings({ site, recipients }: BusinessSettings): Promise<void> {
  await SettingModel.transaction(async (trx) => {
    await SettingModel.query(trx).insert({ key: SITE_SETTINGS_KEY, value: site, isSecret: false }).onConflict('key').merge()
    await SettingModel.query(trx).insert({ key: NOTIFICATIONS_KEY, value: { recipients }, isSecret: false }).onConflict('key').merge()
  })
  clearSettingsCache()
  contentChanged()
}

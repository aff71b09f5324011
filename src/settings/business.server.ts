import { contentChanged } from '../content-kit/content-changed'
import { versionField } from '../content-kit/edit-version'
import { NOTIFICATIONS_KEY, type BusinessSettings } from './business.schema'
import { storedRecipients } from './notifications.server'
import { SettingModel } from './settings.model'
import { clearSettingsCache, getSiteSettings, SITE_SETTINGS_KEY } from './settings.server'

/** The business contact settings screen (/admin/business, docs/decisions/038). */

/** Where the screen's version is kept: the site settings row, saved with the recipients' every time (ADR 067). */
export const BUSINESS_VERSION = { table: 'settings', key: 'key', id: SITE_SETTINGS_KEY } as const

/** The screen's version field, to spread into its values. */
export async function businessVersionField(): Promise<Record<string, string>> {
  const row = (await SettingModel.knex()('settings').where({ key: SITE_SETTINGS_KEY }).first('updatedAt')) as { updatedAt?: Date } | undefined
  return versionField(row?.updatedAt)
}

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
  // updated_at is the screen's version (ADR 067): a merge moves only the columns it is given.
  const updatedAt = new Date()
  await SettingModel.transaction(async (trx) => {
    await SettingModel.query(trx).insert({ key: SITE_SETTINGS_KEY, value: site, isSecret: false, updatedAt }).onConflict('key').merge()
    await SettingModel.query(trx).insert({ key: NOTIFICATIONS_KEY, value: { recipients }, isSecret: false, updatedAt }).onConflict('key').merge()
  })
  clearSettingsCache()
  contentChanged()
}

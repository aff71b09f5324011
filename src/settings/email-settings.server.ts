import { contentChanged } from '../content-kit/content-changed'
import { sharedCache } from '../lib/change-feed'
import { SettingModel } from './settings.model'
import { EMAIL_SETTINGS_KEY, StoredEmailSettingsSchema, type EmailSettings, type EmailSettingsForm, type EmailSettingsView, type StoredEmailSettings } from './email-settings.schema'
import type { AppContext } from '../config/app-context'
import { SecretDecryptionError, type AppSecrets } from '../lib/secrets'

/**
 * Outgoing mail server chosen by staff. Settings saved here win over SMTP_URL (the environment
 * variable is the fallback while no host is saved): see docs/decisions/010-admin-users-and-settings.md.
 */
/** What reading the settings needs: the key of the stored password and the SMTP_URL fallback. */
export type MailSettingsContext = Pick<AppContext, 'secrets' | 'fallbackSmtpUrl'>

// A registered cache, kept per secret (a box under another APP_SECRET never reads it).
let cache: { at: number; secrets: AppSecrets; value: EmailSettings & { passwordUnreadable: boolean } } | undefined
// Every instance drops its copy when one saves (change feed); the lifetime bounds a missed announcement.
const CACHE_MS = 30_000
const PASSWORD_CONTEXT = `${EMAIL_SETTINGS_KEY}.password`

export const clearEmailSettingsCache = sharedCache('email-settings', () => {
  cache = undefined
})

async function readStored(): Promise<StoredEmailSettings> {
  const row = await SettingModel.query().findById(EMAIL_SETTINGS_KEY)
  return StoredEmailSettingsSchema.parse(row?.value ?? {})
}

export async function getEmailSettings(secrets: AppSecrets): Promise<EmailSettings & { passwordUnreadable: boolean }> {
  if (cache && cache.secrets === secrets && Date.now() - cache.at < CACHE_MS) return cache.value
  const stored = await readStored()
  let password: string | null = null
  let passwordUnreadable = false
  if (stored.password) {
    try {
      password = secrets.box.decrypt(stored.password, PASSWORD_CONTEXT)
    } catch (error) {
      if (!(error instanceof SecretDecryptionError)) throw error
      passwordUnreadable = true
    }
  }
  const value = { ...stored, password, passwordUnreadable }
  cache = { at: Date.now(), secrets, value }
  return value
}

/** smtp(s)://user:password@host:port for nodemailer, or undefined when no host is saved. */
export function smtpUrlOf(settings: EmailSettings): string | undefined {
  if (!settings.host) return undefined
  const auth = settings.user ? `${encodeURIComponent(settings.user)}${settings.password ? `:${encodeURIComponent(settings.password)}` : ''}@` : ''
  return `${settings.secure ? 'smtps' : 'smtp'}://${auth}${settings.host}:${settings.port}`
}

/** The server the mail worker sends through: saved settings first, then SMTP_URL. */
export async function resolveSmtpUrl({ secrets, fallbackSmtpUrl }: MailSettingsContext): Promise<string | undefined> {
  return smtpUrlOf(await getEmailSettings(secrets)) ?? fallbackSmtpUrl() ?? undefined
}

/**
 * Whether e-mail can go out now: a mail server is saved or SMTP_URL is set. Without one, what is
 * queued stays in the outbox (src/mail/mail-worker.ts), so pages must not say an e-mail is coming
 * (src/ui/mail-notice.tsx phrases both cases) and the newsletter answers confirmationEmailSent: false.
 */
export async function canSendMail(ctx: MailSettingsContext): Promise<boolean> {
  return (await resolveSmtpUrl(ctx)) !== undefined
}

/** `"Name" <address>` when staff set a sender address, else null (the business e-mail is used). */
export async function configuredMailFrom(secrets: AppSecrets): Promise<string | null> {
  const { fromName, fromAddress } = await getEmailSettings(secrets)
  if (!fromAddress) return null
  return fromName ? `"${fromName}" <${fromAddress}>` : fromAddress
}

/** The form's values of stored settings (the password is never among them). */
function emailFormValues(settings: Omit<StoredEmailSettings, 'password'>): Record<string, string> {
  return {
    host: settings.host ?? '',
    port: String(settings.port),
    secure: settings.secure ? 'on' : '',
    user: settings.user ?? '',
    fromName: settings.fromName ?? '',
    fromAddress: settings.fromAddress ?? '',
  }
}

/** The form's values as stored right now, past the cache: what a save is merged with (field-merge.ts). */
export async function storedEmailFormValues(): Promise<Record<string, string>> {
  return emailFormValues(await readStored())
}

export async function emailSettingsView({ secrets, fallbackSmtpUrl }: MailSettingsContext): Promise<EmailSettingsView> {
  const settings = await getEmailSettings(secrets)
  const source = smtpUrlOf(settings) ? 'settings' : fallbackSmtpUrl() ? 'environment' : 'none'
  return {
    values: emailFormValues(settings),
    passwordSet: Boolean(settings.password) || settings.passwordUnreadable,
    passwordUnreadable: settings.passwordUnreadable,
    source,
  }
}

/** Saves the form: an empty password keeps the stored one, clearPassword removes it. */
export async function saveEmailSettings(secrets: AppSecrets, form: EmailSettingsForm): Promise<void> {
  const sealer = secrets.box
  await SettingModel.transaction(async (trx) => {
    const row = await SettingModel.query(trx).findById(EMAIL_SETTINGS_KEY).forUpdate()
    const current = StoredEmailSettingsSchema.parse(row?.value ?? {})
    const password = form.clearPassword ? null : form.password !== undefined ? sealer.encrypt(form.password, PASSWORD_CONTEXT) : current.password
    const next: StoredEmailSettings = { host: form.host, port: form.port, secure: form.secure, user: form.user, password, fromName: form.fromName, fromAddress: form.fromAddress }
    await SettingModel.query(trx).insert({ key: EMAIL_SETTINGS_KEY, value: next, isSecret: true }).onConflict('key').merge()
  })
  clearEmailSettingsCache()
  // Cached pages say whether an e-mail is on its way (canSendMail): rendered again with the new answer.
  contentChanged()
}

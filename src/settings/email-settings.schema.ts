import { z } from 'zod'

/** The settings row of the outgoing mail server (admin screen /admin/email-settings). */
export const EMAIL_SETTINGS_KEY = 'email-settings'

/** As stored: the password is a sealed string (src/settings/secrets.ts). Read leniently. */
export const StoredEmailSettingsSchema = z.object({
  host: z.string().nullable().catch(null),
  port: z.number().int().min(1).max(65535).catch(587),
  secure: z.boolean().catch(false),
  user: z.string().nullable().catch(null),
  password: z.string().nullable().catch(null),
  fromName: z.string().nullable().catch(null),
  fromAddress: z.string().nullable().catch(null),
})
export type StoredEmailSettings = z.infer<typeof StoredEmailSettingsSchema>

/** The settings as the mail worker uses them, password decrypted. */
export type EmailSettings = Omit<StoredEmailSettings, 'password'> & { password: string | null }

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .transform((v) => (v ? v : null))

/** Messages are forms.errors.<code> (common namespace). */
export const EmailSettingsFormSchema = z.object({
  // Empty: no server here (SMTP_URL, when set, is used instead).
  host: z
    .string()
    .trim()
    .max(253, { error: 'tooLong' })
    .regex(/^$|^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?)*$/, { error: 'hostname' })
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
  port: z.coerce.number({ error: 'number' }).int({ error: 'number' }).min(1, { error: 'min' }).max(65535, { error: 'max' }),
  secure: z.preprocess((v) => v === 'on' || v === true, z.boolean()),
  user: optional(254),
  // Not trimmed: spaces may belong to a password. Empty keeps the stored one.
  password: z
    .string()
    .max(1024, { error: 'tooLong' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  clearPassword: z.preprocess((v) => v === 'on' || v === true, z.boolean()),
  fromName: optional(120).refine((v) => !v || !/["<>\r\n]/.test(v), { error: 'invalid' }),
  fromAddress: z
    .string()
    .trim()
    .max(254, { error: 'tooLong' })
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ error: 'email' }).nullable()),
})
export type EmailSettingsForm = z.infer<typeof EmailSettingsFormSchema>

/** What the admin screen shows: never the password, only whether one is stored. */
export interface EmailSettingsView {
  values: Record<string, string>
  passwordSet: boolean
  /** A stored password that no longer decrypts (APP_SECRET changed): enter it again. */
  passwordUnreadable: boolean
  /** Which server the mail worker uses now. */
  source: 'settings' | 'environment' | 'none'
}

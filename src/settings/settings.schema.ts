import { z } from 'zod'

const localized = z.object({ es: z.string(), en: z.string(), de: z.string(), ca: z.string() })
/** A social profile: a web address, or '' when the business has none there. */
const socialLink = z.union([z.literal(''), z.string().url()])

/** The site settings row as stored (key 'site'): edited on /admin/business, read by every page and e-mail. */
export const SiteSettingsSchema = z.object({
  businessName: z.string().min(1),
  legalName: z.string(),
  taxId: z.string(),
  /** E.164 (src/lib/phone.ts normalises what staff type). */
  phone: z.string().regex(/^\+[1-9][\d ]{6,20}$/),
  whatsapp: z.string().regex(/^\+[1-9][\d ]{6,20}$/),
  email: z.string().email(),
  address: z.object({ street: z.string(), postalCode: z.string(), locality: z.string(), region: z.string(), country: z.string().length(2) }),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  openingHours: localized,
  social: z.object({ facebook: socialLink, instagram: socialLink }),
})
export type SiteSettings = z.infer<typeof SiteSettingsSchema>

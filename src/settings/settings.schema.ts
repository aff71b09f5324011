import { z } from 'zod'

const localized = z.object({ es: z.string(), en: z.string(), de: z.string(), ca: z.string() })

export const SiteSettingsSchema = z.object({
  businessName: z.string().min(1),
  legalName: z.string(),
  taxId: z.string(),
  phone: z.string().regex(/^\+[1-9][\d ]{6,20}$/),
  whatsapp: z.string().regex(/^\+[1-9][\d ]{6,20}$/),
  email: z.string().email(),
  address: z.object({ street: z.string(), postalCode: z.string(), locality: z.string(), region: z.string(), country: z.string().length(2) }),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  openingHours: localized,
  social: z.object({ facebook: z.string().url(), instagram: z.string().url() }),
})
export type SiteSettings = z.infer<typeof SiteSettingsSchema>

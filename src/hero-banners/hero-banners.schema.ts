import { z } from 'zod'

export const HeroBannerSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  buttonText: z.string().nullable(),
  buttonLink: z.string().nullable(),
})
export type HeroBanner = z.infer<typeof HeroBannerSchema>

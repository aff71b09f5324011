import { z } from 'zod'
import { ZONES } from './destinations.model'

export const DestinationSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  zone: z.enum(ZONES),
  latitude: z.number(),
  longitude: z.number(),
  tags: z.array(z.string()),
  isPopular: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
})
export type Destination = z.infer<typeof DestinationSchema>

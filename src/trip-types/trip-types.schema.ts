import { z } from 'zod'

export const TripTypeSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() })
export type TripType = z.infer<typeof TripTypeSchema>

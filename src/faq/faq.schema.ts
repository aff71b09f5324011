import { z } from 'zod'

/**
 * The topics the site reads (faq_entries.topic), in the order /legal/faq shows them:
 * `transfers` also fills the home page's transfers FAQ (SPEC: 6 entries per language) and the
 * airport-transfer pages. Kept here rather than in the model so pages can import it without Objection.
 */
export const FAQ_TOPICS = ['general', 'transfers'] as const
export type FaqTopic = (typeof FAQ_TOPICS)[number]

/** The admin list's ?topic filter; anything unknown means "all". */
export const FaqFilterSchema = z.object({ topic: z.enum(FAQ_TOPICS).optional().catch(undefined) })
export type FaqFilter = z.infer<typeof FaqFilterSchema>

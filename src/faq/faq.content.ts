import { defineContentType } from '../content-kit/content-type'
import { text } from '../content-kit/translatable-form'

/** FAQ entries: the translatable attributes, the admin screen, the export (docs/decisions/028). */
export const FAQ_CONTENT = defineContentType({
  kind: 'faq',
  table: 'faq_entries',
  key: 'id',
  label: 'question',
  order: 'sortOrder',
  texts: {
    // The question column is a varchar(300); answers are plain text (FaqList, FAQPage JSON-LD).
    question: text({ max: 300 }),
    answer: text({ max: 4000, rows: 5, hint: 'answerHint' }),
  },
  admin: { path: '/admin/faq', texts: 'faqAdmin', roles: ['admin', 'editor'] },
  // Nothing references an entry: the file replaces them all.
  transfer: { order: ['topic', 'sortOrder', 'id'] },
})

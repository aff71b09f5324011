import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { FaqEntryModel } from './faq.model'

export interface FaqEntry {
  id: number
  question: string
  answer: string
}

export async function listFaq(topic: string, lng: Language): Promise<FaqEntry[]> {
  const rows = await FaqEntryModel.query()
    .where({ topic, isPublished: true })
    .orderBy([{ column: 'sortOrder' }, { column: 'id' }])
  return rows.map((f) => ({ id: f.id, question: translate(f, 'question', lng), answer: translate(f, 'answer', lng) }))
}

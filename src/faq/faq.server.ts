import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { FaqEntryModel } from './faq.model'
import type { FaqTopic } from './faq.schema'

export interface FaqEntry {
  id: number
  question: string
  answer: string
}

export async function listFaq(topic: FaqTopic, lng: Language): Promise<FaqEntry[]> {
  const rows = await FaqEntryModel.query()
    .where({ topic, isPublished: true })
    .orderBy([{ column: 'sortOrder' }, { column: 'id' }])
  return rows.map((f) => ({ id: f.id, question: translate(f, 'question', lng), answer: translate(f, 'answer', lng) }))
}

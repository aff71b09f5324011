import { z } from 'zod'
import { checkboxField, integerField } from '../content-kit/content-form-fields'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { translatedStore } from '../content-kit/translated-store'
import { LANGUAGES, type Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { NotFoundError } from '../lib/errors'
import { FaqEntryModel } from './faq.model'
import { FAQ_TOPICS, type FaqFilter, type FaqTopic } from './faq.schema'
import { FAQ_CONTENT } from './faq.content'
import { unkeptPromises } from './unkept-promises'

const TEXTS = FAQ_CONTENT.texts

export const FaqFormSchema = z.object({
  topic: z.enum(FAQ_TOPICS, { error: 'required' }),
  sortOrder: integerField({ min: 0, max: 9999 }),
  isPublished: checkboxField(),
  ...translatableShape(TEXTS),
})
export type FaqForm = z.infer<typeof FaqFormSchema>

export interface FaqRow {
  id: number
  question: string
  topic: FaqTopic
  isPublished: boolean
  sortOrder: number
  /** Phrases in its question or answer, any language, that promise what the site does not do. */
  unkept: string[]
}

/** The admin list: search questions and answers in any language; sort; filter by topic. */
export async function listFaqForAdmin(lng: Language, query: ListQuery, filter: FaqFilter = {}) {
  const builder = FaqEntryModel.query()
  if (filter.topic) builder.where('faq_entries.topic', filter.topic)
  return pageOf(builder, query, {
    sortable: { question: 'faq_entries.question', topic: 'faq_entries.topic', sortOrder: 'faq_entries.sort_order', isPublished: 'faq_entries.is_published' },
    defaultSort: 'sortOrder',
    search: (b, term) =>
      void b.where((w) => w.whereILike('faq_entries.question', likeTerm(term)).orWhereILike('faq_entries.answer', likeTerm(term)).orWhereRaw('faq_entries.translations::text ilike ?', [likeTerm(term)])),
    map: (row): FaqRow => ({
      id: row.id,
      question: translate(row, 'question', lng),
      topic: row.topic as FaqTopic,
      isPublished: row.isPublished,
      sortOrder: row.sortOrder,
      // Each language's own text, no fallback: a phrase is listed for the languages that have it.
      unkept: unkeptPromises(LANGUAGES.flatMap((l) => (['question', 'answer'] as const).map((a): [Language, string] => [l, String(row.translations?.[a]?.[l] ?? (l === 'es' ? row[a] : ''))]))).map((p) => p.phrase),
    }),
  })
}

export async function faqFormValues(id: number): Promise<Record<string, string>> {
  const row = await FaqEntryModel.query().findById(id)
  if (!row) throw new NotFoundError('FAQ entry not found')
  return { topic: row.topic, sortOrder: String(row.sortOrder), isPublished: row.isPublished ? 'on' : '', ...toForm(row, TEXTS) }
}

function toColumns(form: FaqForm) {
  const { plain, translations } = fromForm(form, TEXTS)
  return { topic: form.topic, sortOrder: form.sortOrder, isPublished: form.isPublished, ...plain, translations }
}

const store = translatedStore<FaqEntryModel>(FaqEntryModel, 'FAQ entry not found')

export async function createFaqEntry(form: FaqForm): Promise<number> {
  return (await store.create(toColumns(form))).id
}

export function updateFaqEntry(id: number, form: FaqForm): Promise<void> {
  return store.update(id, toColumns(form))
}

export function deleteFaqEntries(ids: number[]): Promise<number> {
  return store.remove(ids)
}

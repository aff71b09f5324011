import type { Model, ModelClass, Transaction } from 'objection'
import type { Translations } from '../i18n/translatable'
import { NotFoundError } from '../lib/errors'
import { contentChanged } from './content-changed'
import { translationStamps, type TranslationStamps } from './translation-stamps'

/** What the store reads of a stored row besides its texts. */
interface StampedColumns {
  translationsUpdatedAt?: TranslationStamps | null
  updatedAt?: Date | string | null
}

type Columns = Record<string, unknown>
type Key = number | string

/** Most tables keep their texts in `translations`; seo_records keeps one jsonb map per attribute. */
const translationsColumn = (columns: Columns): Translations => (columns.translations as Translations | undefined) ?? {}

/**
 * Writes of a public table with translated texts: each language's change time is stamped for
 * the translation report (src/content-kit/translation-stamps.ts), and every write refreshes the public
 * site (HTML cache and sitemap). `textsOf` reads a row's (or the written columns') texts as one
 * translations object; the rows are found by the model's id column (a number or a string key).
 * A write that belongs with others passes their transaction (`trx`).
 */
export function translatedStore<M extends Model>(model: ModelClass<M>, notFoundMessage: string, textsOf: (columns: Columns) => Translations = translationsColumn) {
  const idColumn = model.idColumn as string
  return {
    async create(columns: Columns, trx?: Transaction): Promise<M> {
      const row = await model.query(trx).insert({ ...columns, translationsUpdatedAt: translationStamps(undefined, textsOf(columns)) } as never)
      contentChanged()
      return row as unknown as M
    },
    async update(id: Key, columns: Columns, trx?: Transaction): Promise<void> {
      const before = (await model.query(trx).findById(id)) as (M & StampedColumns) | undefined
      if (!before) throw new NotFoundError(notFoundMessage)
      const stored = { translations: textsOf(before as unknown as Columns), translationsUpdatedAt: before.translationsUpdatedAt, updatedAt: before.updatedAt }
      await model.query(trx).findById(id).patch({ ...columns, translationsUpdatedAt: translationStamps(stored, textsOf(columns)) } as never)
      contentChanged()
    },
    async remove(ids: Key[], trx?: Transaction): Promise<number> {
      const deleted = await model.query(trx).delete().whereIn(idColumn, ids)
      if (deleted) contentChanged()
      return deleted
    },
  }
}

import type { Model, ModelClass, Transaction } from 'objection'
import type { Translations } from '../i18n/translatable'
import { RefusedError, TakenError } from '../lib/errors'
import { translate } from '../i18n/translatable'
import type { Language } from '../i18n/languages'
import { translatedStore } from './translated-store'

interface SluggedContent extends Model {
  id: number
  slug: string
}

/** Rows of another table that point at the items (`trips.destination_id`), which a delete would leave pointing nowhere. */
interface Referrers {
  table: string
  column: string
  /** The refusal's message (admin texts), given `name` (the item's, in the staff language) and `count`. */
  refusal: string
}

type SluggedColumns = { slug: string; translations: Translations } & Record<string, unknown>

/**
 * Writes of a public content table with a unique slug: the slug is checked (a clash is a
 * TakenError on the `slug` field), then the translated store stamps the texts and refreshes
 * the public site.
 */
export function contentStore<M extends SluggedContent>(model: ModelClass<M>, notFoundMessage: string) {
  const store = translatedStore(model, notFoundMessage)
  async function assertSlugFree(slug: string, exceptId?: number, trx?: Transaction) {
    const clash = await model.query(trx).where('slug', slug).modify((q) => (exceptId ? q.whereNot('id', exceptId) : q)).first()
    if (clash) throw new TakenError('slug')
  }
  return {
    async create(columns: SluggedColumns, trx?: Transaction): Promise<number> {
      await assertSlugFree(columns.slug, undefined, trx)
      return (await store.create(columns, trx)).id
    },
    async update(id: number, columns: SluggedColumns, trx?: Transaction): Promise<void> {
      await assertSlugFree(columns.slug, id, trx)
      await store.update(id, columns, trx)
    },
    remove: (ids: number[], trx?: Transaction) => store.remove(ids, trx),
    /**
     * Deletes the items unless rows still refer to them: the first such item is refused with its
     * name and how many (the database would quietly set those references to null), nothing deleted.
     */
    removeUnreferenced: (ids: number[], by: Referrers, lng: Language) =>
      model.transaction(async (trx) => {
        const used = (await model
          .query(trx)
          .findByIds(ids)
          .select(`${model.tableName}.*`, model.raw(`(select count(*) from ?? where ?? = ${model.tableName}.id) as referrers`, [by.table, `${by.table}.${by.column}`]))
          .orderBy('id')) as unknown as Array<M & { referrers: string }>
        const first = used.find((row) => Number(row.referrers) > 0)
        if (first) throw new RefusedError(409, by.refusal, { name: translate(first as never, 'name', lng), count: Number(first.referrers) })
        return store.remove(ids, trx)
      }),
  }
}

/**
 * Writes of a translated table keyed by a code staff choose once (a zone, a vehicle class): a
 * code already in use is a TakenError on the `code` field; the code never changes afterwards.
 */
export function codedStore<M extends Model>(model: ModelClass<M>, notFoundMessage: string) {
  const store = translatedStore(model, notFoundMessage)
  return {
    async create(code: string, columns: Record<string, unknown>): Promise<void> {
      if (await model.query().findById(code)) throw new TakenError('code')
      await store.create({ [model.idColumn as string]: code, ...columns })
    },
    update: (code: string, columns: Record<string, unknown>, trx?: Transaction) => store.update(code, columns, trx),
    remove: (codes: string[], trx?: Transaction) => store.remove(codes, trx),
  }
}

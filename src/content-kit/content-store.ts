import type { Model, ModelClass, Transaction } from 'objection'
import type { Translations } from '../i18n/translatable'
import { TakenError } from '../lib/errors'
import { translatedStore } from './translated-store'

interface SluggedContent extends Model {
  id: number
  slug: string
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

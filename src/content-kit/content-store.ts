import type { Model, ModelClass } from 'objection'
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
  async function assertSlugFree(slug: string, exceptId?: number) {
    const clash = await model.query().where('slug', slug).modify((q) => (exceptId ? q.whereNot('id', exceptId) : q)).first()
    if (clash) throw new TakenError('slug')
  }
  return {
    async create(columns: SluggedColumns): Promise<number> {
      await assertSlugFree(columns.slug)
      return (await store.create(columns)).id
    },
    async update(id: number, columns: SluggedColumns): Promise<void> {
      await assertSlugFree(columns.slug, id)
      await store.update(id, columns)
    },
    remove: (ids: number[]) => store.remove(ids),
  }
}

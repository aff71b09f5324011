import type { Model, ModelClass } from 'objection'
import type { Translations } from '../i18n/translatable'
import { ConflictError, NotFoundError } from '../server/errors'
import { contentChanged } from './content-changed'
import { translationStamps } from './translation-stamps'

interface SluggedContent extends Model {
  id: number
  slug: string
}

/**
 * Writes of a public content table with a unique slug and translated texts: the slug is checked
 * (a clash is a ConflictError on the `slug` field), each language's change time is stamped for
 * the translation report, and every write refreshes the public site.
 */
export function contentStore<M extends SluggedContent>(model: ModelClass<M>, notFoundMessage: string) {
  async function assertSlugFree(slug: string, exceptId?: number) {
    const clash = await model.query().where('slug', slug).modify((q) => (exceptId ? q.whereNot('id', exceptId) : q)).first()
    if (clash) throw new ConflictError('slug')
  }
  return {
    async create(columns: { slug: string; translations: Translations } & Record<string, unknown>): Promise<number> {
      await assertSlugFree(columns.slug)
      const row = (await model.query().insert({ ...columns, translationsUpdatedAt: translationStamps(undefined, columns.translations) } as never)) as unknown as M
      contentChanged()
      return row.id
    },
    async update(id: number, columns: { slug: string; translations: Translations } & Record<string, unknown>): Promise<void> {
      await assertSlugFree(columns.slug, id)
      const before = await model.query().findById(id)
      if (!before) throw new NotFoundError(notFoundMessage)
      await model.query().findById(id).patch({ ...columns, translationsUpdatedAt: translationStamps(before as never, columns.translations) } as never)
      contentChanged()
    },
    async remove(ids: number[]): Promise<number> {
      const deleted = await model.query().delete().whereIn('id', ids)
      if (deleted) contentChanged()
      return deleted
    },
  }
}

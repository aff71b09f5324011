import { z } from 'zod'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, missingInForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { translatedStore } from '../content-kit/translated-store'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { NotFoundError } from '../lib/errors'
import { ContentPageModel } from './content-pages.model'
import { ContentPageKeySchema, contentPagePath } from './content-pages.schema'
import { textNamesOf } from '../content-kit/content-type'
import { CONTENT_PAGE_CONTENT } from './content-pages.content'

const TEXTS = CONTENT_PAGE_CONTENT.texts

export const ContentPageFormSchema = z.object(translatableShape(TEXTS))
export type ContentPageForm = z.infer<typeof ContentPageFormSchema>

export interface ContentPageRow {
  key: string
  title: string
  /** The public address, or null when no route shows the page. */
  path: string | null
  /** ISO 8601. */
  updatedAt: string
  missing: Language[]
}

/** The admin list: search by key or title (any language), sort by title, key or last change. */
export async function listContentPagesForAdmin(lng: Language, query: ListQuery) {
  return pageOf(ContentPageModel.query(), query, {
    sortable: { title: 'content_pages.title', key: 'content_pages.key', updatedAt: 'content_pages.updated_at' },
    defaultSort: 'key',
    tiebreaker: 'content_pages.key',
    search: (b, term) => void b.where((w) => w.whereILike('content_pages.key', likeTerm(term)).orWhereILike('content_pages.title', likeTerm(term)).orWhereRaw("(content_pages.translations->'title')::text ilike ?", [likeTerm(term)])),
    map: (row): ContentPageRow => ({
      key: row.key,
      title: translate(row, 'title', lng),
      path: contentPagePath(row.key),
      updatedAt: row.updatedAt.toISOString(),
      missing: missingInForm(toForm(row, TEXTS), textNamesOf(CONTENT_PAGE_CONTENT)),
    }),
  })
}

async function findPage(key: string): Promise<ContentPageModel> {
  const parsed = ContentPageKeySchema.safeParse(key)
  const row = parsed.success ? await ContentPageModel.query().findById(parsed.data) : undefined
  if (!row) throw new NotFoundError('Content page not found')
  return row
}

/** The edit form's values and what the page header shows (title in the staff language, public address). */
export async function contentPageForEdit(key: string, lng: Language) {
  const row = await findPage(key)
  return { key: row.key, title: translate(row, 'title', lng), path: contentPagePath(row.key), values: toForm(row, TEXTS) }
}

const store = translatedStore<ContentPageModel>(ContentPageModel, 'Content page not found')

export async function updateContentPage(key: string, form: ContentPageForm): Promise<void> {
  // The store finds the row (404 when there is none); a malformed key never reaches the database.
  if (!ContentPageKeySchema.safeParse(key).success) throw new NotFoundError('Content page not found')
  const { plain, translations } = fromForm(form, TEXTS)
  await store.update(key, { ...plain, translations })
}

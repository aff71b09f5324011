import type { TranslationStamps } from '../content-kit/translation-stamps'
import type { RelationMappings } from 'objection'
import { TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'

export const POST_STATUSES = ['draft', 'published', 'scheduled'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

export class BlogCategoryModel extends TimestampedModel {
  static override tableName = 'blog_categories'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt', 'previousSlugs']
  id!: number
  slug!: string
  name!: string
  description!: string
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  sortOrder!: number
  /** Slugs it had before (newest last): their addresses redirect here, as a post's do. */
  previousSlugs!: string[]
}

export class BlogPostModel extends TimestampedModel {
  static override tableName = 'blog_posts'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt', 'previousSlugs']
  id!: number
  slug!: string
  title!: string
  excerpt!: string
  /** Markdown; only ever shown through renderMarkdown (src/content/markdown.ts). */
  body!: string
  coverImage!: string | null
  categoryId!: number | null
  authorName!: string
  status!: PostStatus
  publishedAt!: Date | null
  /** Slugs it was public under before (newest last): their addresses redirect here. */
  previousSlugs!: string[]
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  category?: BlogCategoryModel | null

  static override relationMappings = (): RelationMappings => ({
    category: {
      relation: BlogPostModel.BelongsToOneRelation,
      modelClass: BlogCategoryModel,
      // camelCase: with knexSnakeCaseMappers, withGraphFetched reads the key from the loaded (camelCased) rows.
      join: { from: 'blog_posts.categoryId', to: 'blog_categories.id' },
    },
  })
}

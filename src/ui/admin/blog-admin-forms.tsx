import { AdminForm, LocalizedFields } from '../admin-form'
import { TextField } from '../form'
import { SelectField } from '../form-choices'
import { usePageContext } from '../page-context'
import { LibraryImageSelect } from './content-fields'
import { MarkdownPreview } from './markdown-preview'
import { BLOG_CATEGORY_CONTENT, BLOG_POST_CONTENT } from '../../blog/blog.content'

type Options = Array<{ value: string; label: string }>

/** New and edit of a blog post share the form; only the action and the starting values differ. */
export function BlogPostForm({ action, values, choices }: { action: string; values: Record<string, string>; choices: { categories: Options; images: string[] } }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:blogAdmin.posts.${key}`)
  return (
    <AdminForm action={action}>
      <LocalizedFields content={BLOG_POST_CONTENT} values={values} />
      <MarkdownPreview attribute="body" />
      {values.readingMinutes && <p className="text-sm text-slate-600">{t('admin:form.readingTime', { count: Number(values.readingMinutes) })}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="slug" label={a('slug')} hint={a('slugHint')} required defaultValue={values.slug} />
        <SelectField name="categoryId" label={a('category')} options={choices.categories} placeholder={a('noCategory')} defaultValue={values.categoryId} />
        <TextField name="authorName" label={a('author')} defaultValue={values.authorName} />
        <SelectField
          name="status"
          label={a('status')}
          required
          options={(['draft', 'published', 'scheduled'] as const).map((s) => ({ value: s, label: a(`statuses.${s}`) }))}
          defaultValue={values.status ?? 'draft'}
          hint={a('statusHint')}
        />
        <TextField type="datetime-local" name="publishedAt" label={a('publishedAt')} hint={a('publishedAtHint')} defaultValue={values.publishedAt} />
      </div>
      <LibraryImageSelect name="coverImage" label={a('cover')} hint={a('coverHint')} images={choices.images} defaultValue={values.coverImage} noneLabel={a('noCover')} />
    </AdminForm>
  )
}

export function BlogCategoryForm({ action, values }: { action: string; values: Record<string, string> }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:blogAdmin.categories.${key}`)
  return (
    <AdminForm action={action}>
      <LocalizedFields content={BLOG_CATEGORY_CONTENT} values={values} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="slug" label={a('slug')} hint={a('slugHint')} required defaultValue={values.slug} />
        <TextField name="sortOrder" type="number" label={a('sortOrder')} required min={0} defaultValue={values.sortOrder ?? '0'} />
      </div>
    </AdminForm>
  )
}

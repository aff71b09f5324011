import { fieldName } from '../../admin/translatable-form'
import { LANGUAGE_OPTIONS } from '../../i18n/languages'
import { BlogPreview } from '../../islands/blog-preview.island'
import { Island } from '../../islands/Island'
import { AdminForm, LocalizedFields } from '../AdminForm'
import { TextField } from '../form'
import { SelectField } from '../form-choices'
import { usePageContext } from '../page-context'
import { AdminDateTimeField } from './AdminFields'

type Options = Array<{ value: string; label: string }>

/** New and edit of a blog post share the form; only the action and the starting values differ. */
export function BlogPostForm({ action, values, categories }: { action: string; values: Record<string, string>; categories: Options }) {
  const { t, csrfToken } = usePageContext()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:blogAdmin.posts.${key}`, options)
  return (
    <AdminForm action={action}>
      <LocalizedFields
        fields={[
          { name: 'title', label: a('titleField') },
          { name: 'excerpt', label: a('excerpt'), multiline: true, rows: 3, required: false },
          { name: 'body', label: a('body'), multiline: true, rows: 14, hint: a('bodyHint') },
        ]}
        values={values}
      />
      <Island
        name="BlogPreview"
        component={BlogPreview}
        props={{
          url: '/api/admin/blog/preview',
          csrfToken,
          sources: LANGUAGE_OPTIONS.map((o) => ({ code: o.code, label: o.label, fieldId: `f-${fieldName('body', o.code)}` })),
          labels: {
            title: a('preview.title'),
            hint: a('preview.hint'),
            preview: a('preview.button', { skipInterpolation: true }),
            loading: a('preview.loading'),
            failed: a('preview.failed'),
            empty: a('preview.empty'),
            readingTime: a('readingTime', { skipInterpolation: true }),
          },
        }}
      />
      {values.readingMinutes && <p className="text-sm text-slate-600">{a('readingTime', { count: Number(values.readingMinutes) })}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="slug" label={a('slug')} hint={a('slugHint')} required defaultValue={values.slug} />
        <SelectField name="categoryId" label={a('category')} options={categories} placeholder={a('noCategory')} defaultValue={values.categoryId} />
        <TextField name="authorName" label={a('author')} defaultValue={values.authorName} />
        <TextField name="coverImage" label={a('cover')} hint={a('coverHint')} defaultValue={values.coverImage} />
        <SelectField
          name="status"
          label={a('status')}
          required
          options={(['draft', 'published', 'scheduled'] as const).map((s) => ({ value: s, label: a(`statuses.${s}`) }))}
          defaultValue={values.status ?? 'draft'}
          hint={a('statusHint')}
        />
        <AdminDateTimeField name="publishedAt" label={a('publishedAt')} hint={a('publishedAtHint')} defaultValue={values.publishedAt} />
      </div>
    </AdminForm>
  )
}

export function BlogCategoryForm({ action, values }: { action: string; values: Record<string, string> }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:blogAdmin.categories.${key}`)
  return (
    <AdminForm action={action}>
      <LocalizedFields
        fields={[
          { name: 'name', label: a('name') },
          { name: 'description', label: a('description'), multiline: true, rows: 3, required: false },
        ]}
        values={values}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="slug" label={a('slug')} hint={a('slugHint')} required defaultValue={values.slug} />
        <TextField name="sortOrder" type="number" label={a('sortOrder')} required min={0} defaultValue={values.sortOrder ?? '0'} />
      </div>
    </AdminForm>
  )
}

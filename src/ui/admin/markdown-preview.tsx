import { fieldName } from '../../content-kit/translatable-form'
import { LANGUAGE_OPTIONS } from '../../i18n/languages'
import { BlogPreview } from '../islands/blog-preview.island'
import { Island } from '../islands/island'
import { usePageContext } from '../page-context'

/**
 * The preview of a Markdown field of LocalizedFields (blog post bodies, content pages): one
 * button per language sends that language's text to the server's renderer, the one public pages
 * use (POST /api/admin/blog/preview).
 */
export function MarkdownPreview({ attribute }: { attribute: string }) {
  const { t, csrfToken } = usePageContext()
  const a = (key: string) => t(`admin:form.preview.${key}`, { skipInterpolation: true })
  return (
    <Island
      name="BlogPreview"
      component={BlogPreview}
      props={{
        url: '/api/admin/blog/preview',
        csrfToken,
        sources: LANGUAGE_OPTIONS.map((o) => ({ code: o.code, label: o.label, fieldId: `f-${fieldName(attribute, o.code)}` })),
        labels: { title: a('title'), hint: a('hint'), preview: a('button'), loading: a('loading'), failed: a('failed'), empty: a('empty'), readingTime: t('admin:form.readingTime', { skipInterpolation: true }) },
      }}
    />
  )
}

import { AdminForm, LocalizedFields } from '../admin-form'
import { MarkdownPreview } from './markdown-preview'
import { CONTENT_PAGE_CONTENT } from '../../content/content-pages.content'

/** A content page's title and Markdown body per language, with the public renderer's preview. */
export function ContentPageAdminForm({ action, values }: { action: string; values: Record<string, string> }) {
  return (
    <AdminForm action={action}>
      <LocalizedFields content={CONTENT_PAGE_CONTENT} values={values} />
      <MarkdownPreview attribute="body" />
    </AdminForm>
  )
}

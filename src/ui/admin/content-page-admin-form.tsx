import { AdminForm, LocalizedFields } from '../admin-form'
import { usePageContext } from '../page-context'
import { MarkdownPreview } from './markdown-preview'

/** A content page's title and Markdown body per language, with the public renderer's preview. */
export function ContentPageAdminForm({ action, values }: { action: string; values: Record<string, string> }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:pagesAdmin.${key}`)
  return (
    <AdminForm action={action}>
      <LocalizedFields
        fields={[
          { name: 'title', label: a('pageTitle') },
          { name: 'body', label: a('body'), multiline: true, rows: 18, hint: a('bodyHint') },
        ]}
        values={values}
      />
      <MarkdownPreview attribute="body" />
    </AdminForm>
  )
}

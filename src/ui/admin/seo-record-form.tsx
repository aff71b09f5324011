import { AdminForm, LocalizedFields } from '../admin-form'
import { TextArea, TextField } from '../form'
import { SelectField } from '../form-choices'
import { usePageContext } from '../page-context'
import { SEO_CONTENT } from '../../seo/seo.content'

const ROBOTS = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow']

/** An SEO record: per-language title, description and keywords; canonical, robots and JSON-LD. */
export function SeoRecordForm({ action, values, isNew = false }: { action: string; values: Record<string, string>; isNew?: boolean }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:seoAdmin.${key}`)
  return (
    <AdminForm action={action}>
      {isNew && <TextField name="pageKey" label={a('pageKey')} hint={a('pageKeyHint')} required defaultValue={values.pageKey} />}
      <LocalizedFields content={SEO_CONTENT} values={values} />
      <div className="grid gap-4">
        <TextField name="canonicalUrl" type="url" label={a('canonicalUrl')} hint={a('canonicalHint')} defaultValue={values.canonicalUrl} />
        <SelectField name="robotsDirective" label={a('robots')} required defaultValue={values.robotsDirective ?? 'index, follow'} options={ROBOTS.map((r) => ({ value: r, label: `${r} — ${a(`robotsOptions.${r.replace(', ', '_')}`)}` }))} />
      </div>
      <TextArea name="schema" label={a('schema')} rows={10} defaultValue={values.schema} />
      <p className="-mt-4 text-xs text-slate-500">{a('schemaHint')}</p>
    </AdminForm>
  )
}

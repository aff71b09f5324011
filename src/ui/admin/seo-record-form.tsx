import { AdminForm, LocalizedFields } from '../admin-form'
import { TextArea, TextField } from '../form'
import { SelectField } from '../form-choices'
import { usePageContext } from '../page-context'
import { LANGUAGE_OPTIONS } from '../../i18n/languages'
import { SEO_CONTENT } from '../../seo/seo.content'

const ROBOTS = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow']

/** An SEO record: per-language title, description, keywords and canonical address; robots and JSON-LD. */
export function SeoRecordForm({ action, values, isNew = false }: { action: string; values: Record<string, string>; isNew?: boolean }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:seoAdmin.${key}`)
  return (
    <AdminForm action={action}>
      {isNew && <TextField name="pageKey" label={a('pageKey')} hint={a('pageKeyHint')} required defaultValue={values.pageKey} />}
      <LocalizedFields content={SEO_CONTENT} values={values} />
      {/* One address per language (docs/decisions/053): each is that language's canonical and its hreflang alternate. */}
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{a('canonicalUrl')}</legend>
        <p className="-mt-2 text-xs text-slate-500">{a('canonicalHint')}</p>
        {LANGUAGE_OPTIONS.map((o) => (
          <TextField key={o.code} name={`canonicalUrl_${o.code}`} type="url" label={`${a('canonicalUrl')} (${o.label})`} defaultValue={values[`canonicalUrl_${o.code}`]} />
        ))}
      </fieldset>
      <div className="grid gap-4">
        <SelectField name="robotsDirective" label={a('robots')} required defaultValue={values.robotsDirective ?? 'index, follow'} options={ROBOTS.map((r) => ({ value: r, label: `${r} — ${a(`robotsOptions.${r.replace(', ', '_')}`)}` }))} />
      </div>
      <TextArea name="schema" label={a('schema')} rows={10} defaultValue={values.schema} />
      <p className="-mt-4 text-xs text-slate-500">{a('schemaHint')}</p>
    </AdminForm>
  )
}

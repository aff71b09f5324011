import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { TranslationGapTable, TranslationLanguageTabs, UiGapTable } from '../../../src/ui/admin/translation-report'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TranslationsData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const d = usePageData<TranslationsData>()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:translationsAdmin.${key}`, vars)
  const { selected } = d
  const language = t(`admin:translationsAdmin.languages.${selected.lng}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro', { items: d.checkedItems, keys: d.checkedUiKeys })} />
      <TranslationLanguageTabs summary={d.summary} selected={selected.lng} />
      <section aria-labelledby="content-gaps" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="content-gaps" className="text-lg font-semibold text-slate-900">{a('contentHeading', { language })}</h2>
        <p className="mt-1 text-sm text-slate-600">{a('contentHelp')}</p>
        <TranslationGapTable gaps={selected.content} labelledBy="content-gaps" />
      </section>
      <section aria-labelledby="ui-gaps" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="ui-gaps" className="text-lg font-semibold text-slate-900">{a('uiHeading', { language })}</h2>
        <p className="mt-1 text-sm text-slate-600">{a(selected.lng === 'es' ? 'uiSource' : 'uiHelp')}</p>
        <UiGapTable gaps={selected.ui} lng={selected.lng} labelledBy="ui-gaps" />
      </section>
    </>
  )
}

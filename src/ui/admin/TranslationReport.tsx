import type { ContentGap, LanguageReport, UiGap } from '../../admin/translation-report'
import type { Language } from '../../i18n/languages'
import { usePageContext } from '../page-context'

const tr = (t: (key: string, vars?: Record<string, unknown>) => string) => (key: string, vars?: Record<string, unknown>) => t(`admin:translationsAdmin.${key}`, vars)

/** One tab per language with its counts; links (?language=) so it works without JavaScript. */
export function TranslationLanguageTabs({ summary, selected }: { summary: Array<Pick<LanguageReport, 'lng' | 'counts'>>; selected: Language }) {
  const { t } = usePageContext()
  const a = tr(t)
  return (
    <nav aria-label={a('languagesLabel')}>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {summary.map(({ lng, counts }) => {
          const active = lng === selected
          return (
            <li key={lng}>
              <a
                href={`/admin/translations?language=${lng}`}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-2xl p-4 shadow-sm ring-1 ${active ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-slate-200 hover:ring-brand-200'}`}
              >
                <span className="block font-semibold text-slate-900">{a(`languages.${lng}`)}</span>
                <span className="mt-1 block text-sm text-slate-600" data-testid={`counts-${lng}`}>
                  {a('countMissing', { count: counts.missing })} · {a('countOutdated', { count: counts.outdated })}
                  {lng !== 'en' && <> · {a('countUi', { count: counts.ui })}</>}
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function FieldList({ fields }: { fields: string[] }) {
  const { t } = usePageContext()
  return <>{fields.map((f) => t(`admin:translationsAdmin.fields.${f}`, { defaultValue: f })).join(', ')}</>
}

/** The content items of one language with missing or outdated texts, each linking to its edit page. */
export function TranslationGapTable({ gaps }: { gaps: ContentGap[] }) {
  const { t } = usePageContext()
  const a = tr(t)
  if (!gaps.length) return <p className="mt-4 text-sm font-medium text-emerald-700">{a('contentComplete')}</p>
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead>
          <tr className="text-left text-xs font-semibold uppercase tracking-wider text-slate-500">
            <th scope="col" className="py-2 pr-4">{a('kind')}</th>
            <th scope="col" className="py-2 pr-4">{a('item')}</th>
            <th scope="col" className="py-2 pr-4">{a('missing')}</th>
            <th scope="col" className="py-2 pr-4">{a('outdated')}</th>
            <th scope="col" className="py-2"><span className="sr-only">{a('actions')}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {gaps.map((g) => (
            <tr key={`${g.kind}-${g.key}`} data-kind={g.kind} data-key={g.key}>
              <td className="py-2 pr-4 whitespace-nowrap text-slate-600">{a(`kinds.${g.kind}`)}</td>
              <td className="py-2 pr-4 font-medium text-slate-900">{g.label}</td>
              <td className="py-2 pr-4 text-red-700"><FieldList fields={g.missing} /></td>
              <td className="py-2 pr-4 text-amber-700"><FieldList fields={g.outdated} /></td>
              <td className="py-2 text-right">
                {g.editHref ? (
                  <a href={g.editHref} className="font-medium text-brand-700 hover:underline">
                    {a('edit')}<span className="sr-only">: {g.label}</span>
                  </a>
                ) : (
                  <span className="text-xs text-slate-500">{a('noEditScreen')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** UI strings present in English and missing in this language. */
export function UiGapTable({ gaps }: { gaps: UiGap[] }) {
  const { t } = usePageContext()
  const a = tr(t)
  if (!gaps.length) return <p className="mt-4 text-sm font-medium text-emerald-700">{a('uiComplete')}</p>
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead>
          <tr className="text-left text-xs font-semibold uppercase tracking-wider text-slate-500">
            <th scope="col" className="py-2 pr-4">{a('file')}</th>
            <th scope="col" className="py-2 pr-4">{a('key')}</th>
            <th scope="col" className="py-2">{a('english')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {gaps.map((g) => (
            <tr key={`${g.namespace}:${g.key}`}>
              <td className="py-2 pr-4 whitespace-nowrap font-mono text-xs">locales/…/{g.namespace}.json</td>
              <td className="py-2 pr-4 font-mono text-xs break-all">{g.key}</td>
              <td className="py-2 text-slate-700">{g.english}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

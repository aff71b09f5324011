import type { ContentGap, LanguageReport } from '../../back-office/translation-report.server'
import type { UiStringGap } from '../../i18n/ui-strings'
import type { Language } from '../../i18n/languages'
import { usePageContext } from '../page-context'
import { ReportTable } from './report-table'

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
                  {a('countMissing', { count: counts.missing })} · {a('countOutdated', { count: counts.outdated })} · {a('countUi', { count: counts.ui })}
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
export function TranslationGapTable({ gaps, labelledBy }: { gaps: ContentGap[]; labelledBy: string }) {
  const { t } = usePageContext()
  const a = tr(t)
  if (!gaps.length) return <p className="mt-4 text-sm font-medium text-emerald-700">{a('contentComplete')}</p>
  return (
    <ReportTable
      labelledBy={labelledBy}
      columns={[
        { key: 'kind', label: a('kind') },
        { key: 'item', label: a('item') },
        { key: 'missing', label: a('missing') },
        { key: 'outdated', label: a('outdated') },
        { key: 'actions', label: <span className="sr-only">{a('actions')}</span> },
      ]}
    >
      <tbody className="divide-y divide-slate-100">
        {gaps.map((g) => (
          <tr key={`${g.kind}-${g.key}`} data-kind={g.kind} data-key={g.key}>
            <td className="py-2 pr-4 whitespace-nowrap text-slate-600">{a(`kinds.${g.kind}`)}</td>
            <td className="py-2 pr-4 font-medium text-slate-900">{g.label}</td>
            <td className="py-2 pr-4 text-red-700"><FieldList fields={g.missing} /></td>
            <td className="py-2 pr-4 text-amber-700"><FieldList fields={g.outdated} /></td>
            <td className="py-2 text-right">
              <a href={g.editHref} className="font-medium text-brand-700 hover:underline">
                {a('edit')}<span className="sr-only">: {g.label}</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  )
}

/** Interface strings of one language that are missing or were translated from an older Spanish text. */
export function UiGapTable({ gaps, lng, labelledBy }: { gaps: UiStringGap[]; lng: Language; labelledBy: string }) {
  const { t } = usePageContext()
  const a = tr(t)
  if (!gaps.length) return <p className="mt-4 text-sm font-medium text-emerald-700">{a('uiComplete')}</p>
  return (
    <ReportTable
      labelledBy={labelledBy}
      columns={[
        { key: 'file', label: a('file') },
        { key: 'key', label: a('key') },
        { key: 'state', label: a('state') },
        { key: 'source', label: a('sourceText') },
        { key: 'current', label: a('currentText', { language: a(`languages.${lng}`) }) },
      ]}
    >
      <tbody className="divide-y divide-slate-100">
        {gaps.map((g) => (
          <tr key={`${g.namespace}:${g.key}`} data-ui-key={`${g.namespace}:${g.key}`} data-state={g.state}>
            <td className="py-2 pr-4 whitespace-nowrap font-mono text-xs">{`locales/${lng}/${g.namespace}.json`}</td>
            <td className="py-2 pr-4 font-mono text-xs break-all">{g.key}</td>
            <td className={`py-2 pr-4 whitespace-nowrap font-medium ${g.state === 'missing' ? 'text-red-700' : 'text-amber-700'}`}>{a(g.state)}</td>
            <td className="py-2 pr-4 text-slate-700">
              {g.source}
              {g.sourceLng !== 'es' && <span className="ml-1 text-xs text-slate-500">({a(`languages.${g.sourceLng}`)})</span>}
            </td>
            <td className="py-2 text-slate-700">{g.text}</td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  )
}

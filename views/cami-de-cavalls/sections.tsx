import { DIFFICULTIES, STAGES, TOTAL_KM, type Difficulty, type Stage } from '../../src/cami/stages'
import { formatKm } from '../../src/i18n/format'
import { usePageContext } from '../../src/ui/page-context'
import { useLocalizedHref } from '../../src/ui/localized-links'

const BADGE: Record<Difficulty, string> = {
  low: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  medium: 'bg-amber-100 text-amber-900 ring-amber-300',
  high: 'bg-rose-100 text-rose-900 ring-rose-300',
}
const BAR: Record<Difficulty, string> = { low: 'bg-emerald-500', medium: 'bg-amber-400', high: 'bg-rose-500' }
const COASTS = ['north', 'south'] as const

function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { t } = usePageContext()
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${BADGE[difficulty]}`}>{t(`cami.difficulty.${difficulty}`)}</span>
}

/**
 * The loop drawn as two strips (north coast, south coast), each stage as wide as it is long.
 * Decorative: the table below carries the same facts for every reader.
 */
export function RouteStrip() {
  const { t } = usePageContext()
  return (
    <div aria-hidden="true" className="space-y-4">
      {COASTS.map((coast) => (
        <div key={coast}>
          <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">{t(`cami.stages.${coast}`)}</p>
          <div className="flex h-9 gap-0.5 overflow-hidden rounded-lg">
            {STAGES.filter((s) => s.coast === coast).map((s) => (
              <div key={s.number} style={{ flexGrow: s.km }} className={`flex min-w-0 basis-0 items-center justify-center text-xs font-bold text-slate-900 ${BAR[s.difficulty]}`} title={`${s.from} – ${s.to}`}>
                {s.number}
              </div>
            ))}
          </div>
        </div>
      ))}
      <ul className="flex flex-wrap gap-4 text-xs text-slate-600">
        {DIFFICULTIES.map((d) => (
          <li key={d} className="flex items-center gap-1.5"><span className={`size-3 rounded-sm ${BAR[d]}`} />{t(`cami.difficulty.${d}`)}</li>
        ))}
      </ul>
    </div>
  )
}

function StageRow({ stage }: { stage: Stage }) {
  const { lng } = usePageContext()
  return (
    <tr data-stage={stage.number} className="border-t border-slate-200">
      <th scope="row" className="py-2.5 pr-2 text-left font-bold text-brand-800">{stage.number}</th>
      <td className="py-2.5 pr-2">
        {stage.from}
        {/* Narrow screens: the finish goes under the start instead of in its own column. */}
        <span className="sr-only sm:hidden"> – </span>
        <span className="block text-sm text-slate-600 sm:hidden">{stage.to}</span>
      </td>
      <td className="hidden py-2.5 pr-2 sm:table-cell">{stage.to}</td>
      <td className="whitespace-nowrap py-2.5 pr-2 text-right tabular-nums">{formatKm(stage.km, lng)}</td>
      <td className="py-2.5 text-right"><DifficultyBadge difficulty={stage.difficulty} /></td>
    </tr>
  )
}

export function StagesTable() {
  const { t, lng } = usePageContext()
  // Narrow screens: no capitals and hyphenation, so long German headers fit.
  const head = 'hyphens-auto pb-2 pr-2 align-bottom text-xs font-semibold text-slate-600 sm:uppercase sm:tracking-wide'
  return (
    // Scrolls sideways when it must: a named, focusable region, so keyboard users can scroll it too (WCAG 2.1.1).
    <div role="region" aria-label={t('cami.stages.caption')} tabIndex={0} className="overflow-x-auto rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <table className="w-full border-collapse text-sm sm:text-base">
        <caption className="mb-4 text-left text-sm text-slate-600">{t('cami.stages.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${head} text-left`}>{t('cami.stages.number')}</th>
            <th scope="col" className={`${head} text-left`}>
              {t('cami.stages.from')}
              <span className="sm:hidden"> – {t('cami.stages.to')}</span>
            </th>
            <th scope="col" className={`${head} hidden text-left sm:table-cell`}>{t('cami.stages.to')}</th>
            <th scope="col" className={`${head} text-right`}>{t('cami.stages.distance')}</th>
            <th scope="col" className={`${head} pr-0 text-right`}>{t('cami.stages.difficulty')}</th>
          </tr>
        </thead>
        {COASTS.map((coast) => (
          <tbody key={coast}>
            <tr className="border-t border-slate-200">
              <th scope="rowgroup" colSpan={5} className="bg-sand-50 px-2 py-2 text-left text-sm font-semibold text-slate-800">{t(`cami.stages.${coast}`)}</th>
            </tr>
            {STAGES.filter((s) => s.coast === coast).map((s) => <StageRow key={s.number} stage={s} />)}
          </tbody>
        ))}
        <tfoot>
          <tr className="border-t-2 border-slate-300">
            <th scope="row" colSpan={3} className="pt-3 text-left font-semibold text-slate-900">{t('cami.stages.total')}</th>
            <td className="whitespace-nowrap pt-3 pr-2 text-right font-bold tabular-nums text-slate-900" data-total-km={TOTAL_KM}>{formatKm(TOTAL_KM, lng)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

const TIPS = ['season', 'water', 'camping', 'gates', 'direction', 'transport'] as const

export function HowToWalk() {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {TIPS.map((tip) => (
        <li key={tip} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-semibold text-slate-900">{t(`cami.howTo.${tip}.title`)}</h3>
          <p className="mt-2 text-sm text-slate-600">{t(`cami.howTo.${tip}.text`)}</p>
          {tip === 'transport' && (
            <a href={localize('/airport-transfers')} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">{t('cami.howTo.transport.link')}</a>
          )}
        </li>
      ))}
    </ul>
  )
}

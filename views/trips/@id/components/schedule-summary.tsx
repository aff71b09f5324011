import type { ScheduleLine } from '../../../../src/departures/availability.server'
import { usePageContext } from '../../../../src/ui/page-context'
import { Section } from './trip-content'

/** "Departure days and season", computed from the trip's schedules (docs/decisions/042). */
export function ScheduleSummary({ lines }: { lines: ScheduleLine[] }) {
  const { t } = usePageContext()
  if (!lines.length) return null
  return (
    <Section id="trip-dates" title={t('trips:dates.title')}>
      <ul className="space-y-2 text-slate-700" data-testid="schedule-summary">
        {lines.map((line, i) => (
          <li key={i}>
            <span className="font-medium text-slate-900">{line.days ?? t('trips:dates.everyDay')}</span> {t('trips:dates.at', { times: line.times.join(', ') })}
            <span className="block text-sm text-slate-600">{t('trips:dates.season', { from: line.from, to: line.to })}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}

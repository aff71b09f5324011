import type { ReactNode } from 'react'
import type { TFunction } from 'i18next'
import type { ScheduleLine } from '../../../../src/departures/availability.server'
import type { TripDetail } from '../../../../src/trips/trips.schema'
import { usePageContext } from '../../../../src/ui/page-context'
import { IncludedExcluded, Section } from './trip-content'

/** "en" → "English" / "Englisch" / "anglès": a guide language named in the visitor's language. */
function languageName(code: string, lng: string): string {
  try {
    const name = new Intl.DisplayNames([lng], { type: 'language' }).of(code) ?? code
    return name.charAt(0).toLocaleUpperCase(lng) + name.slice(1)
  } catch {
    return code
  }
}

/**
 * How the trip is paid, as the booking settings on its availability screen say — online only
 * while the site takes card payments (`onlinePayments`), as the booking form offers it.
 */
function paymentText(t: TFunction, trip: TripDetail, onlinePayments: boolean): string {
  if (trip.bookingMode === 'on_request') return t('trips:facts.paymentOnRequest')
  if (!onlinePayments || trip.onlinePayment === 'none') return t(trip.payOnDayAllowed ? 'trips:facts.paymentNone' : 'trips:facts.paymentOnRequest')
  const online = trip.onlinePayment === 'full' ? t('trips:facts.paymentFull') : t('trips:facts.paymentDeposit', { percent: trip.depositPercent })
  return trip.payOnDayAllowed ? `${online} ${t('trips:facts.paymentOrOnDay')}` : online
}

/** When the seats are confirmed, by the ways to pay the form offers now (no "online payment arrives" while none is taken). */
function confirmationText(t: TFunction, trip: TripDetail, onlinePayments: boolean): string {
  if (trip.bookingMode === 'on_request') return t('trips:facts.confirmationOnRequest')
  const online = onlinePayments && trip.onlinePayment !== 'none'
  if (!online) return t('trips:facts.confirmationAtOnce')
  return t(trip.payOnDayAllowed ? 'trips:facts.confirmationInstant' : 'trips:facts.confirmationOnPayment')
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="text-slate-700 sm:col-span-2">{children}</dd>
    </div>
  )
}

/**
 * "Good to know": the facts a traveller decides on, in their language — cancellation policy,
 * payment, confirmation, departure days and season (`schedule`, from the trip's schedules still
 * to run: scheduleSummary of src/departures), guide languages, minimum age, fitness level, what to bring, what is included.
 */
export function TripFacts({ trip, schedule }: { trip: TripDetail; schedule: ScheduleLine[] }) {
  const { t, lng, onlinePayments } = usePageContext()
  const hours = trip.freeCancellationHours
  return (
    <Section id="trip-facts" title={t('trips:facts.title')}>
      <dl className="divide-y divide-slate-200 rounded-2xl bg-white px-5 ring-1 ring-slate-200">
        <Fact term={t('trips:facts.cancellation')}>{hours === null ? t('trips:facts.cancellationNone') : t('trips:facts.cancellationFree', { count: hours })}</Fact>
        <Fact term={t('trips:facts.confirmation')}>{confirmationText(t, trip, onlinePayments)}</Fact>
        <Fact term={t('trips:facts.payment')}>{paymentText(t, trip, onlinePayments)}</Fact>
        {schedule.length > 0 && (
          <Fact term={t('trips:dates.title')}>
            <ul className="space-y-1" data-testid="schedule-summary">
              {schedule.map((line, i) => (
                <li key={i}>
                  <span className="font-medium text-slate-900">{line.days ?? t('trips:dates.everyDay')}</span> {t('trips:dates.at', { times: line.times.join(', ') })}
                  <span className="block text-sm text-slate-600">{t('trips:dates.season', { from: line.from, to: line.to })}</span>
                </li>
              ))}
            </ul>
          </Fact>
        )}
        {trip.guideLanguages.length > 0 && <Fact term={t('trips:facts.guideLanguages')}>{trip.guideLanguages.map((code) => languageName(code, lng)).join(', ')}</Fact>}
        {trip.minAge !== null && <Fact term={t('trips:facts.minAge')}>{t('trips:facts.minAgeValue', { count: trip.minAge })}</Fact>}
        {trip.fitnessLevel && <Fact term={t('trips:facts.fitness.label')}>{t(`trips:facts.fitness.${trip.fitnessLevel}`)} — {t(`trips:facts.fitness.${trip.fitnessLevel}Text`)}</Fact>}
        {trip.whatToBring.length > 0 && (
          <Fact term={t('trips:facts.whatToBring')}>
            <ul className="list-disc space-y-1 pl-5">{trip.whatToBring.map((item) => <li key={item}>{item}</li>)}</ul>
          </Fact>
        )}
      </dl>
      <div className="mt-4"><IncludedExcluded trip={trip} /></div>
    </Section>
  )
}

import { formatDateTime } from '../../i18n/format'
import { formatPhone } from '../../i18n/phone-format'
import { usePageContext } from '../page-context'
import type { BookingView, LegView } from '../../transfers/booking-view'
import { placeLabel } from '../../transfers/places'
import { childSeatSummary, luggageSummary, passengerSummary, paymentSentence, priceLabels, priceLines } from '../../transfers/summary'
import { PriceBox } from './price-box'

const NS = 'airport-transfers:'

type Row = [string, string]

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * One leg: when and where the driver picks up, the flight or ferry; once the booking is confirmed
 * (only then is it a driver's job), the job's status and the driver once assigned.
 */
function Leg({ leg, confirmed }: { leg: LegView; confirmed: boolean }) {
  const { t, lng } = usePageContext()
  const d = (key: string) => t(`${NS}details.${key}`)
  const rows: Row[] = [
    [d('route'), `${placeLabel(t, leg.from)} → ${placeLabel(t, leg.to)}`],
    [d('pickup'), formatDateTime(leg.pickupAt, lng)],
    ...(leg.travel ? [[d('flight'), leg.travel.time ? `${leg.travel.number} (${leg.travel.time})` : leg.travel.number] as Row] : []),
    ...(confirmed ? [[d('legStatus'), t(`${NS}legStatus.${leg.status}`)] as Row] : []),
    ...(confirmed && leg.status !== 'cancelled' ? [[d('driver'), leg.driver ? `${leg.driver.name} · ${formatPhone(leg.driver.phone)}` : t(`${NS}legs.driverLater`)] as Row] : []),
  ]
  return (
    <section aria-label={t(`${NS}legs.${leg.direction}`)} className="rounded-2xl bg-white px-5 pt-4 shadow-sm ring-1 ring-slate-200" data-leg={leg.direction}>
      {/* A section of the page of its own (beside payment, cancelling, next steps): the confirmation has no heading above it but the page's. */}
      <h2 className="font-semibold text-slate-900">{t(`${NS}legs.${leg.direction}`)}</h2>
      <Rows rows={rows} />
    </section>
  )
}

/** A stored booking as the customer sees it: status and payment, each leg, the party, the stored price. */
export function BookingSummary({ booking: b }: { booking: BookingView }) {
  const { t, lng } = usePageContext()
  const d = (key: string) => t(`${NS}details.${key}`)
  const rows: Row[] = [
    [d('status'), t(`${NS}status.${b.status}`)],
    [d('payment'), paymentSentence(t, b, lng)],
    [d('vehicle'), b.vehicle.name],
    [d('passengers'), passengerSummary(t, b)],
    [d('luggage'), luggageSummary(t, b)],
    ...(b.childSeats ? [[d('childSeats'), childSeatSummary(b)] as Row] : []),
    [d('name'), b.customer.name],
    [d('email'), b.customer.email],
    [d('phone'), formatPhone(b.customer.phone)],
  ]
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-4 lg:col-span-3">
        <div className="rounded-2xl bg-white px-5 shadow-sm ring-1 ring-slate-200">
          <Rows rows={rows} />
        </div>
        {b.legs.map((leg) => (
          <Leg key={leg.id} leg={leg} confirmed={b.status === 'confirmed'} />
        ))}
      </div>
      <div className="lg:col-span-2 lg:self-start">
        <PriceBox title={t(`${NS}quote.title`)} lines={priceLines(priceLabels(t, b.extraNames), b.price, lng, b.payment.totalCents)} note={t(`${NS}quote.perVehicle`)} totalCents={b.payment.totalCents} />
      </div>
    </div>
  )
}

import { formatDateTime } from '../../i18n/format'
import { usePageContext } from '../page-context'
import type { BookingView } from '../../transfers/booking-view'
import { placeLabel } from '../../transfers/places'
import { luggageSummary, passengerSummary, priceLabels, priceLines } from '../../transfers/summary'
import { PriceBox } from './price-box'

const NS = 'airport-transfers:'

/** A stored booking as the customer sees it: route, times, party, vehicle and the stored price. */
export function BookingSummary({ booking: b }: { booking: BookingView }) {
  const { t, lng } = usePageContext()
  const d = (key: string) => t(`${NS}details.${key}`)
  const rows: Array<[string, string]> = [
    [d('status'), t(`${NS}status.${b.status}`)],
    [d('route'), `${placeLabel(t, b.from)} → ${placeLabel(t, b.to)}`],
    [d('pickup'), formatDateTime(b.pickupAt, lng)],
    ...(b.flightNumber ? [[d('flight'), b.flightNumber] as [string, string]] : []),
    ...(b.isReturn && b.returnAt
      ? ([
          [d('returnRoute'), `${placeLabel(t, b.to)} → ${placeLabel(t, b.from)}`],
          [d('returnPickup'), formatDateTime(b.returnAt, lng)],
          ...(b.returnFlightNumber ? [[d('returnFlight'), b.returnFlightNumber]] : []),
        ] as Array<[string, string]>)
      : []),
    [d('vehicle'), b.vehicle.name],
    [d('passengers'), passengerSummary(t, b)],
    [d('luggage'), luggageSummary(t, b)],
    ...(b.childSeats ? [[d('childSeats'), String(b.childSeats)] as [string, string]] : []),
    [d('name'), b.customer.name],
    [d('email'), b.customer.email],
    [d('phone'), b.customer.phone],
  ]
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <dl className="divide-y divide-slate-100 rounded-2xl bg-white px-5 shadow-sm ring-1 ring-slate-200 lg:col-span-3">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="lg:col-span-2 lg:self-start">
        <PriceBox title={t(`${NS}quote.title`)} lines={priceLines(priceLabels(t), b.price, lng)} note={t(`${NS}quote.perVehicle`)} totalCents={b.price.totalCents} />
      </div>
    </div>
  )
}

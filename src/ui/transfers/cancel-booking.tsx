import { Checkbox, FormAlert, TextArea } from '../form'
import { formatDateTime } from '../../i18n/format'
import { usePageContext } from '../page-context'
import type { BookingView } from '../../transfers/booking-view'
import { CsrfField } from '../csrf-field'

const NS = 'airport-transfers:booking.'

/**
 * The cancel button of a booking: a POST form (opening a link never cancels anything), with a box
 * to tick first. Far enough ahead it cancels at once; closer to the pick-up it asks our team.
 */
export function CancelBooking({ booking }: { booking: BookingView }) {
  const { t, lng } = usePageContext()
  if (!booking.cancellation) {
    if (booking.status === 'cancelled') return null
    if (booking.cancellationRequestedAt) {
      return <p className="rounded-2xl bg-sand-50 p-5 text-slate-700">{t(`${NS}pendingRequest`, { date: formatDateTime(booking.cancellationRequestedAt, lng) })}</p>
    }
    return null
  }
  const direct = booking.cancellation === 'direct'
  // A request the office has not confirmed is withdrawn, whatever the cancellation period.
  const withdraw = booking.status === 'on_request'
  const say = (key: string) => t(`${NS}${withdraw ? `withdraw.${key}` : key}`, { hours: booking.freeCancellationHours })
  return (
    <section aria-labelledby="cancel-title" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="cancel-title" className="text-lg font-bold text-slate-900">{t(`${NS}cancelTitle`)}</h2>
      <p className="text-slate-700">{say(direct ? 'cancelDirect' : 'cancelRequest')}</p>
      <FormAlert />
      {/* noValidate: an unticked box gets the page's own message in the visitor's language, not the browser's. */}
      <form action={booking.bookingPath} method="post" noValidate className="space-y-4">
        <CsrfField />
        <input type="hidden" name="action" value="cancel" />
        <TextArea name="note" label={t(`${NS}cancelNote`)} rows={3} maxLength={1000} />
        <Checkbox name="confirm" label="" required>{say(direct ? 'cancelConfirm' : 'requestConfirm')}</Checkbox>
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">{say(direct ? 'cancelButton' : 'requestButton')}</button>
      </form>
    </section>
  )
}

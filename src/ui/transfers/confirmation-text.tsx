import { formatDateTime } from '../../i18n/format'
import { formatPhone } from '../../i18n/phone-format'
import type { BookingView } from '../../transfers/booking-view'
import { usePageContext } from '../page-context'
import { CallButtons } from './contact-box'

type BookingState = Pick<BookingView, 'status' | 'answerBy' | 'answerTooLate' | 'answerOverdue'>

/** Which of airport-transfers:confirmation.texts a booking's customer reads: by its status, and for a request by how its answer stands. */
export function confirmationTextKey(booking: BookingState): string {
  if (booking.status !== 'on_request') return booking.status
  return booking.answerOverdue ? 'on_request_overdue' : booking.answerTooLate ? 'on_request_too_late' : 'on_request'
}

/**
 * What the customer of a booking is told on its pages (airport-transfers:confirmation.texts.*): a
 * request's promised answer time, or — when it would come too late for the pick-up, or is late
 * already — to call or write on WhatsApp, with the buttons to tap.
 */
export function ConfirmationText({ booking, time = '' }: { booking: BookingState; time?: string }) {
  const { t, lng, site } = usePageContext()
  const text = confirmationTextKey(booking)
  const vars = { answerBy: booking.answerBy ? formatDateTime(booking.answerBy, lng) : '', time, phone: formatPhone(site.phone), whatsapp: formatPhone(site.whatsapp) }
  return (
    <>
      <p data-answer={text}>{t(`airport-transfers:confirmation.texts.${text}`, vars)}</p>
      {(booking.answerTooLate || booking.answerOverdue) && <CallButtons className="my-3" />}
    </>
  )
}

import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { onlinePaymentsAvailable } from '../../../src/payments/payments.server'
import { pageHead } from '../../../src/seo/page-head.server'
import { canSendMail } from '../../../src/settings/email-settings.server'
import type { Crumb } from '../../../src/seo/json-ld'
import type { OfferedDeparture } from '../../../src/trip-bookings/booking-departures.server'
import { managedBooking, moveOptions } from '../../../src/trip-bookings/trip-manage.server'

const DONE = ['cancelled', 'moved', 'refund-pending', 'refund-by-office'] as const
const CHOICES = ['date', 'refund'] as const
const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | null => (list.includes(value as T) ? (value as T) : null)

/**
 * /trips/booking: the look-up form, or (with a signed link) the booking: its terms, the cancel
 * step (`?step=cancel`, or `?choice=refund` after a closure) and the other dates (`?choice=date`).
 * A GET only reads: every change is a POST from this page.
 */
export async function data(pc: PageContextServer) {
  const { t, lng, query } = pc
  const { ref, token } = query
  const booking = ref || token ? (ref && token ? await managedBooking(pc.appContext.secrets, ref, token, lng) : null) : null
  // A wrong or forged link shows nothing, the same way for a reference that does not exist.
  if ((ref || token) && !booking) throw render(404)
  const title = t('trips:manage.title')
  const crumbs: Crumb[] = [{ name: t('nav.home'), path: '/' }, { name: t('nav.trips'), path: '/trips' }, { name: title }]
  const head = await pageHead(pc, null, { fallback: { title, description: t('trips:manage.intro') }, robots: 'noindex, follow' })
  const choice = oneOf(CHOICES, query.choice)
  const step = query.step === 'cancel' || choice === 'refund' ? 'cancel' : null
  const options: OfferedDeparture[] = booking?.terms.canChangeDate ? await moveOptions(booking) : []
  const payOnline = booking && booking.payOnlineCents > 0 ? await onlinePaymentsAvailable(pc.appContext.secrets) : false
  const done = oneOf(DONE, query.done)
  // What a change just done says about its e-mail: on its way, or what to keep instead.
  const mail = done && booking ? await canSendMail(pc.appContext) : false
  return { head, crumbs, title, booking, options, choice, step, done, checkout: oneOf(['success', 'cancelled', 'unavailable'] as const, query.checkout), payOnline, canSendMail: mail }
}

export type ManageData = Awaited<ReturnType<typeof data>>

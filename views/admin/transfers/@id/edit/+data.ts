import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { IdParamsSchema } from '../../../../../src/lib/params'
import { bookingEditPage, bookingFormChoices } from '../../../../../src/transfers/booking-edit-form.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const { lng, t } = pageContext
  const [booking, choices] = await Promise.all([foundOr404(bookingEditPage(parsed.data.id, lng)), bookingFormChoices(lng, t)])
  return { head: adminHead(pageContext, t('admin:bookingEdit.editTitle', { reference: booking.reference })), booking, choices }
}

export type BookingEditData = Awaited<ReturnType<typeof data>>

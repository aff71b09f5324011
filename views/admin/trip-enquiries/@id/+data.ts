import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../src/lib/params'
import { foundOr404 } from '../../../../src/lib/found-or-404'
import { tripEnquiryForAdmin } from '../../../../src/trip-bookings/trip-enquiries.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const enquiry = await foundOr404(tripEnquiryForAdmin(parsed.data.id, pageContext.lng, pageContext.t))
  return { head: adminHead(pageContext, `${pageContext.t('admin:tripEnquiries.detailTitle')} ${enquiry.reference}`), enquiry }
}

export type TripEnquiryAdminData = Awaited<ReturnType<typeof data>>

import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { testimonialTripChoices } from '../../../../src/testimonials/testimonials.admin.server'

export async function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:testimonialsAdmin.new')), trips: await testimonialTripChoices(pageContext.lng) }
}

export type NewTestimonialData = Awaited<ReturnType<typeof data>>

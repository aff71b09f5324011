import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../../src/lib/params'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { testimonialFormValues, testimonialTripChoices } from '../../../../../src/testimonials/testimonials.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const [values, trips] = await Promise.all([foundOr404(testimonialFormValues(parsed.data.id)), testimonialTripChoices(pageContext.lng)])
  return { head: adminHead(pageContext, pageContext.t('admin:testimonialsAdmin.edit')), id: parsed.data.id, values, trips }
}

export type EditTestimonialData = Awaited<ReturnType<typeof data>>

import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../../src/lib/params'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { testimonialAvatar } from '../../../../../src/testimonials/testimonials.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const testimonial = await foundOr404(testimonialAvatar(parsed.data.id))
  return { head: adminHead(pageContext, pageContext.t('admin:testimonialsAdmin.avatar.title')), testimonial }
}

export type TestimonialAvatarData = Awaited<ReturnType<typeof data>>

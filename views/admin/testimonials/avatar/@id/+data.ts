import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/admin/admin-head'
import { IdParamSchema } from '../../../../../src/admin/admin-routes'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const testimonial = await pageContext.services.testimonialsAdmin.avatar(parsed.data.id).catch(() => null)
  if (!testimonial) throw render(404)
  return { head: adminHead(pageContext, pageContext.t('admin:testimonialsAdmin.avatar.title')), testimonial }
}

export type TestimonialAvatarData = Awaited<ReturnType<typeof data>>

import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listTestimonialsForAdmin } from '../../../src/testimonials/testimonials.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listTestimonialsForAdmin(lng, { transfer: t('admin:testimonialsAdmin.list.transfer') }, query)
  return { head: adminHead(pageContext, t('admin:testimonialsAdmin.title')), page }
}

export type TestimonialsAdminData = Awaited<ReturnType<typeof data>>

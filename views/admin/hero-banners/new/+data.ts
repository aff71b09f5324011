import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:bannersAdmin.new')), images: await pageContext.services.bannersAdmin.images() }
}

export type NewHeroBannerData = Awaited<ReturnType<typeof data>>

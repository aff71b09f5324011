import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { heroBannerImages } from '../../../../src/hero-banners/hero-banners.admin.server'

export async function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:bannersAdmin.new')), images: await heroBannerImages() }
}

export type NewHeroBannerData = Awaited<ReturnType<typeof data>>

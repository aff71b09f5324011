import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { contentPageForEdit } from '../../../../../src/content/content-pages.admin.server'
import { unkeptPromisesInForm } from '../../../../../src/faq/unkept-promises'

export async function data(pageContext: PageContextServer) {
  const page = await foundOr404(contentPageForEdit(pageContext.routeParams.key ?? '', pageContext.lng))
  return { head: adminHead(pageContext, `${pageContext.t('admin:pagesAdmin.edit')}: ${page.title}`), ...page, unkept: unkeptPromisesInForm(page.values) }
}

export type EditContentPageData = Awaited<ReturnType<typeof data>>

import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/admin/admin-head'

export async function data(pageContext: PageContextServer) {
  const page = await pageContext.services.pagesAdmin.forEdit(pageContext.routeParams.key ?? '', pageContext.lng).catch(() => null)
  if (!page) throw render(404)
  return { head: adminHead(pageContext, `${pageContext.t('admin:pagesAdmin.edit')}: ${page.title}`), ...page }
}

export type EditContentPageData = Awaited<ReturnType<typeof data>>

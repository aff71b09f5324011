import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../../src/admin/admin-head'
import { IdParamSchema } from '../../../../../../src/admin/admin-routes'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const { services, lng } = pageContext
  const values = await services.blogAdmin.postValues(parsed.data.id).catch(() => null)
  if (!values) throw render(404)
  const choices = await services.blogAdmin.postChoices(lng, parsed.data.id)
  return { head: adminHead(pageContext, pageContext.t('admin:blogAdmin.posts.edit')), id: parsed.data.id, values, choices }
}

export type EditBlogPostData = Awaited<ReturnType<typeof data>>

import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../../../src/lib/params'
import { foundOr404 } from '../../../../../../src/lib/found-or-404'
import { blogPostFormChoices, blogPostFormValues } from '../../../../../../src/blog/blog.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const { lng } = pageContext
  const values = await foundOr404(blogPostFormValues(parsed.data.id))
  const choices = await blogPostFormChoices(lng, parsed.data.id)
  return { head: adminHead(pageContext, pageContext.t('admin:blogAdmin.posts.edit')), id: parsed.data.id, values, choices }
}

export type EditBlogPostData = Awaited<ReturnType<typeof data>>

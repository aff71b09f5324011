import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/admin/admin-head'
import { IdParamSchema } from '../../../../../src/admin/admin-routes'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const values = await pageContext.services.users.formValues(parsed.data.id).catch(() => null)
  if (!values) throw render(404)
  const refused = pageContext.query.refused === 'self' || pageContext.query.refused === 'lastAdmin' ? pageContext.query.refused : null
  return { head: adminHead(pageContext, pageContext.t('admin:usersAdmin.edit')), id: parsed.data.id, values, refused, isSelf: pageContext.user?.id === parsed.data.id }
}

export type EditUserData = Awaited<ReturnType<typeof data>>

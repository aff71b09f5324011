import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../../src/lib/params'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { userFormValues } from '../../../../../src/users/users.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const values = await foundOr404(userFormValues(parsed.data.id))
  const refused = pageContext.query.refused === 'self' || pageContext.query.refused === 'lastAdmin' ? pageContext.query.refused : null
  return { head: adminHead(pageContext, pageContext.t('admin:usersAdmin.edit')), id: parsed.data.id, values, refused, isSelf: pageContext.user?.id === parsed.data.id }
}

export type EditUserData = Awaited<ReturnType<typeof data>>

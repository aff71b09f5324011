import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'

export async function data(pageContext: PageContextServer) {
  const { services, lng, t, query } = pageContext
  const page = await services.users.adminList(lng, ListQuerySchema.parse(query), query.role)
  return { head: adminHead(pageContext, t('admin:usersAdmin.title')), page, role: page.role ?? '' }
}

export type UsersData = Awaited<ReturnType<typeof data>>

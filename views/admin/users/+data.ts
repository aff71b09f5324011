import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { listUsersForAdmin } from '../../../src/users/users.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listUsersForAdmin(lng, ListQuerySchema.parse(query), query.role)
  return { head: adminHead(pageContext, t('admin:usersAdmin.title')), page, role: page.role ?? '' }
}

export type UsersData = Awaited<ReturnType<typeof data>>

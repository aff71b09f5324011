import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { FaqFilterSchema } from '../../../src/faq/faq.schema'
import { listFaqForAdmin } from '../../../src/faq/faq.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const { topic } = FaqFilterSchema.parse(query)
  const page = await listFaqForAdmin(lng, ListQuerySchema.parse(query), { topic })
  return { head: adminHead(pageContext, t('admin:faqAdmin.title')), page, topic: topic ?? '' }
}

export type FaqAdminData = Awaited<ReturnType<typeof data>>

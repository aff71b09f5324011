import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { FaqFilterSchema } from '../../../src/faq/faq.schema'

export async function data(pageContext: PageContextServer) {
  const { services, lng, t, query } = pageContext
  const { topic } = FaqFilterSchema.parse(query)
  const page = await services.faqAdmin.list(lng, ListQuerySchema.parse(query), { topic })
  return { head: adminHead(pageContext, t('admin:faqAdmin.title')), page, topic: topic ?? '' }
}

export type FaqAdminData = Awaited<ReturnType<typeof data>>

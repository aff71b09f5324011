import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../../src/lib/params'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { faqFormValues } from '../../../../../src/faq/faq.admin.server'
import { unkeptPromisesInForm } from '../../../../../src/faq/unkept-promises'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const values = await foundOr404(faqFormValues(parsed.data.id))
  return { head: adminHead(pageContext, pageContext.t('admin:faqAdmin.edit')), id: parsed.data.id, values, unkept: unkeptPromisesInForm(values) }
}

export type EditFaqData = Awaited<ReturnType<typeof data>>

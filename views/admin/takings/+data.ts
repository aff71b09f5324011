import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { TakingsQuerySchema } from '../../../src/back-office/takings-query'
import { dayTakings } from '../../../src/back-office/takings.server'
import { formatIslandDay } from '../../../src/i18n/format'
import { addDays } from '../../../src/lib/island-time'

export async function data(pageContext: PageContextServer) {
  const { t, lng } = pageContext
  const { date } = TakingsQuerySchema.parse(pageContext.query)
  return {
    head: adminHead(pageContext, t('admin:takings.title')),
    takings: await dayTakings(date, lng),
    dateLabel: formatIslandDay(date, lng),
    previous: addDays(date, -1),
    next: addDays(date, 1),
  }
}

export type TakingsData = Awaited<ReturnType<typeof data>>

import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { onlinePaymentsAvailable } from '../../../src/payments/payments.server'
import { STRIPE_WEBHOOK_EVENTS, STRIPE_WEBHOOK_PATH } from '../../../src/payments/stripe-endpoint'
import { apiKeysView } from '../../../src/settings/settings.admin.server'

export async function data(pageContext: PageContextServer) {
  const { secrets, publicUrl } = pageContext.appContext
  const [keys, paymentsOn] = await Promise.all([apiKeysView(secrets), onlinePaymentsAvailable(secrets)])
  return {
    head: adminHead(pageContext, pageContext.t('admin:apiKeysAdmin.title')),
    keys,
    stripe: { on: paymentsOn, webhookUrl: `${publicUrl}${STRIPE_WEBHOOK_PATH}`, events: [...STRIPE_WEBHOOK_EVENTS] },
  }
}

export type ApiKeysData = Awaited<ReturnType<typeof data>>

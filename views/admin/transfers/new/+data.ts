import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { phoneBookingFormPage } from '../../../../src/transfers/booking-edit-form.server'
import { formIdempotencyKey } from '../../../../src/lib/idempotency'

export async function data(pageContext: PageContextServer) {
  const { appContext, lng, t, form } = pageContext
  // A staff page is never in the shared HTML cache: a fresh key per render is this form's alone.
  const idempotencyKey = formIdempotencyKey(form, globalThis.crypto.randomUUID())
  return { head: adminHead(pageContext, t('admin:bookingEdit.newTitle')), idempotencyKey, ...(await phoneBookingFormPage(appContext, lng, t)) }
}

export type PhoneBookingData = Awaited<ReturnType<typeof data>>

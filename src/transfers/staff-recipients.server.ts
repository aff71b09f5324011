import { getSiteSettings } from '../settings/settings.server'
import type { StaffRecipient } from './mails'

/** Who at the business hears of new and changed bookings, each in their language. */
export async function staffRecipients(): Promise<StaffRecipient[]> {
  const site = await getSiteSettings()
  return [{ email: site.email, language: 'es' }]
}

import { notificationRecipients } from '../settings/notifications.server'
import type { StaffRecipient } from './mails'

/** Who at the business hears of new and changed bookings, each in their language (/admin/business, ADR 038). */
export function staffRecipients(): Promise<StaffRecipient[]> {
  return notificationRecipients('bookings')
}

import { countUnreadChatMessages, listChatMessages } from '../chat/chat.server'
import { countNewContactMessages } from '../contact/contact.server'
import { countSubscribersByStatus, latestSubscribers } from '../newsletter/newsletter.server'
import { CUSTOMER_DATA_ROLES, mayUse } from '../lib/roles'
import { countTransferBookingsByStatus, latestTransferBookings } from '../transfers/bookings.server'
import { mayOpenPage } from './page-roles'

/** Bookings and customers' messages: what needs an answer, and the latest arrivals. */
async function operations() {
  const [transfersByStatus, transfers, unreadChats, chats, newContacts] = await Promise.all([
    countTransferBookingsByStatus(),
    latestTransferBookings(5),
    countUnreadChatMessages(),
    listChatMessages({ page: 1, pageSize: 5, unreadOnly: true }),
    countNewContactMessages(),
  ])
  return {
    counts: { newTransfers: transfersByStatus.on_request ?? 0, confirmedTransfers: transfersByStatus.confirmed ?? 0, unreadChats, newContacts },
    transfers,
    chats: chats.messages,
  }
}

async function subscribers() {
  const [byStatus, latest] = await Promise.all([countSubscribersByStatus(), latestSubscribers(5)])
  return { counts: { confirmed: byStatus.confirmed ?? 0, pending: byStatus.pending ?? 0 }, latest }
}

/**
 * What a staff member sees first, by role (ADR 038): bookings and customers' messages only for
 * the roles that see customers' data, newsletter subscribers only for those who may open their
 * screen. What a role may not see is never read, so it cannot reach the page.
 */
export async function getDashboard(role: string) {
  const [ops, subs] = await Promise.all([
    mayUse(role, CUSTOMER_DATA_ROLES) ? operations() : null,
    mayOpenPage(role, '/admin/subscribers') ? subscribers() : null,
  ])
  return { operations: ops, subscribers: subs }
}

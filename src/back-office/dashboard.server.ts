import { countUnreadChatMessages, listChatMessages } from '../chat/chat.server'
import { countNewContactMessages } from '../contact/contact.server'
import { departureCountsOn } from '../departures/departures.admin.server'
import { jobCountsOn } from '../dispatch/board.server'
import type { Language } from '../i18n/languages'
import { addDays, localParts } from '../lib/island-time'
import { countSubscribersByStatus, latestSubscribers } from '../newsletter/newsletter.server'
import { CUSTOMER_DATA_ROLES, mayUse } from '../lib/roles'
import { countTransferBookingsByStatus, latestTransferBookings } from '../transfers/bookings.server'
import { requestsToAnswer } from '../transfers/reply-queue.server'
import { latestTripBookings } from '../trip-bookings/trip-bookings.admin.server'
import { tripEnquiriesToAnswer } from '../trip-bookings/trip-enquiries.admin.server'
import { mayOpenPage } from './page-roles'

/** An island day at a glance: the transfer jobs (and those still without a driver) and the trip departures. */
async function dayAtAGlance(date: string) {
  const [jobs, departures] = await Promise.all([jobCountsOn(date), departureCountsOn(date)])
  return { date, ...jobs, ...departures }
}

/** Bookings and customers' messages: today's and tomorrow's work, what needs an answer, and the latest arrivals. */
async function operations(lng: Language, now: Date) {
  // Tomorrow by the calendar (ADR 065): the island's date plus one, never now + 24 h (a 25-hour day in October).
  const today = localParts(now).date
  const [day, nextDay, transfersByStatus, requests, transfers, tripBookings, enquiries, unreadChats, chats, newContacts] = await Promise.all([
    dayAtAGlance(today),
    dayAtAGlance(addDays(today, 1)),
    countTransferBookingsByStatus(),
    requestsToAnswer(now),
    latestTransferBookings(5),
    latestTripBookings(lng, 5),
    tripEnquiriesToAnswer(now),
    countUnreadChatMessages(),
    listChatMessages({ page: 1, pageSize: 5, unreadOnly: true }),
    countNewContactMessages(),
  ])
  return {
    today: day,
    tomorrow: nextDay,
    requests: { overdue: requests.overdue, nextAnswerBy: requests.nextAnswerBy },
    lateEnquiries: enquiries.late,
    counts: { newTransfers: requests.waiting, confirmedTransfers: transfersByStatus.confirmed ?? 0, newEnquiries: enquiries.waiting, unreadChats, newContacts },
    transfers,
    tripBookings,
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
export async function getDashboard(role: string, lng: Language, now = new Date()) {
  const [ops, subs] = await Promise.all([
    mayUse(role, CUSTOMER_DATA_ROLES) ? operations(lng, now) : null,
    mayOpenPage(role, '/admin/subscribers') ? subscribers() : null,
  ])
  return { operations: ops, subscribers: subs }
}

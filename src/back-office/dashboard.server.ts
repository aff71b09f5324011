import { countUnreadChatMessages, listChatMessages } from '../chat/chat.server'
import { countNewContactMessages } from '../contact/contact.server'
import { countSubscribersByStatus, latestSubscribers } from '../newsletter/newsletter.server'
import { countTransferBookingsByStatus, latestTransferBookings } from '../transfers/bookings.server'

/** What staff see first: what needs an answer, and the latest arrivals. */
export async function getDashboard() {
  const [transfersByStatus, transfers, unreadChats, chats, newContacts, subscribersByStatus, subscribers] = await Promise.all([
    countTransferBookingsByStatus(),
    latestTransferBookings(5),
    countUnreadChatMessages(),
    listChatMessages({ page: 1, pageSize: 5, unreadOnly: true }),
    countNewContactMessages(),
    countSubscribersByStatus(),
    latestSubscribers(5),
  ])
  return {
    counts: {
      newTransfers: transfersByStatus.on_request ?? 0,
      confirmedTransfers: transfersByStatus.confirmed ?? 0,
      unreadChats,
      newContacts,
      confirmedSubscribers: subscribersByStatus.confirmed ?? 0,
      pendingSubscribers: subscribersByStatus.pending ?? 0,
    },
    transfers,
    chats: chats.messages,
    subscribers,
  }
}

import type { Request } from 'express'

// The bookings made in this browser, remembered in its session (newest last). A second booking
// of the same trip or departure by the same e-mail is told the earlier one's reference only when
// it is one of these: anyone can type a stranger's e-mail, and a reference opens a booking's page.

declare module 'express-session' {
  interface SessionData {
    tripBookings?: string[]
    transferBookings?: string[]
  }
}

type OwnBookingsKind = 'tripBookings' | 'transferBookings'

/** How many of its bookings of each kind a browser's session remembers. */
const OWN_BOOKINGS_KEPT = 20

export function ownBookings(req: Request, kind: OwnBookingsKind): readonly string[] {
  return req.session?.[kind] ?? []
}

export function rememberOwnBooking(req: Request, kind: OwnBookingsKind, reference: string): void {
  const own = ownBookings(req, kind)
  if (req.session && !own.includes(reference)) req.session[kind] = [...own, reference].slice(-OWN_BOOKINGS_KEPT)
}

interface Owed {
  status: string
  paymentMethod: string
  totalCents: number
  onlineDueCents: number
  paidCents: number
  refundedCents: number
}

/**
 * What is left to pay: online, from the booking's own page (the part it pays online and has not
 * paid yet: what its checkout asks for), and on the day, once what is held (paid and not given
 * back) counts. A booking staff took by phone with a payment link owes its online part online;
 * money given back on a booking that stands is owed again on the day (ADR 069).
 */
export function moneyLeft(b: Owed): { payOnlineCents: number; dueOnDayCents: number } {
  const held = Math.max(0, b.paidCents - b.refundedCents)
  const live = b.status === 'pending_payment' || b.status === 'confirmed'
  const payOnlineCents = b.paymentMethod === 'online' && live ? Math.max(0, b.onlineDueCents - b.paidCents) : 0
  return { payOnlineCents, dueOnDayCents: b.status === 'confirmed' ? Math.max(0, b.totalCents - held - payOnlineCents) : 0 }
}

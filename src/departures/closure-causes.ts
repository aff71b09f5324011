import type { TFunction } from 'i18next'

/**
 * Why the office closed a departure, as customers read it: a cause chosen from this list is
 * stored as its code and said in each reader's language (trips:closure.causes.<code>: the e-mail
 * in the customer's, the staff pages in the staff member's); anything else is the office's own
 * words, shown as written.
 */
export const CLOSURE_CAUSES = ['weather', 'sea', 'minimum', 'guide'] as const
export type ClosureCause = (typeof CLOSURE_CAUSES)[number]

export function isClosureCause(value: unknown): value is ClosureCause {
  return (CLOSURE_CAUSES as readonly unknown[]).includes(value)
}

/** The stored reason in the reader's words (`t` of any namespace: the key names its own). */
export function closureReasonText(reason: string | null | undefined, t: TFunction): string {
  if (!reason) return ''
  return isClosureCause(reason) ? t(`trips:closure.causes.${reason}`) : reason
}

import { phoneDigits } from '../../i18n/format'
import { formatPhone } from '../../i18n/phone-format'

/** A customer's or driver's stored number as staff read it, and a tap to call it; null when none was given. */
export function PhoneLink({ phone, className = 'text-brand-700 hover:underline' }: { phone: string | null | undefined; className?: string }) {
  if (!phone) return null
  return <a className={`whitespace-nowrap ${className}`} href={`tel:${phoneDigits(phone)}`}>{formatPhone(phone)}</a>
}

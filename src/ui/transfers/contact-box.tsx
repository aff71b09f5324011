import { phoneDigits, whatsappLink } from '../../i18n/format'
import { formatPhone } from '../../i18n/phone-format'
import { ChatIcon, PhoneIcon } from '../icons'
import { usePageContext } from '../page-context'

const NS = 'airport-transfers:'

/** Call and WhatsApp buttons (tel: and wa.me links from the site settings). */
export function CallButtons({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const { t, site } = usePageContext()
  const size = compact ? 'px-3 py-2 sm:px-4' : 'px-5 py-2.5'
  return (
    <div className={`flex gap-2 ${compact ? 'shrink-0' : 'flex-wrap'} ${className}`}>
      <a href={`tel:${phoneDigits(site.phone)}`} className={`btn ${size} bg-brand-700 text-white hover:bg-brand-800`}>
        <PhoneIcon className="size-4" />
        <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{t(`${NS}contact.call`)}</span>
      </a>
      <a href={whatsappLink(site.whatsapp, t(`${NS}contact.whatsappText`))} rel="noopener" className={`btn ${size} bg-emerald-700 text-white hover:bg-emerald-800`}>
        <ChatIcon className="size-4" />
        <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{t(`${NS}contact.whatsapp`)}</span>
      </a>
    </div>
  )
}

export function ContactBox() {
  const { t, site } = usePageContext()
  return (
    <section aria-labelledby="transfer-contact" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="transfer-contact" className="text-lg font-bold text-slate-900">{t(`${NS}contact.title`)}</h2>
      <p className="mt-2 text-sm text-slate-600">{t(`${NS}contact.text`, { phone: formatPhone(site.phone) })}</p>
      <CallButtons className="mt-4" />
    </section>
  )
}

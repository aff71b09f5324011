import { phoneDigits } from '../../src/i18n/format'
import { formatPhone } from '../../src/i18n/phone-format'
import { MailIcon, PhoneIcon } from '../../src/ui/icons'
import { usePageContext } from '../../src/ui/page-context'
import { useLocalizedHref } from '../../src/ui/localized-links'

/** Beside the services text: the quickest ways to ask before booking. */
export function ContactCard() {
  const localize = useLocalizedHref()
  const { t, site } = usePageContext()
  return (
    <div className="rounded-2xl bg-sand-50 p-6 ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">{t('pages.services.aside.title')}</h2>
      <p className="mt-2 text-sm text-slate-600">{t('pages.services.aside.text')}</p>
      <ul className="mt-4 space-y-3 text-sm">
        <li>
          <a href={`tel:${phoneDigits(site.phone)}`} className="flex items-center gap-2 font-semibold text-brand-700 hover:underline"><PhoneIcon /> {formatPhone(site.phone)}</a>
        </li>
        <li>
          <a href={`mailto:${site.email}`} className="flex items-center gap-2 font-semibold text-brand-700 hover:underline"><MailIcon /> {site.email}</a>
        </li>
      </ul>
      <a href={localize('/contact')} className="btn-primary mt-5">{t('pages.services.aside.form')}</a>
    </div>
  )
}

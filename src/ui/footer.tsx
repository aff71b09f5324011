import { REOPEN_ATTRIBUTE } from './islands/cookie-banner.island'
import { phoneDigits } from '../i18n/format'
import { formatPhone } from '../i18n/phone-format'
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon } from './icons'
import { FOOTER_EXPLORE_LINKS, FOOTER_LEGAL_LINKS, FOOTER_TRANSFER_LINKS, type NavItem } from './navigation'
import { useLocalizedHref } from './localized-links'
import { usePageContext } from './page-context'

function LinkColumn({ title, links, t, children }: { title: string; links: NavItem[]; t: (k: string) => string; children?: React.ReactNode }) {
  const localize = useLocalizedHref()
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <a href={localize(l.href)} className="text-sm text-brand-100 hover:text-white">{t(l.label)}</a>
          </li>
        ))}
        {children}
      </ul>
    </div>
  )
}

/**
 * The card brands Stripe Checkout takes, shown only while online payment is on. No PayPal: whether
 * the Stripe account offers it is not known to the site (docs/decisions/052).
 */
const CARD_BRANDS = ['visa', 'mastercard'] as const

export function Footer() {
  const { t, site, onlinePayments } = usePageContext()
  const localize = useLocalizedHref()
  const year = new Date().getFullYear()
  return (
    <footer className="on-dark mt-16 bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
            {site.businessName}
          </p>
          <p className="mt-3 text-sm">{t('footer.tagline')}</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={`tel:${phoneDigits(site.phone)}`} className="inline-flex items-center gap-2 hover:text-white">
                <PhoneIcon className="size-4" /> {formatPhone(site.phone)}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-white">
                <MailIcon className="size-4" /> {site.email}
              </a>
            </li>
          </ul>
          {(site.social.facebook || site.social.instagram) && (
            <div className="mt-4 flex gap-3">
              {site.social.facebook && (
                <a href={site.social.facebook} rel="noopener" className="rounded-full bg-white/10 p-2 hover:bg-white/20" aria-label="Facebook">
                  <FacebookIcon />
                </a>
              )}
              {site.social.instagram && (
                <a href={site.social.instagram} rel="noopener" className="rounded-full bg-white/10 p-2 hover:bg-white/20" aria-label="Instagram">
                  <InstagramIcon />
                </a>
              )}
            </div>
          )}
        </div>
        <LinkColumn title={t('footer.transfers')} links={FOOTER_TRANSFER_LINKS} t={t} />
        <LinkColumn title={t('footer.explore')} links={FOOTER_EXPLORE_LINKS} t={t} />
        <LinkColumn title={t('footer.legal')} links={FOOTER_LEGAL_LINKS} t={t}>
          <li>
            {/* The cookie banner island reopens on this link; without JavaScript no optional cookie is ever set. */}
            <a href={localize('/legal/privacy')} {...{ [REOPEN_ATTRIBUTE]: '' }} className="text-sm text-brand-100 hover:text-white">{t('footer.cookieSettings')}</a>
          </li>
        </LinkColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-6 text-sm sm:flex-row">
          <p>{t('footer.copyright', { year, name: site.businessName })}</p>
          {onlinePayments && (
            <ul className="flex items-center gap-2" aria-label={t('footer.paymentMethods')}>
              {CARD_BRANDS.map((p) => (
                <li key={p}>
                  <img src={`/payments/${p}.svg`} alt={t(`footer.payment.${p}`)} width={48} height={30} loading="lazy" className="h-[30px] w-12 rounded bg-white" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  )
}

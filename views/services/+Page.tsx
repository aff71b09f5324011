import type { ContentPageData } from '../../src/content/content-page-data.server'
import { CallToAction, LinkCard, ProseWithAside } from '../../src/ui/content'
import { MapPinIcon, MailIcon, StarIcon, UserIcon } from '../../src/ui/icons'
import { PageHeader } from '../../src/ui/page-header'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import { ContactCard } from './contact-card'

const SERVICES = [
  { key: 'trips', href: '/trips', icon: <MapPinIcon className="size-5" /> },
  { key: 'transfers', href: '/airport-transfers', icon: <ArrowsIcon /> },
  { key: 'groups', href: '/airport-transfers/groups', icon: <UserIcon /> },
  { key: 'vip', href: '/airport-transfers/vip', icon: <StarIcon className="size-5" /> },
  { key: 'contact', href: '/contact', icon: <MailIcon /> },
] as const

function ArrowsIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="size-5">
      <path d="M17 3l4 4-4 4M3 7h18M7 21l-4-4 4-4M21 17H3" />
    </svg>
  )
}

export default function Page() {
  const { t } = usePageContext()
  const { page, crumbs } = usePageData<ContentPageData>()
  return (
    <>
      <PageHeader title={page.title} intro={t('pages.services.intro')} crumbs={crumbs} />
      <section aria-labelledby="service-links" className="container-page pt-12">
        <h2 id="service-links" className="section-title">{t('pages.services.cardsTitle')}</h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {SERVICES.map((s) => (
            <li key={s.key}>
              <LinkCard href={s.href} icon={s.icon} title={t(`pages.services.cards.${s.key}.title`)} text={t(`pages.services.cards.${s.key}.text`)} cta={t(`pages.services.cards.${s.key}.cta`)} />
            </li>
          ))}
        </ul>
      </section>
      <ProseWithAside html={page.html} aside={<ContactCard />} />
      <CallToAction
        id="services-cta"
        title={t('pages.services.cta.title')}
        text={t('pages.services.cta.text')}
        primary={{ href: '/airport-transfers/request', label: t('pages.services.cta.transfer') }}
        secondary={{ href: '/contact', label: t('pages.services.cta.contact') }}
      />
    </>
  )
}

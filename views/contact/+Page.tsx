import { phoneDigits, whatsappLink } from '../../src/i18n/format'
import { formatPhone } from '../../src/i18n/phone-format'
import { Checkbox, SpamFields, SuccessAlert, TextArea, TextField } from '../../src/ui/form'
import { ErrorSummary } from '../../src/ui/error-summary'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../src/ui/icons'
import { PageHeader } from '../../src/ui/page-header'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import type { ContactData } from './+data'
import { useLocalizedHref } from '../../src/ui/localized-links'

export default function Page() {
  const localize = useLocalizedHref()
  const { t, lng, site } = usePageContext()
  const { crumbs, sent } = usePageData<ContactData>()
  const { latitude: lat, longitude: lon, address } = site
  const mapUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`
  return (
    <>
      <PageHeader title={t('contactPage.title')} intro={t('contactPage.intro')} crumbs={crumbs} />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-5">
        <section aria-labelledby="contact-details" className="lg:col-span-2">
          <h2 id="contact-details" className="section-title">{t('contactPage.detailsTitle')}</h2>
          <ul className="mt-6 space-y-5 text-slate-700">
            <li className="flex gap-3">
              <MapPinIcon className="mt-1 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">{t('contactPage.address')}</p>
                <address className="not-italic">{site.legalName}<br />{address.street}<br />{address.postalCode} {address.locality}, {address.region}</address>
                <a href={mapUrl} rel="noopener" className="mt-1 inline-block font-medium text-brand-700 underline">{t('contactPage.openMap')}</a>
              </div>
            </li>
            <li className="flex gap-3">
              <PhoneIcon className="mt-1 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">{t('contactPage.phone')}</p>
                <a href={`tel:${phoneDigits(site.phone)}`} className="text-brand-700 underline">{formatPhone(site.phone)}</a>
                <p><a href={whatsappLink(site.whatsapp)} rel="noopener" className="text-brand-700 underline">{t('contactPage.whatsapp')}: {formatPhone(site.whatsapp)}</a></p>
              </div>
            </li>
            <li className="flex gap-3">
              <MailIcon className="mt-1 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">{t('contactPage.email')}</p>
                <a href={`mailto:${site.email}`} className="text-brand-700 underline">{site.email}</a>
              </div>
            </li>
            <li className="flex gap-3">
              <ClockIcon className="mt-1 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">{t('contactPage.hours')}</p>
                <p>{site.openingHours[lng]}</p>
              </div>
            </li>
          </ul>
        </section>
        <section aria-labelledby="contact-form" className="lg:col-span-3">
          <h2 id="contact-form" className="section-title">{t('contactPage.formTitle')}</h2>
          <p className="mt-2 text-slate-600">{t('contactPage.formIntro')}</p>
          <div className="mt-6 space-y-4">
            {sent ? (
              <SuccessAlert title={t('contactPage.sentTitle')}>{t('contactPage.sentText')}</SuccessAlert>
            ) : (
              <ErrorSummary fields={[...['name', 'email', 'phone', 'message'].map((name) => ({ name, label: t(`contactPage.fields.${name}`), target: `f-${name}` })), { name: 'consent', target: 'f-consent' }]} />
            )}
            <form action="/contact" method="post" noValidate className="relative space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <SpamFields />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField name="name" label={t('contactPage.fields.name')} required autoComplete="name" />
                <TextField name="email" type="email" label={t('contactPage.fields.email')} required autoComplete="email" />
              </div>
              <TextField name="phone" type="tel" label={t('contactPage.fields.phone')} autoComplete="tel" inputMode="tel" hint={t('contactPage.fields.phoneHint')} />
              <TextArea name="message" label={t('contactPage.fields.message')} required rows={6} maxLength={5000} />
              <Checkbox name="consent" label="" required>
                {t('contactPage.fields.consentBefore')} <a href={localize('/legal/privacy')} className="text-brand-700 underline">{t('contactPage.fields.consentLink')}</a>.
              </Checkbox>
              <button type="submit" className="btn-primary">{t('contactPage.submit')}</button>
            </form>
          </div>
        </section>
      </div>
    </>
  )
}

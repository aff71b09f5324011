import type { TripDetail } from '../../../../src/trips/trips.schema'
import type { EnquiryPrefill } from '../../../../src/trip-bookings/trip-enquiries.schema'
import { Checkbox, FieldScope, SpamFields, SuccessAlert, TextArea, TextField } from '../../../../src/ui/form'
import { ErrorSummary } from '../../../../src/ui/error-summary'
import { usePageContext } from '../../../../src/ui/page-context'
import { MailNotice } from '../../../../src/ui/mail-notice'
import { formatPhone } from '../../../../src/i18n/phone-format'
import { useLocalizedHref } from '../../../../src/ui/localized-links'

/** "Text <link>linked words</link> text" → the three parts, so translators place the link. */
function withLink(text: string): [string, string, string] {
  const [before = '', link = '', after = ''] = text.split(/<\/?link>/)
  return [before, link, after]
}

/** The fields in the order of the form, each with its label (trips:enquiry.<name>; the consent's message names it itself). */
const SUMMARY_FIELDS = ['date', 'adults', 'children', 'name', 'email', 'phone', 'message', 'consent']

/**
 * The enquiry form of a trip sold on request (src/trip-bookings/trip-enquiries.routes.ts): it
 * posts to the trip's own address; a failed attempt comes back as this page with the values, one
 * message per field and the linked error summary first, a stored one as ?enquiry=EN-… showing its
 * reference. The date and the party are pre-filled from the address (?date=&adults=&children=).
 * `sent`: this form is the one a refused POST sent back (not the booking form, whose trip may have
 * sold out meanwhile): only then does it take the values, the messages, the summary and the focus.
 */
export function EnquirySection({ trip, reference, prefill, canSendMail, sent }: { trip: TripDetail; reference: string | null; prefill: EnquiryPrefill; canSendMail: boolean; sent: boolean }) {
  const localize = useLocalizedHref()
  const { t, site } = usePageContext()
  const [before, link, after] = withLink(t('trips:enquiry.consent'))
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date())
  return (
    <section id="enquiry" aria-labelledby="enquiry-title" className="scroll-mt-24">
      <h2 id="enquiry-title" className="section-title">{t('trips:enquiry.title')}</h2>
      <p className="mt-2 text-slate-600">{t('trips:enquiry.intro')}</p>
      <div className="mt-6 space-y-4">
        {reference ? (
          <SuccessAlert title={t('trips:enquiry.sentTitle')}>
            <p>{t('trips:enquiry.sentReference')} <strong data-enquiry-reference>{reference}</strong></p>
            <MailNotice canSendMail={canSendMail} group="trips:enquiry.sentMail" vars={{ phone: formatPhone(site.phone) }} className="mt-1" />
          </SuccessAlert>
        ) : (
          sent && <ErrorSummary fields={SUMMARY_FIELDS.map((name) => ({ name, label: name === 'consent' ? undefined : t(`trips:enquiry.${name}`), target: `f-${name}` }))} />
        )}
        {/* No #enquiry on the address: a browser skips autofocus when the address targets an element,
            so a refused enquiry would land on the section's top instead of its summary. */}
        <form action={`/trips/${trip.id}`} method="post" noValidate className="relative space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <FieldScope prefix="f" sent={sent}>
            <SpamFields />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="date" type="date" label={t('trips:enquiry.date')} required min={today} defaultValue={prefill.date} />
              <div className="grid grid-cols-2 gap-3">
                <TextField name="adults" type="number" label={t('trips:enquiry.adults')} required min={1} max={trip.capacity} inputMode="numeric" defaultValue={String(prefill.adults ?? 2)} />
                <TextField name="children" type="number" label={t('trips:enquiry.children')} min={0} max={trip.capacity} inputMode="numeric" defaultValue={String(prefill.children ?? 0)} />
              </div>
              <TextField name="name" label={t('trips:enquiry.name')} required autoComplete="name" />
              <TextField name="email" type="email" label={t('trips:enquiry.email')} required autoComplete="email" />
              <TextField name="phone" type="tel" label={t('trips:enquiry.phone')} hint={t('trips:enquiry.phoneHint')} autoComplete="tel" />
            </div>
            <p className="text-sm text-slate-600">{t('trips:enquiry.capacity', { count: trip.capacity })}</p>
            <TextArea name="message" label={t('trips:enquiry.message')} rows={4} maxLength={3000} />
            <Checkbox name="consent" label="" required>
              {before}<a href={localize('/legal/privacy')} className="text-brand-700 underline">{link}</a>{after}
            </Checkbox>
            <button type="submit" className="btn-primary">{t('trips:enquiry.submit')}</button>
          </FieldScope>
        </form>
      </div>
    </section>
  )
}

import type { TripDetail } from '../../../../src/trips/trips.schema'
import { Checkbox, FormAlert, SpamFields, SuccessAlert, TextArea, TextField } from '../../../../src/ui/form'
import { usePageContext } from '../../../../src/ui/page-context'

/** "Text <link>linked words</link> text" → the three parts, so translators place the link. */
function withLink(text: string): [string, string, string] {
  const [before = '', link = '', after = ''] = text.split(/<\/?link>/)
  return [before, link, after]
}

/**
 * The enquiry form posts to the trip's own address (src/trips/trips.routes.ts): a failed
 * attempt comes back as this page with the values and messages, a stored one as ?enquiry=sent.
 */
export function EnquirySection({ trip, sent }: { trip: TripDetail; sent: boolean }) {
  const { t } = usePageContext()
  const [before, link, after] = withLink(t('trips:enquiry.consent'))
  const today = new Date().toISOString().slice(0, 10)
  return (
    <section id="enquiry" aria-labelledby="enquiry-title" className="scroll-mt-24">
      <h2 id="enquiry-title" className="section-title">{t('trips:enquiry.title')}</h2>
      <p className="mt-2 text-slate-600">{t('trips:enquiry.intro')}</p>
      <div className="mt-6 space-y-4">
        {sent ? <SuccessAlert title={t('trips:enquiry.sentTitle')}>{t('trips:enquiry.sentText')}</SuccessAlert> : <FormAlert />}
        <form action={`/trips/${trip.id}#enquiry`} method="post" noValidate className="relative space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <SpamFields />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="name" label={t('trips:enquiry.name')} required autoComplete="name" />
            <TextField name="email" type="email" label={t('trips:enquiry.email')} required autoComplete="email" />
            <TextField name="date" type="date" label={t('trips:enquiry.date')} required min={today} />
            <TextField name="people" type="number" label={t('trips:enquiry.people')} required min={1} max={60} inputMode="numeric" defaultValue="2" />
          </div>
          <TextArea name="message" label={t('trips:enquiry.message')} rows={4} maxLength={3000} />
          <Checkbox name="consent" label="" required>
            {before}<a href="/legal/privacy" className="text-brand-700 underline">{link}</a>{after}
          </Checkbox>
          <button type="submit" className="btn-primary">{t('trips:enquiry.submit')}</button>
        </form>
      </div>
    </section>
  )
}

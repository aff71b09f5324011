import type { ReactNode } from 'react'
import { AdminFacts, AdminPageHeader, Reference } from '../../../../src/ui/admin-layout'
import { SavedMessage } from '../../../../src/ui/admin-list'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { FormAlert, TextArea } from '../../../../src/ui/form'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { TripEnquiryAdminData } from './+data'
import { PhoneLink } from '../../../../src/ui/admin/phone-link'

export default function Page() {
  const { t } = usePageContext()
  const { enquiry: e } = usePageData<TripEnquiryAdminData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:tripEnquiries.${key}`, options)
  const open = e.status === 'new' || e.status === 'answered'
  const rows: Array<[string, ReactNode]> = [
    [a('reference'), e.reference],
    [a('trip'), e.trip ? <a className="text-brand-700 hover:underline" href={`/admin/trips/details/${e.trip.id}`}>{e.trip.name}</a> : null],
    [a('travelDate'), e.travelDate],
    [a('party'), e.party],
    [a('email'), <a className="text-brand-700 hover:underline" href={`mailto:${e.email}`}>{e.email}</a>],
    [a('phone'), e.phone ? <PhoneLink key="p" phone={e.phone} /> : null],
    [a('language'), t(`admin:transfersAdmin.languages.${e.language}`, { defaultValue: e.language })],
    [a('received'), e.received],
    [a('answeredAt'), e.answeredAt],
  ]
  // The phone-booking screen takes the enquiry's trip, date and party, and marks it booked.
  const bookingHref = `/admin/trip-bookings/new?enquiry=${e.id}`
  return (
    <>
      <AdminPageHeader title={<>{a('detailTitle')} <Reference>{e.reference}</Reference>: {e.name}</>} action={<a href="/admin/trip-enquiries" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <SavedMessage />
      <div className="max-w-3xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800" data-status={e.status}>{a(`statuses.${e.status}`)}</span>
        </p>
        {e.message && <blockquote className="whitespace-pre-wrap rounded-xl bg-slate-50 p-4 text-slate-900">{e.message}</blockquote>}
        <AdminFacts rows={rows} />
        {e.answer && (
          <section aria-labelledby="enquiry-answer">
            <h2 id="enquiry-answer" className="font-semibold text-slate-900">{a('answerSent')}</h2>
            <p className="mt-2 whitespace-pre-wrap rounded-xl bg-brand-50 p-4 text-slate-900">{e.answer}</p>
          </section>
        )}
        <FormAlert />
        {open && (
          <>
            <form method="post" action={`/admin/trip-enquiries/${e.id}`} className="space-y-3">
              <CsrfField />
              <input type="hidden" name="intent" value="answer" />
              <TextArea name="answer" label={a('answer')} hint={a('answerHint', { language: t(`admin:transfersAdmin.languages.${e.language}`, { defaultValue: e.language }) })} rows={6} required />
              <button type="submit" className="btn-primary">{a('sendAnswer')}</button>
            </form>
            <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
              <a href={bookingHref} className="rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800">{a('turnIntoBooking')}</a>
              <form method="post" action={`/admin/trip-enquiries/${e.id}`}>
                <CsrfField />
                <input type="hidden" name="intent" value="close" />
                <button type="submit" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">{a('close')}</button>
              </form>
            </div>
          </>
        )}
        {e.bookingId !== null && <p><a className="text-brand-700 hover:underline" href={`/admin/trip-bookings/${e.bookingId}`}>{a('openBooking')}</a></p>}
      </div>
    </>
  )
}

import { BookingSummary } from '../../../src/transfers/components/BookingSummary'
import { CancelBooking } from '../../../src/transfers/components/CancelBooking'
import { ContactBox } from '../../../src/transfers/components/ContactBox'
import type { BookingData } from '../../../src/transfers/transfers-page-data'
import { FormAlert, SuccessAlert, TextField } from '../../../src/ui/form'
import { PageHeader } from '../../../src/ui/PageHeader'
import { usePageContext } from '../../../src/ui/page-context'

function LookupForm() {
  const { t } = usePageContext()
  const k = (key: string) => t(`airport-transfers:booking.${key}`)
  return (
    <div className="max-w-xl space-y-4">
      <FormAlert />
      <form action="/airport-transfers/booking" method="post" noValidate className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <TextField name="reference" label={k('reference')} hint={k('referenceHint')} required autoComplete="off" />
        <TextField name="email" type="email" label={k('email')} required autoComplete="email" />
        <button type="submit" className="btn-primary">{k('submit')}</button>
      </form>
    </div>
  )
}

export default function Page() {
  const { t, data } = usePageContext()
  const { crumbs, title, booking, cancel } = data as BookingData
  const k = (key: string) => t(`airport-transfers:booking.${key}`)
  return (
    <>
      <PageHeader title={booking ? `${title}: ${booking.reference}` : title} intro={booking ? undefined : k('intro')} crumbs={crumbs} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-3 lg:items-start">
        <div className="space-y-8 lg:col-span-2">
          {cancel && <SuccessAlert title={k(cancel)} />}
          {booking ? (
            <>
              <BookingSummary booking={booking} />
              <CancelBooking booking={booking} />
            </>
          ) : (
            <LookupForm />
          )}
        </div>
        <ContactBox />
      </div>
    </>
  )
}

import { formatDate } from '../../../src/i18n/format'
import { ErrorText, SpamFields, SuccessAlert, TextArea } from '../../../src/ui/form'
import { ErrorSummary } from '../../../src/ui/error-summary'
import { StarIcon } from '../../../src/ui/icons'
import { PageHeader } from '../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { ReviewPageData } from './+data'
import { useLocalizedHref } from '../../../src/ui/localized-links'

/** 1–5 stars as five radio buttons in a fieldset: keyboard and screen readers get "4 stars". */
function StarChoice({ checked }: { checked: string | undefined }) {
  const { t, form } = usePageContext()
  const error = form?.errors.rating
  return (
    <fieldset aria-describedby={error ? 'f-rating-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {t('trips:reviews.form.rating')}
        <span className="text-coral-600" aria-hidden="true"> *</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {[5, 4, 3, 2, 1].map((n) => (
          <label key={n} htmlFor={`f-rating-${n}`} className="flex cursor-pointer items-center gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-300 has-[:checked]:bg-amber-50 has-[:checked]:ring-2 has-[:checked]:ring-amber-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input id={`f-rating-${n}`} type="radio" name="rating" value={String(n)} defaultChecked={checked === String(n)} required className="size-4 accent-amber-600" />
            <span className="flex text-amber-500" aria-hidden="true">
              {Array.from({ length: n }, (_, i) => <StarIcon key={i} filled className="size-4" />)}
            </span>
            <span className="text-sm text-slate-800">{t('trips:reviews.form.stars', { count: n })}</span>
          </label>
        ))}
      </div>
      <ErrorText id="f-rating" error={error} />
    </fieldset>
  )
}

export default function Page() {
  const localize = useLocalizedHref()
  const { t, lng, form } = usePageContext()
  const { crumbs, title, booking, sent, action } = usePageData<ReviewPageData>()
  const locked = booking.existing && booking.existing.status !== 'pending'
  const checked = form?.values.rating ?? (booking.existing ? String(booking.existing.rating) : undefined)
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <div className="container-page max-w-2xl py-10">
        <dl className="grid gap-2 rounded-2xl bg-white p-5 text-sm shadow-sm ring-1 ring-slate-200 sm:grid-cols-2" data-review-booking>
          <div><dt className="text-slate-600">{t('trips:reviews.form.trip')}</dt><dd className="font-semibold text-slate-900"><a href={localize(`/trips/${booking.tripId}`)} className="underline">{booking.tripName}</a></dd></div>
          <div><dt className="text-slate-600">{t('trips:reviews.form.date')}</dt><dd className="font-semibold text-slate-900">{formatDate(booking.travelledOn, lng)}</dd></div>
        </dl>
        <div className="mt-6 space-y-4">
          {sent && <SuccessAlert title={t(`trips:reviews.form.sent.${sent}.title`)}>{t(`trips:reviews.form.sent.${sent}.text`)}</SuccessAlert>}
          {locked && !sent && <SuccessAlert title={t('trips:reviews.form.sent.published.title')}>{t('trips:reviews.form.sent.published.text')}</SuccessAlert>}
          <ErrorSummary fields={[{ name: 'rating', label: t('trips:reviews.form.rating'), target: 'f-rating-5' }, { name: 'comment', label: t('trips:reviews.form.comment'), target: 'f-comment' }]} />
          {!locked && (
            <form action={action} method="post" noValidate className="relative space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <p className="text-slate-700">{t('trips:reviews.form.intro', { trip: booking.tripName })}</p>
              {booking.existing && <p className="text-sm text-slate-600">{t('trips:reviews.form.editing')}</p>}
              <SpamFields />
              <StarChoice checked={checked} />
              <TextArea name="comment" label={t('trips:reviews.form.comment')} hint={t('trips:reviews.form.commentHint')} required rows={6} maxLength={2000} defaultValue={booking.existing?.comment} />
              <p className="text-sm text-slate-600">{t('trips:reviews.form.shownAs', { name: booking.firstName })}</p>
              <button type="submit" className="btn-primary">{t(booking.existing ? 'trips:reviews.form.update' : 'trips:reviews.form.submit')}</button>
            </form>
          )}
        </div>
      </div>
    </>
  )
}

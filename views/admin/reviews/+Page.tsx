import { formatDate, formatDateTime } from '../../../src/i18n/format'
import { REVIEWS_ADMIN_PATH } from '../../../src/reviews/reviews-paths'
import type { ReviewAdminRow } from '../../../src/reviews/reviews.admin.server'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { CsrfField } from '../../../src/ui/csrf-field'
import { ConfirmDelete } from '../../../src/ui/confirm-delete'
import { FormAlert, SuccessAlert, TextArea, TextField } from '../../../src/ui/form'
import { Fieldset, SelectField } from '../../../src/ui/form-choices'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import { Stars } from '../../../src/ui/rating'
import type { ReviewsAdminData } from './+data'

const STATUS_STYLE = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  rejected: 'bg-slate-100 text-slate-700 ring-slate-400/40',
} as const

/** One filter of the list: a select whose empty choice means "any". */
function FilterSelect({ name, label, empty, value, options }: { name: string; label: string; empty: string; value: string; options: Array<{ value: string; label: string }> }) {
  return (
    <label className="text-sm">
      <span className="block font-medium text-slate-800">{label}</span>
      <select name={name} defaultValue={value} className="field mt-1">
        <option value="">{empty}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  )
}

/** One review with its decision form: the text as it will be shown, a note for the history, the buttons. */
function ReviewItem({ review, action }: { review: ReviewAdminRow; action: string }) {
  const { t, lng, form } = usePageContext()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:reviews.${key}`, options)
  const mine = form?.values.reviewId === String(review.id) ? form : undefined
  const id = `r${review.id}`
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-review={review.id} data-status={review.status}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[review.status]}`}>{a(`status.${review.status}`)}</span>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${review.source === 'verified' ? 'bg-sky-50 text-sky-800 ring-sky-600/30' : 'bg-slate-100 text-slate-700 ring-slate-400/40'}`}>
            {review.source === 'verified' ? a('source.verified') : a('importedFrom', { source: review.importedFrom || '—' })}
          </span>
          <a href={`/trips/${review.tripId}#reviews`} className="font-semibold text-brand-700 hover:underline">{review.tripName}</a>
        </div>
        <Stars rating={review.rating} label={t('rating.stars', { rating: review.rating })} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {review.authorName}
        {review.country && <> · <span aria-hidden="true">{review.flag}</span> {review.country}</>}
        {' · '}{review.language.toUpperCase()}
        {review.travelledOn && <> · {a('travelled', { date: formatDate(review.travelledOn, lng) })}</>}
        {review.bookingReference && <> · {review.bookingReference}</>}
        {' · '}{a('written', { date: formatDateTime(review.createdAt, lng) })}
      </p>
      <form method="post" action={action} className="mt-3 space-y-3">
        <CsrfField />
        <input type="hidden" name="reviewId" value={review.id} />
        <div>
          <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-slate-800">{a('text')}</label>
          <textarea id={`${id}-comment`} name="comment" rows={3} maxLength={2000} defaultValue={mine?.values.comment ?? review.comment} lang={review.language} aria-invalid={mine?.errors.comment ? true : undefined} aria-describedby={mine?.errors.comment ? `${id}-comment-error` : undefined} className="field mt-1" />
          {mine?.errors.comment && <p id={`${id}-comment-error`} className="mt-1 text-sm font-medium text-red-700">{mine.errors.comment}</p>}
        </div>
        <div>
          <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">{a('note')} <span className="font-normal text-slate-500">({t('forms.optional')})</span></label>
          <input id={`${id}-note`} name="note" maxLength={500} defaultValue={mine?.values.note ?? ''} className="field mt-1" />
          <p className="mt-1 text-xs text-slate-500">{a('noteHint')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {review.status !== 'published' && <button type="submit" name="action" value="publish" className="btn-primary">{a('publish')}</button>}
          {review.status !== 'rejected' && <button type="submit" name="action" value="reject" className="btn-secondary">{a('reject')}</button>}
          <button type="submit" name="action" value="save" className="btn-secondary">{a('save')}</button>
          <ConfirmDelete label={a('delete')} name="action" value="delete" className="ml-auto" />
        </div>
      </form>
    </li>
  )
}

export default function Page() {
  const { t, form } = usePageContext()
  const { list, trips, filter, done, filters } = usePageData<ReviewsAdminData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:reviews.${key}`, options)
  const action = `${REVIEWS_ADMIN_PATH}${filters ? `?${filters}` : ''}`
  const importing = form?.values.intent === 'import'
  const pageHref = (page: number) => `${REVIEWS_ADMIN_PATH}?${new URLSearchParams([...new URLSearchParams(filters), ['page', String(page)]])}`
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} />
      {done && <div className="mb-4"><SuccessAlert title={a(`done.${done}`)} /></div>}
      {form && !importing && <div className="mb-4"><FormAlert /></div>}
      <form method="get" action={REVIEWS_ADMIN_PATH} className="mb-6 flex flex-wrap items-end gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label={a('filters')}>
        <FilterSelect name="trip" label={a('trip')} empty={a('allTrips')} value={filter.trip ? String(filter.trip) : ''} options={trips} />
        <FilterSelect name="status" label={a('statusLabel')} empty={a('all')} value={filter.status ?? ''} options={(['pending', 'published', 'rejected'] as const).map((s) => ({ value: s, label: a(`status.${s}`) }))} />
        <FilterSelect name="source" label={a('sourceLabel')} empty={a('all')} value={filter.source ?? ''} options={(['verified', 'import'] as const).map((s) => ({ value: s, label: a(`source.${s}`) }))} />
        <button type="submit" className="btn-secondary">{a('filter')}</button>
      </form>
      <p className="mb-3 text-sm text-slate-600" data-review-total>{a('total', { count: list.total })} · {a('pendingCount', { count: list.pending })}</p>
      {list.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200">{a('empty')}</p>
      ) : (
        <ol className="space-y-4">
          {list.items.map((r) => <ReviewItem key={r.id} review={r} action={action} />)}
        </ol>
      )}
      {list.pages > 1 && (
        <nav aria-label={a('pages')} className="mt-6 flex gap-3 text-sm">
          {list.page > 1 && <a href={pageHref(list.page - 1)} className="btn-secondary">{a('previous')}</a>}
          <span className="self-center text-slate-600">{a('pageOf', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages && <a href={pageHref(list.page + 1)} className="btn-secondary">{a('next')}</a>}
        </nav>
      )}
      <section aria-labelledby="review-import" className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="review-import" className="text-lg font-bold text-slate-900">{a('import.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{a('import.intro')}</p>
        {importing && <div className="mt-4"><FormAlert /></div>}
        <form method="post" action={action} className="mt-4 space-y-4" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="import" />
          <Fieldset legend={a('import.details')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField form="imp" name="tripId" label={a('trip')} required options={trips} placeholder={a('import.chooseTrip')} />
              <TextField form="imp" name="importedFrom" label={a('import.from')} hint={a('import.fromHint')} required />
              <SelectField form="imp" name="rating" label={a('import.rating')} required placeholder={a('import.chooseRating')} options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: '★'.repeat(n) + ` (${n})` }))} />
              <TextField form="imp" name="authorName" label={a('import.author')} hint={a('import.authorHint')} required />
              <TextField form="imp" name="country" label={a('import.country')} hint={a('import.countryHint')} />
              <SelectField form="imp" name="language" label={a('import.language')} required options={(['es', 'en', 'de', 'ca'] as const).map((l) => ({ value: l, label: a(`languages.${l}`) }))} defaultValue="es" />
              <TextField form="imp" name="travelledOn" type="date" label={a('import.travelledOn')} />
            </div>
            <TextArea form="imp" name="text" label={a('text')} required rows={4} maxLength={2000} />
          </Fieldset>
          <button type="submit" className="btn-primary">{a('import.submit')}</button>
        </form>
      </section>
    </>
  )
}

import { formatDate, formatRating } from '../../../../src/i18n/format'
import type { TripReviews } from '../../../../src/reviews/reviews.server'
import { Stars } from '../../../../src/ui/rating'
import { usePageContext } from '../../../../src/ui/page-context'
import { useLocalizedHref } from '../../../../src/ui/localized-links'

/**
 * The trip's published reviews (docs/decisions/042, "Reviews"): the average, the count and the
 * distribution computed from them, then the dated reviews, newest first; "show more" is a link
 * (?reviews=N) that works without JavaScript. Imported ratings say so on each one.
 */
export function TripReviewsSection({ tripId, reviews }: { tripId: number; reviews: TripReviews }) {
  const localize = useLocalizedHref()
  const { t, lng } = usePageContext()
  const { summary } = reviews
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24" data-trip-reviews>
      <h2 id="reviews-title" className="section-title">{t('trips:reviews.title')}</h2>
      {summary.average === null ? (
        <p className="mt-3 text-slate-600" data-no-reviews>{t('trips:reviews.none')}</p>
      ) : (
        <>
          <div className="mt-4 grid gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]" data-review-summary>
            <div>
              <p className="text-4xl font-extrabold text-slate-900">{formatRating(summary.average, lng)}</p>
              <Stars rating={summary.average} label={t('rating.stars', { rating: formatRating(summary.average, lng) })} />
              <p className="mt-1 text-sm text-slate-600">{t('trips:reviews.count', { count: summary.count })}</p>
              {reviews.importedCount > 0 && <p className="mt-1 text-xs text-slate-500">{t('trips:reviews.verifiedAndImported', { verified: reviews.verifiedCount, imported: reviews.importedCount })}</p>}
            </div>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('trips:reviews.distribution')}</caption>
              <tbody>
                {summary.distribution.map((d) => (
                  <tr key={d.stars}>
                    <th scope="row" className="w-20 py-0.5 pr-3 text-left font-normal text-slate-700">{t('trips:reviews.form.stars', { count: d.stars })}</th>
                    <td className="py-0.5">
                      <span className="block h-2 rounded-full bg-slate-100" aria-hidden="true">
                        <span className="block h-2 rounded-full bg-amber-500" style={{ width: `${summary.count ? Math.round((d.count / summary.count) * 100) : 0}%` }} />
                      </span>
                    </td>
                    <td className="w-10 py-0.5 pl-3 text-right text-slate-600">{d.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ol className="mt-6 space-y-4">
            {reviews.reviews.map((r) => (
              <li key={r.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-review={r.id} data-review-source={r.source}>
                <article>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Stars rating={r.rating} label={t('rating.stars', { rating: r.rating })} />
                    {r.source === 'verified' ? (
                      <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/30">{t('trips:reviews.verified')}</span>
                    ) : (
                      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-400/40" data-imported>{r.importedFrom ? t('trips:reviews.importedFrom', { source: r.importedFrom }) : t('trips:reviews.imported')}</span>
                    )}
                  </div>
                  <p className="mt-3 whitespace-pre-line text-slate-700" lang={r.language}>{r.comment}</p>
                  <p className="mt-3 text-sm text-slate-600">
                    <span className="font-semibold text-slate-900">{r.firstName}</span>
                    {r.country && <> · <span aria-hidden="true">{r.flag}</span> {r.countryName}</>}
                    {r.travelledOn && <> · {t('trips:reviews.travelled', { date: formatDate(r.travelledOn, lng) })}</>}
                  </p>
                </article>
              </li>
            ))}
          </ol>
          {reviews.nextPage && (
            <p className="mt-6">
              <a href={localize(`/trips/${tripId}?reviews=${reviews.nextPage}#reviews`)} className="btn-secondary" rel="nofollow">{t('trips:reviews.more')}</a>
            </p>
          )}
        </>
      )}
    </section>
  )
}

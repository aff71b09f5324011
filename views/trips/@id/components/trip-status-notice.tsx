import type { TripDetail } from '../../../../src/trips/trips.schema'
import { usePageContext } from '../../../../src/ui/page-context'
import { useLocalizedHref } from '../../../../src/ui/localized-links'

/**
 * An archived trip keeps its page (old links, bookmarks) with this notice instead of a way to book;
 * a draft is only seen by staff previewing it, told so.
 */
export function TripStatusNotice({ trip }: { trip: Pick<TripDetail, 'status'> }) {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  if (trip.status === 'published') return null
  if (trip.status === 'draft') {
    return (
      <div role="status" className="rounded-2xl bg-amber-50 p-5 text-sm text-amber-950 ring-1 ring-amber-300" data-trip-status="draft">
        <p className="font-semibold">{t('trips:status.draftTitle')}</p>
        <p className="mt-1">{t('trips:status.draftText')}</p>
      </div>
    )
  }
  return (
    <div role="status" className="rounded-2xl bg-sand-50 p-6 text-slate-800 ring-1 ring-slate-200" data-trip-status="archived">
      <p className="text-lg font-semibold text-slate-900">{t('trips:status.archivedTitle')}</p>
      <p className="mt-2 text-sm">{t('trips:status.archivedText')}</p>
      <a href={localize('/trips')} className="btn-primary mt-4 w-full">{t('trips:status.otherTrips')}</a>
    </div>
  )
}

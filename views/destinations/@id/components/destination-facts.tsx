import type { DestinationDetail } from '../../../../src/destinations/destinations.schema'
import { usePageContext } from '../../../../src/ui/page-context'
import { useLocalizedHref } from '../../../../src/ui/localized-links'

/** The area under the destination's name (no rating: the trips there carry their own reviews, docs/decisions/042). */
export function DestinationFacts({ destination }: { destination: DestinationDetail }) {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
      <a href={localize(`/destinations?zone=${destination.zone}`)} className="rounded-full bg-brand-50 px-3 py-1 font-semibold uppercase tracking-wide text-brand-800 ring-1 ring-brand-600/30 hover:bg-brand-100">
        {t(`zones.${destination.zone}`)}
      </a>
    </div>
  )
}

export function DestinationTags({ tags }: { tags: string[] }) {
  const { t } = usePageContext()
  if (!tags.length) return null
  return (
    <section aria-labelledby="destination-tags" className="mt-8">
      <h3 id="destination-tags" className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('destinations:detail.tags')}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => <li key={tag} className="rounded-full bg-sand-100 px-3 py-1 text-sm font-medium text-slate-800">{tag}</li>)}
      </ul>
    </section>
  )
}

/** The way from the airport: the transfer request, and the town's own transfer page if it has one. */
export function TransferCallToAction({ destination }: { destination: DestinationDetail }) {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  return (
    <section aria-labelledby="destination-transfer" className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
      <h2 id="destination-transfer" className="text-xl font-bold">{t('destinations:detail.transferTitle', { name: destination.name })}</h2>
      <p className="mt-2 text-brand-50">{t('destinations:detail.transferText')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={localize('/airport-transfers/request')} className="btn-light">{t('destinations:detail.transferRequest')}</a>
        {destination.transferPage && (
          <a href={localize(destination.transferPage)} className="btn-outline">{t('destinations:detail.transferTown', { name: destination.name })}</a>
        )}
      </div>
    </section>
  )
}

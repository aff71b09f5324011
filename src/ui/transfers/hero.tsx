import { formatPrice } from '../../i18n/format'
import type { Crumb } from '../../seo/json-ld'
import type { TransferCatalog } from '../../transfers/transfers.server'
import { PageHeader } from '../page-header'
import { usePageContext } from '../page-context'
import { QuoteForm } from './quote-form'

/**
 * The head of the transfer hub and of /menorca-taxis, so both read as one site: title, the
 * "from" price and the quote box, all on a phone's first screen.
 */
export function TransferHero({ title, intro, crumbs, catalog, today, action }: { title: string; intro: string; crumbs: Crumb[]; catalog: TransferCatalog; today: string; action?: string }) {
  const { t, lng } = usePageContext()
  return (
    <PageHeader title={title} intro={intro} crumbs={crumbs}>
      <p className="mt-4 inline-flex rounded-full bg-coral-600 px-4 py-1.5 text-sm font-bold text-white">{t('airport-transfers:fromPrice', { price: formatPrice(catalog.fromCents, catalog.currency, lng) })}</p>
      <div className="mt-5">
        <QuoteForm catalog={catalog} today={today} action={action} layout="bar" />
      </div>
    </PageHeader>
  )
}

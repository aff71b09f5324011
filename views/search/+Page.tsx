import { SEARCH_MAX_LENGTH, type SearchGroup } from '../../src/search/search.schema'
import { NoResults } from '../../src/ui/cards'
import { PageHeader } from '../../src/ui/page-header'
import { SiteSearchBox } from '../../src/ui/site-search-box'
import { useLocalizedHref } from '../../src/ui/localized-links'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import type { SearchData } from './+data'

function TransferPointer({ href }: { href: string }) {
  const { t } = usePageContext()
  const localized = useLocalizedHref()
  return (
    <aside aria-labelledby="search-transfer-pointer" className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100" data-transfer-pointer>
      <h2 id="search-transfer-pointer" className="text-lg font-semibold text-slate-900">{t('searchPage.pointer.title')}</h2>
      <p className="mt-1 text-slate-700">{t('searchPage.pointer.text')}</p>
      <a href={localized(href)} className="btn-primary mt-3 inline-block">{t('searchPage.pointer.cta')}</a>
    </aside>
  )
}

function ResultGroup({ group }: { group: SearchGroup }) {
  const { t } = usePageContext()
  const localized = useLocalizedHref()
  const id = `search-group-${group.name}`
  return (
    <section aria-labelledby={id} data-search-group={group.name}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {t(`searchPage.groups.${group.name}`)}{' '}
        <span className="text-base font-medium text-slate-500">({group.hits.length < group.total ? t('searchPage.shownOf', { shown: group.hits.length, total: group.total }) : group.total})</span>
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {group.hits.map((hit) => (
          <li key={hit.url} className="p-4">
            <a href={localized(hit.url)} className="font-semibold text-brand-800 hover:underline">{hit.title}</a>
            {hit.summary && <p className="mt-1 text-sm text-slate-600">{hit.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}

function Browse() {
  const { t } = usePageContext()
  const localized = useLocalizedHref()
  return (
    <p className="flex flex-wrap gap-4">
      <a href={localized('/trips')} className="font-medium text-brand-800 underline">{t('searchPage.browseTrips')}</a>
      <a href={localized('/airport-transfers')} className="font-medium text-brand-800 underline">{t('searchPage.browseTransfers')}</a>
    </p>
  )
}

function Results() {
  const { t } = usePageContext()
  const { result } = usePageData<SearchData>()
  if (result.status === 'empty') return <NoResults message={t('searchPage.empty')} />
  if (result.status === 'too-long') return <NoResults message={t('searchPage.tooLong', { max: SEARCH_MAX_LENGTH })} />
  if (result.total === 0) {
    return (
      <div className="space-y-4">
        <NoResults message={t('searchPage.noResults', { q: result.q })} />
        <Browse />
      </div>
    )
  }
  return (
    <div className="space-y-10">
      <p className="text-lg font-semibold text-slate-900" role="status">{t('searchPage.results', { count: result.total, q: result.q })}</p>
      {result.transferPointer && <TransferPointer href={result.transferPointer} />}
      {result.groups.map((group) => <ResultGroup key={group.name} group={group} />)}
    </div>
  )
}

export default function Page() {
  const { t } = usePageContext()
  const { crumbs, result } = usePageData<SearchData>()
  return (
    <>
      <PageHeader title={t('searchPage.title')} intro={t('searchPage.intro')} crumbs={crumbs}>
        <SiteSearchBox id="search-page-q" className="mt-6" q={result.status === 'too-long' ? result.q.slice(0, SEARCH_MAX_LENGTH) : result.q} />
      </PageHeader>
      <div className="container-page py-10">
        <Results />
      </div>
    </>
  )
}

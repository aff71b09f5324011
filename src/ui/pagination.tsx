import { useLocalizedHref } from './localized-links'
import { usePageContext } from './page-context'

/** Page links that keep the other query parameters; page 1 has no parameter (one canonical URL). */
export function pageHref(pathname: string, query: Record<string, string>, page: number): string {
  const params = new URLSearchParams(query)
  params.delete('lng')
  if (page <= 1) params.delete('page')
  else params.set('page', String(page))
  const qs = params.toString()
  return qs ? `${pathname}?${qs}` : pathname
}

export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t, urlPathname, query } = usePageContext()
  const localize = useLocalizedHref()
  if (pageCount <= 1) return null
  const link = 'rounded-full px-4 py-2 text-sm font-medium ring-1 ring-slate-300 hover:ring-brand-600'
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex items-center justify-center gap-2">
      {page > 1 && <a href={localize(pageHref(urlPathname, query, page - 1))} rel="prev" className={link}>{t('pagination.previous')}</a>}
      <ol className="flex gap-1">
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <a href={localize(pageHref(urlPathname, query, n))} aria-current={n === page ? 'page' : undefined} aria-label={t('pagination.page', { page: n })} className={`flex size-10 items-center justify-center rounded-full text-sm font-semibold ${n === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50'}`}>
              {n}
            </a>
          </li>
        ))}
      </ol>
      {page < pageCount && <a href={localize(pageHref(urlPathname, query, page + 1))} rel="next" className={link}>{t('pagination.next')}</a>}
    </nav>
  )
}

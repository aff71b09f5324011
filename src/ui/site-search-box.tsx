import { SEARCH_MAX_LENGTH } from '../search/search.schema'
import { LanguageField } from './localized-links'
import { usePageContext } from './page-context'

/** The site search as a plain GET form (works without JavaScript); its results open in the page's language. */
export function SiteSearchBox({ q = '', id, className = '' }: { q?: string; id: string; className?: string }) {
  const { t, lng } = usePageContext()
  return (
    <form action="/search" method="get" role="search" className={`flex max-w-2xl flex-wrap gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">{t('searchPage.label')}</label>
      <input id={id} name="q" type="search" defaultValue={q} maxLength={SEARCH_MAX_LENGTH} placeholder={t('nav.searchPlaceholder')} className="field min-w-0 flex-1 basis-56" />
      <LanguageField lng={lng} />
      <button type="submit" className="btn-primary">{t('searchPage.submit')}</button>
    </form>
  )
}

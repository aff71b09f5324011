import type { Language } from '../i18n/languages'
import { languageFieldValue, localizedHref } from '../i18n/links'
import { usePageContext } from './page-context'

/** `localize('/trips')` → the link in the page's language (ADR 045); server components only, islands call localizedHref with their `lng` prop. */
export function useLocalizedHref(): (href: string) => string {
  const { lng } = usePageContext()
  return (href) => localizedHref(href, lng)
}

/** Inside a GET form: its results open in the language of the page the form is on (ADR 045). */
export function LanguageField({ lng }: { lng: Language }) {
  const value = languageFieldValue(lng)
  return value ? <input type="hidden" name="lng" value={value} /> : null
}

import type { TFunction } from 'i18next'
import { LANGUAGE_OPTIONS, type Language } from '../i18n/languages'
import { Island } from './islands/island'
import { LanguageMenu } from './islands/language-menu.island'
import type { LanguageChoice } from './islands/language-switcher'
import { usePageContext } from './page-context'

/** The same page in another language: the path and query kept, ?lng set. */
export function languageHref(pathname: string, search: Record<string, string>, code: Language): string {
  const params = new URLSearchParams(search)
  params.set('lng', code)
  return `${pathname}?${params.toString()}`
}

/** Each language with its link to this page and its own "Switching to …" text. */
export function languageChoices(t: TFunction, pathname: string, search: Record<string, string>): LanguageChoice[] {
  return LANGUAGE_OPTIONS.map((o) => ({
    code: o.code,
    label: o.label,
    flag: o.flag,
    href: languageHref(pathname, search, o.code),
    switching: t('nav.switchingTo', { lng: o.code, language: o.label }),
  }))
}

/** The switcher on its own (pages with the minimal layout); the site header has it built in. */
export function StandaloneLanguageSwitcher() {
  const { t, lng, urlPathname, query } = usePageContext()
  return <Island name="LanguageMenu" component={LanguageMenu} hydrate="idle" props={{ current: lng, choices: languageChoices(t, urlPathname, query), label: t('nav.language') }} />
}

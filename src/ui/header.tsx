import { Island } from './islands/island'
import { SiteHeader } from './islands/site-header.island'
import { languageChoices } from './language-switcher'
import { MAIN_NAVIGATION, type NavItem } from './navigation'
import { usePageContext } from './page-context'

/** The header island with everything it needs translated on the server. */
export function Header() {
  const { t, lng, urlPathname, query, user, site } = usePageContext()
  const translate = (items: NavItem[]): NavItem[] => items.map((item) => ({ ...item, label: t(item.label), children: item.children && translate(item.children) }))
  return (
    <Island
      name="SiteHeader"
      component={SiteHeader}
      hydrate="idle"
      className="contents"
      props={{
        pathname: urlPathname,
        businessName: site.businessName,
        nav: translate(MAIN_NAVIGATION),
        showAdmin: Boolean(user?.id),
        language: {
          current: lng,
          choices: languageChoices(t, urlPathname, query),
        },
        labels: {
          skip: t('nav.skipToContent'),
          menu: t('nav.menu'),
          mainNavigation: t('nav.mainNavigation'),
          mobileNavigation: t('nav.mobileNavigation'),
          search: t('nav.search'),
          searchLabel: t('nav.searchLabel'),
          searchPlaceholder: t('nav.searchPlaceholder'),
          searchSubmit: t('nav.searchSubmit'),
          admin: t('nav.admin'),
          language: t('nav.language'),
        },
      }}
    />
  )
}

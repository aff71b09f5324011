import { ChevronDownIcon, MenuIcon, SearchIcon, UserIcon } from './icons'
import { LanguageSwitcher } from './LanguageSwitcher'
import { isActive, MAIN_NAVIGATION, type NavItem } from './navigation'
import { usePageContext } from './page-context'

function DesktopItem({ item, pathname, t }: { item: NavItem; pathname: string; t: (k: string) => string }) {
  const active = isActive(item, pathname)
  const linkClass = `rounded-full px-3 py-2 text-sm font-medium transition-colors ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:text-brand-700'}`
  if (!item.children) {
    return (
      <li>
        <a href={item.href} className={linkClass} aria-current={pathname === item.href ? 'page' : undefined}>
          {t(item.label)}
        </a>
      </li>
    )
  }
  return (
    <li>
      <details className="group relative" data-menu>
        <summary className={`flex items-center gap-1 ${linkClass}`}>
          {t(item.label)}
          <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="absolute left-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
          {item.children
            .filter((c) => !c.mobileOnly)
            .map((c) => (
              <li key={c.href}>
                <a href={c.href} aria-current={pathname === c.href ? 'page' : undefined} className={`block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 ${pathname === c.href ? 'font-semibold text-brand-800' : 'text-slate-700'}`}>
                  {t(c.label)}
                </a>
              </li>
            ))}
        </ul>
      </details>
    </li>
  )
}

function MobileMenu({ pathname, t }: { pathname: string; t: (k: string) => string }) {
  return (
    <details className="group lg:hidden" data-menu>
      <summary className="rounded-full p-2 text-slate-700 hover:bg-slate-100" aria-label={t('nav.menu')}>
        <MenuIcon />
      </summary>
      <nav aria-label={t('nav.mobileNavigation')} className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white shadow-lg">
        <ul className="container-page space-y-1 py-4">
          {MAIN_NAVIGATION.map((item) => (
            <li key={item.href}>
              <a href={item.href} aria-current={pathname === item.href ? 'page' : undefined} className={`block rounded-lg px-3 py-2 font-medium ${isActive(item, pathname) ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`}>
                {t(item.label)}
              </a>
              {item.children && (
                <ul className="ml-4 border-l border-slate-200 pl-3">
                  {item.children
                    .filter((c) => c.href !== item.href)
                    .map((c) => (
                      <li key={c.href}>
                        <a href={c.href} aria-current={pathname === c.href ? 'page' : undefined} className={`block rounded-lg px-3 py-1.5 text-sm ${pathname === c.href ? 'font-semibold text-brand-800' : 'text-slate-600'}`}>
                          {t(c.label)}
                        </a>
                      </li>
                    ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  )
}

export function Header() {
  const { t, lng, urlPathname, query, user, site } = usePageContext()
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <a href="#main-content" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-brand-800 focus:px-4 focus:py-2 focus:text-white">
        {t('nav.skipToContent')}
      </a>
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <a href="/" className="flex items-center gap-2 font-bold text-brand-900">
          <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="text-lg leading-tight">{site.businessName}</span>
        </a>
        <nav aria-label={t('nav.mainNavigation')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAVIGATION.map((item) => (
              <DesktopItem key={item.href} item={item} pathname={urlPathname} t={t} />
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <details className="group" data-menu>
            <summary className="rounded-full p-2 text-slate-700 hover:bg-slate-100" aria-label={t('nav.search')}>
              <SearchIcon />
            </summary>
            <form action="/trips" method="get" role="search" className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white shadow-md">
              <div className="container-page flex gap-2 py-3">
                <label htmlFor="site-search" className="sr-only">{t('nav.searchLabel')}</label>
                <input id="site-search" name="q" type="search" className="field" placeholder={t('nav.searchPlaceholder')} />
                <button type="submit" className="btn-primary">{t('nav.searchSubmit')}</button>
              </div>
            </form>
          </details>
          {user?.id ? (
            <a href="/admin" className="rounded-full p-2 text-slate-700 hover:bg-slate-100" aria-label={t('nav.admin')} title={t('nav.admin')}>
              <UserIcon />
            </a>
          ) : null}
          <LanguageSwitcher lng={lng} pathname={urlPathname} search={query} label={t('nav.language')} />
          <MobileMenu pathname={urlPathname} t={t} />
        </div>
      </div>
    </header>
  )
}

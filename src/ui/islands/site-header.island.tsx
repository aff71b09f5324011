import { useEffect, useRef, useState } from 'react'
import type { Language } from '../../i18n/languages'
import { localizedHref } from '../../i18n/links'
import { ChevronDownIcon, MenuIcon, SearchIcon, UserIcon } from '../icons'
import { LanguageField } from '../localized-links'
import { isActive, type NavItem } from '../navigation'
import { LanguageSwitcher, type LanguageChoice } from './language-switcher'

export interface SiteHeaderProps {
  pathname: string
  businessName: string
  /** MAIN_NAVIGATION with its labels already translated. */
  nav: NavItem[]
  /** SPEC §2/§6: the admin icon shows for any loaded user with an id. */
  showAdmin: boolean
  language: { current: Language; choices: LanguageChoice[] }
  labels: Record<'skip' | 'menu' | 'mainNavigation' | 'mobileNavigation' | 'search' | 'searchLabel' | 'searchPlaceholder' | 'searchSubmit' | 'admin' | 'language', string>
}

type MenuKey = string | null

/**
 * The header works without JavaScript (every menu is a <details>). Hydrated, one menu is open at
 * a time; Escape, a click elsewhere or focus moving out of it (Tab past its last item: nothing is
 * left open over the page the focus went to, WCAG 2.4.11) closes it, and Escape gives focus back to
 * its toggle when focus was in the menu. The search toggle puts the cursor in its input.
 */
export function SiteHeader({ pathname, businessName, nav, showAdmin, language, labels }: SiteHeaderProps) {
  const [open, setOpen] = useState<MenuKey>(null)
  const header = useRef<HTMLElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!open) return
    const menu = () => header.current?.querySelector<HTMLElement>(`[data-menu="${open}"]`)
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      const focusWasInside = menu()?.contains(document.activeElement)
      setOpen(null)
      if (focusWasInside) menu()?.querySelector<HTMLElement>(':scope > summary')?.focus()
    }
    // Outside the menu: a click, or focus arriving anywhere else (Tab, a skip link, a script).
    function closeOutside(event: Event) {
      const current = menu()
      if (current && !current.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('focusin', closeOutside)
    if (open === 'search') searchInput.current?.focus()
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('focusin', closeOutside)
    }
  }, [open])

  const toggle = (key: string) => setOpen((current) => (current === key ? null : key))
  const summaryProps = (key: string) => ({
    onClick: (event: React.MouseEvent) => {
      event.preventDefault()
      toggle(key)
    },
  })
  const linkClass = (active: boolean) => `rounded-full px-3 py-2 text-sm font-medium transition-colors ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:text-brand-700'}`
  const current = (href: string) => (pathname === href ? ('page' as const) : undefined)
  const localize = (href: string) => localizedHref(href, language.current)

  return (
    <header ref={header} className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <a href="#main-content" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-brand-800 focus:px-4 focus:py-2 focus:text-white">
        {labels.skip}
      </a>
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <a href={localize('/')} className="flex items-center gap-2 font-bold text-brand-900">
          <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="text-lg leading-tight">{businessName}</span>
        </a>
        <nav aria-label={labels.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) =>
              item.children ? (
                <li key={item.href}>
                  <details className="group relative" data-menu={item.href} open={open === item.href}>
                    <summary className={`flex items-center gap-1 ${linkClass(isActive(item, pathname))}`} {...summaryProps(item.href)}>
                      {item.label}
                      <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
                    </summary>
                    <ul className="absolute left-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
                      {item.children
                        .filter((c) => !c.mobileOnly)
                        .map((c) => (
                          <li key={c.href}>
                            <a href={localize(c.href)} aria-current={current(c.href)} className={`block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 ${pathname === c.href ? 'font-semibold text-brand-800' : 'text-slate-700'}`}>
                              {c.label}
                            </a>
                          </li>
                        ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.href}>
                  <a href={localize(item.href)} className={linkClass(isActive(item, pathname))} aria-current={current(item.href)}>{item.label}</a>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <details className="group" data-menu="search" open={open === 'search'}>
            <summary className="rounded-full p-2 text-slate-700 hover:bg-slate-100" aria-label={labels.search} {...summaryProps('search')}>
              <SearchIcon />
            </summary>
            <form action="/search" method="get" role="search" className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white shadow-md">
              <div className="container-page flex gap-2 py-3">
                <label htmlFor="site-search" className="sr-only">{labels.searchLabel}</label>
                <input ref={searchInput} id="site-search" name="q" type="search" className="field" placeholder={labels.searchPlaceholder} />
                <LanguageField lng={language.current} />
                <button type="submit" className="btn-primary">{labels.searchSubmit}</button>
              </div>
            </form>
          </details>
          {showAdmin && (
            <a href="/admin" className="rounded-full p-2 text-slate-700 hover:bg-slate-100" aria-label={labels.admin} title={labels.admin} data-testid="admin-link">
              <UserIcon />
            </a>
          )}
          <LanguageSwitcher current={language.current} choices={language.choices} label={labels.language} open={open === 'language'} onToggle={() => toggle('language')} />
          <details className="group lg:hidden" data-menu="mobile" open={open === 'mobile'}>
            <summary className="rounded-full p-2 text-slate-700 hover:bg-slate-100" aria-label={labels.menu} {...summaryProps('mobile')}>
              <MenuIcon />
            </summary>
            <nav aria-label={labels.mobileNavigation} className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white shadow-lg">
              <ul className="container-page space-y-1 py-4">
                {nav.map((item) => (
                  <li key={item.href}>
                    <a href={localize(item.href)} aria-current={current(item.href)} className={`block rounded-lg px-3 py-2 font-medium ${isActive(item, pathname) ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`}>
                      {item.label}
                    </a>
                    {item.children && (
                      <ul className="ml-4 border-l border-slate-200 pl-3">
                        {item.children
                          .filter((c) => c.href !== item.href)
                          .map((c) => (
                            <li key={c.href}>
                              <a href={localize(c.href)} aria-current={current(c.href)} className={`block rounded-lg px-3 py-1.5 text-sm ${pathname === c.href ? 'font-semibold text-brand-800' : 'text-slate-600'}`}>
                                {c.label}
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
        </div>
      </div>
    </header>
  )
}

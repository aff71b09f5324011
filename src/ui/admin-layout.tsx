import type { ReactNode } from 'react'
import { activeHref, navigationFor, type AdminNavGroup } from '../back-office/navigation'
import { staffHomeOf } from '../lib/roles'
import { CsrfField } from './csrf-field'
import { StandaloneLanguageSwitcher } from './language-switcher'
import { usePageContext } from './page-context'

/** Staff pages: a sidebar of the screens the role may use, the user and a POST logout. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t, user, urlPathname } = usePageContext()
  const active = activeHref(urlPathname)
  const groups = user ? navigationFor(user.role) : []
  const activeItem = groups.flatMap((g) => g.items).find((item) => item.href === active)
  const activeLabel = activeItem ? t(`admin:${activeItem.label}`) : ''
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <a href="#main-content" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-brand-800 focus:px-4 focus:py-2 focus:text-white">
        {t('nav.skipToContent')}
      </a>
      <aside className="border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-b-0 lg:border-r">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-4">
          <a href={user ? staffHomeOf(user.role) : '/admin'} className="flex min-w-0 items-center gap-2 font-bold text-brand-900">
            <img src="/logo.svg" alt="" width={28} height={28} className="size-7" />
            {t('admin:title')}
          </a>
          <a href="/" className="shrink-0 text-sm text-brand-700 hover:underline">{t('admin:viewSite')}</a>
        </div>
        <AdminNavigation groups={groups} active={active} className="hidden px-2 pb-4 lg:block" />
        {/* Phones: the screens fold away behind one line, so every page starts with its content. */}
        <details className="border-t border-slate-200 lg:hidden">
          <summary className="flex cursor-pointer items-center justify-between px-4 py-3 text-sm font-semibold text-slate-800">
            <span>{t('admin:nav.menu')}{activeLabel && <span className="font-normal text-slate-600"> · {activeLabel}</span>}</span>
            <span aria-hidden="true">▾</span>
          </summary>
          <AdminNavigation groups={groups} active={active} className="px-2 pb-4" />
        </details>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="flex items-center justify-end gap-4 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
          {/* The language is the site's (a cookie): staff who looked at the German site switch back here. */}
          <StandaloneLanguageSwitcher />
          {user && (
            <p className="text-sm text-slate-600">
              <a href="/admin/account" className="hover:text-brand-700 hover:underline">{user.name || user.email}</a> · <span className="font-medium">{t(`admin:roles.${user.role}`)}</span>
            </p>
          )}
          <form method="post" action="/auth/logout">
            <CsrfField />
            <button type="submit" className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100">{t('admin:logout')}</button>
          </form>
        </header>
        <main id="main-content" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  )
}

/** The screens the role may use, grouped, the current one marked. */
function AdminNavigation({ groups, active, className }: { groups: AdminNavGroup[]; active: string | undefined; className: string }) {
  const { t } = usePageContext()
  return (
    <nav aria-label={t('admin:nav.label')} className={className}>
      {groups.map((group) => (
        <div key={group.label} className="mt-3">
          <p className="px-3 text-xs font-semibold uppercase tracking-wider text-slate-500">{t(`admin:${group.label}`)}</p>
          <ul className="mt-1 space-y-0.5">
            {group.items.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={item.href === active ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-1.5 text-sm ${item.href === active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  {t(`admin:${item.label}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

/** The title row of an admin screen, with its main action. */
export function AdminPageHeader({ title, intro, action }: { title: ReactNode; intro?: string; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      </div>
      {action}
    </div>
  )
}

/** A booking's reference in a heading: kept on one line ("TR-" / "2026-000031" on a phone reads as two things). */
export function Reference({ children }: { children: string }) {
  return <span className="whitespace-nowrap">{children}</span>
}

/** A detail page's facts: label and value per row; rows without a value are left out. */
export function AdminFacts({ rows, className = '' }: { rows: Array<[string, ReactNode]>; className?: string }) {
  return (
    // Label beside value where the panel is wide enough (a container query: the side column of a
    // detail page is as narrow as a phone), else the label above, so "Zahlungsart" stays one word.
    <dl className={`@container divide-y divide-slate-100 text-sm ${className}`}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="grid gap-x-3 gap-y-0.5 py-2 @xs:grid-cols-3">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900 @xs:col-span-2">{value}</dd>
          </div>
        ))}
    </dl>
  )
}

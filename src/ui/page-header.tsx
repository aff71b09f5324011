import type { ReactNode } from 'react'
import type { Crumb } from '../seo/json-ld'
import { useLocalizedHref } from './localized-links'
import { usePageContext } from './page-context'

/** Title block of every inner page, with its breadcrumb trail (the same crumbs feed the JSON-LD). */
export function PageHeader({ title, intro, crumbs, children }: { title: string; intro?: string; crumbs: Crumb[]; children?: ReactNode }) {
  const { t } = usePageContext()
  const localize = useLocalizedHref()
  return (
    <div className="bg-sand-50">
      <div className="container-page py-10 sm:py-14">
        <nav aria-label={t('breadcrumbs')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            {crumbs.map((c, i) => (
              <li key={`${c.name}-${i}`} className="flex items-center gap-1">
                {i > 0 && <span aria-hidden="true">/</span>}
                {c.path && i < crumbs.length - 1 ? (
                  <a href={localize(c.path)} className="hover:text-brand-700 hover:underline">{c.name}</a>
                ) : (
                  <span aria-current="page" className="font-medium text-slate-800">{c.name}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</p>}
        {children}
      </div>
    </div>
  )
}

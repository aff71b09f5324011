import type { ReactNode } from 'react'
import { ArrowRightIcon, ChevronDownIcon } from './icons'
import { usePageImageFacts } from './image-facts'
import { useLocalizedHref } from './localized-links'
import { ARTICLE_COLUMN, withLibraryImageFacts, type ProseColumn } from './prose-images'

/**
 * Rich text written by staff. `html` must come from renderMarkdown (src/content/markdown.ts),
 * which escapes raw HTML and refuses unsafe links, so it is inserted as it is; its library pictures
 * get their alt text in the page's language like every other picture (ADR 051), their size and a
 * srcset for `column`, the column the text fills (an article's, unless told).
 */
export function Prose({ html, className = '', column = ARTICLE_COLUMN }: { html: string; className?: string; column?: ProseColumn }) {
  const facts = usePageImageFacts()
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: withLibraryImageFacts(html, facts, column) }} />
}

/**
 * Two of the three columns of `container-page` (80 rem, 2 rem padding a side) from `lg` (64 rem)
 * with a 4 rem gap, the whole width below it: (width − 4 rem − 2 × 4 rem) × ⅔ + 4 rem.
 */
const BESIDE_ASIDE_COLUMN: ProseColumn = { maxWidth: 790, sizes: '(min-width: 80rem) 49.4rem, (min-width: 64rem) calc(66.7vw - 4rem), calc(100vw - 2rem)' }

export interface Action {
  href: string
  label: string
}

/** Closing band of a page: a heading, a sentence and one or two buttons. */
export function CallToAction({ id, title, text, primary, secondary }: { id: string; title: string; text: string; primary: Action; secondary?: Action }) {
  const localize = useLocalizedHref()
  return (
    <section aria-labelledby={id} className="container-page py-12 sm:py-16">
      <div className="on-dark flex flex-col gap-6 rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
          <p className="mt-3 text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={localize(primary.href)} className="btn-light">{primary.label}</a>
          {secondary && <a href={localize(secondary.href)} className="btn-outline">{secondary.label}</a>}
        </div>
      </div>
    </section>
  )
}

/** Markdown text with a column beside it on wide screens (contact details, a picture). */
export function ProseWithAside({ html, aside }: { html: string; aside: ReactNode }) {
  return (
    <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-3 lg:gap-16">
      <Prose html={html} className="lg:col-span-2" column={BESIDE_ASIDE_COLUMN} />
      <aside className="lg:sticky lg:top-24 lg:self-start">{aside}</aside>
    </div>
  )
}

/** A card that is one big link: title, a sentence and a call to action. */
export function LinkCard({ href, title, text, cta, icon }: { href: string; title: string; text: string; cta: string; icon?: ReactNode }) {
  const localize = useLocalizedHref()
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-600">
      {icon && <span className="mb-3 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">{icon}</span>}
      <h3 className="font-semibold text-slate-900">
        <a href={localize(href)} className="after:absolute after:inset-0">{title}</a>
      </h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{text}</p>
      <p className="mt-4 flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden="true">
        {cta} <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
      </p>
    </article>
  )
}

/** Questions that open in place (no JavaScript): one <details> per entry. */
export function FaqList({ entries }: { entries: Array<{ id: number; question: string; answer: string }> }) {
  return (
    <div className="space-y-3">
      {entries.map((entry) => (
        <details key={entry.id} className="group rounded-2xl bg-white p-5 ring-1 ring-slate-200 open:ring-brand-600">
          <summary className="flex items-center justify-between gap-4 font-semibold text-slate-900">
            {entry.question}
            <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 text-slate-600">{entry.answer}</p>
        </details>
      ))}
    </div>
  )
}

/** Big numbers with a caption (about page, Camí de Cavalls facts). */
export function Figures({ items }: { items: Array<{ value: string; label: string }> }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex min-w-0 flex-col-reverse justify-end rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200 sm:p-5">
          <dt className="mt-1 hyphens-auto break-words text-sm text-slate-600">{item.label}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-brand-700">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

import type { ReactNode } from 'react'
import type { HistoryEntry } from '../../audit/history-entry'

// The pieces a staff detail page is made of (a transfer's, a trip booking's, a departure's).

/** A titled white card of an admin detail page. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** A history (the audit log's rows, newest first): what, who, when, each change and the note; `aside` adds a row's button (undo). */
export function HistoryList<Row extends HistoryEntry>({ rows, empty, aside }: { rows: Row[]; empty: string; aside?: (row: Row) => ReactNode }) {
  if (!rows.length) return <p className="text-sm text-slate-600">{empty}</p>
  return (
    <ol className="divide-y divide-slate-100 text-sm">
      {rows.map((h) => (
        <li key={h.id} className="flex flex-wrap items-start justify-between gap-3 py-2" data-history={h.id}>
          <div className={h.reverted ? 'text-slate-500 line-through' : undefined}>
            <p><span className="font-medium text-slate-900">{h.action}</span> · {h.who} · <time>{h.at}</time></p>
            {h.details.map((line) => <p key={line} className="text-slate-600">{line}</p>)}
            {h.note && <p className="text-slate-600">“{h.note}”</p>}
          </div>
          {aside?.(h)}
        </li>
      ))}
    </ol>
  )
}

/** A booking's state at a glance: its status (emphasised, with `data-status` for tests and styles), then its payment and where it came from. */
export function StatusBadges({ status, statusLabel, others }: { status: string; statusLabel: string; others: string[] }) {
  return (
    <p className="flex flex-wrap gap-2">
      <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800" data-status={status}>{statusLabel}</span>
      {others.map((label, i) => <span key={i} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">{label}</span>)}
    </p>
  )
}

/** The payment page's address the office just made, to send to the customer by hand. */
export function PaymentLinkNote({ children }: { children: ReactNode }) {
  return <p className="mb-4 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900" data-payment-link="">{children}</p>
}

/** The customer's payment receipt (in the customer's language), to open, print or send on. */
export function ReceiptLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return null
  return (
    <p className="mt-3 text-sm">
      <a className="font-medium text-brand-700 underline" href={href} data-receipt>{label}</a>
    </p>
  )
}

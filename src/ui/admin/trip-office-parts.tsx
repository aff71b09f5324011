import type { ReactNode } from 'react'
import type { TripHistoryRow } from '../../trip-bookings/trip-history.admin.server'

// The pieces the trip office's pages share (a booking's page, a departure's manifest page).

/** A titled white card of an admin detail page. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** A history (the audit log's rows, newest first): what, who, when, each change and the note. */
export function HistoryList({ rows, empty }: { rows: TripHistoryRow[]; empty: string }) {
  if (!rows.length) return <p className="text-sm text-slate-600">{empty}</p>
  return (
    <ol className="divide-y divide-slate-100 text-sm">
      {rows.map((h) => (
        <li key={h.id} className="py-2" data-history={h.id}>
          <p><span className="font-medium text-slate-900">{h.action}</span> · {h.who} · <time>{h.at}</time></p>
          {h.details.map((line) => <p key={line} className="text-slate-600">{line}</p>)}
          {h.note && <p className="text-slate-600">“{h.note}”</p>}
        </li>
      ))}
    </ol>
  )
}

import type { ReactNode } from 'react'
import type { PriceLine } from '../../transfers/summary'

/**
 * The price, line by line, in the site's price box. Pure (no page context): the live quote
 * island renders it in the browser too.
 */
export function PriceBox({ title, lines, note, totalCents, children }: { title: string; lines: PriceLine[]; note?: string; totalCents?: number; children?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{title}</p>
      {lines.length > 0 && (
        <dl className="mt-3 space-y-1 text-sm">
          {lines.map((line, i) => (
            <div key={i} className={`flex justify-between gap-4 ${line.kind === 'total' ? 'mt-2 border-t border-brand-100 pt-2 text-lg font-bold text-slate-900' : 'text-slate-700'}`}>
              <dt>{line.label}</dt>
              <dd className="tabular-nums" data-price-total={line.kind === 'total' ? totalCents : undefined}>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {note && <p className="mt-2 text-xs text-slate-600">{note}</p>}
      {children}
    </div>
  )
}

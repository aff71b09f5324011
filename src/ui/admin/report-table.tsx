import type { ReactNode } from 'react'

export interface ReportColumn {
  key: string
  label: ReactNode
  /** Figures: aligned right. */
  numeric?: boolean
}

/**
 * A read-only table of an admin report (performance, web vitals, translations, takings): one header
 * style, sideways scrolling on narrow screens. The body (one or more <tbody>) comes as children.
 * `labelledBy` is the id of the heading that names it: the scrolling box is focusable and named by
 * it, so it scrolls from the keyboard too (a table of figures holds nothing else to focus). A group,
 * not a region: the section around it is already the landmark with that name.
 */
export function ReportTable({ columns, labelledBy, className = 'divide-y divide-slate-200', children }: { columns: ReportColumn[]; labelledBy: string; className?: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={labelledBy} tabIndex={0} className="mt-4 overflow-x-auto">
      <table className={`min-w-full text-sm ${className}`}>
        <thead>
          <tr className="text-left text-xs font-semibold uppercase tracking-wider text-slate-500">
            {columns.map((column, i) => (
              <th key={column.key} scope="col" className={`py-2${i < columns.length - 1 ? ' pr-4' : ''}${column.numeric ? ' text-right' : ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  )
}

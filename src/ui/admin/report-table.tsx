import type { ReactNode } from 'react'

export interface ReportColumn {
  key: string
  label: ReactNode
  /** Figures: aligned right. */
  numeric?: boolean
}

/**
 * A read-only table of an admin report (performance, web vitals, translations): one header style,
 * sideways scrolling on narrow screens. The body (one or more <tbody>) comes as children.
 */
export function ReportTable({ columns, className = 'divide-y divide-slate-200', children }: { columns: ReportColumn[]; className?: string; children: ReactNode }) {
  return (
    <div className="mt-4 overflow-x-auto">
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

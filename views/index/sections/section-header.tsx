import type { ReactNode } from 'react'

export function SectionHeader({ id, title, intro, action }: { id: string; title: string; intro?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="section-title">{title}</h2>
        {intro && <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>}
      </div>
      {action}
    </div>
  )
}

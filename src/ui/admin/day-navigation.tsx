import type { ReactNode } from 'react'

export const DAY_NAV_LINK = 'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100'

export interface DayNavigationTexts {
  navigation: string
  previous: string
  next: string
  date: string
  show: string
}

/**
 * Previous and next, and a date picker (a GET form: no JavaScript needed) for a screen of one
 * island day or week at `path`; `keep` is the rest of the address each link and the form keep
 * (`view=week`), `children` the screen's own links on the right.
 */
export function DayNavigation({ path, date, previous, next, texts, inputId, keep = {}, children }: { path: string; date: string; previous: string; next: string; texts: DayNavigationTexts; inputId: string; keep?: Record<string, string>; children?: ReactNode }) {
  const rest = Object.entries(keep).map(([name, value]) => `&${name}=${encodeURIComponent(value)}`).join('')
  return (
    <nav aria-label={texts.navigation} className="mb-4 flex flex-wrap items-end gap-3">
      <a className={DAY_NAV_LINK} href={`${path}?date=${previous}${rest}`} rel="prev">← {texts.previous}</a>
      <a className={DAY_NAV_LINK} href={`${path}?date=${next}${rest}`} rel="next">{texts.next} →</a>
      <form method="get" action={path} className="flex items-end gap-2">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">{texts.date}</label>
          <input id={inputId} name="date" type="date" defaultValue={date} className="field mt-1 py-1.5" />
        </div>
        {Object.entries(keep).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <button type="submit" className="btn-primary py-1.5">{texts.show}</button>
      </form>
      {children && <span className="ml-auto flex flex-wrap gap-2">{children}</span>}
    </nav>
  )
}

import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'

const Context = createContext<PageContext | null>(null)

export function PageContextProvider({ value, children }: { value: PageContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** Server-side only: islands receive what they need as props instead. */
export function usePageContext(): PageContext {
  const value = useContext(Context)
  if (!value) throw new Error('usePageContext outside of a page')
  return value
}

/**
 * The page's data, typed by the page's own data hook (`usePageData<TripData>()` where
 * `TripData = Awaited<ReturnType<typeof data>>` in its +data.ts): the one place that says so.
 */
export function usePageData<Data>(): Data {
  return usePageContext().data as Data
}

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

export function useT() {
  const { t, lng } = usePageContext()
  return { t, lng }
}

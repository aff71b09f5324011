import type { ReactNode } from 'react'
import { Footer } from './footer'
import { GlobalIslands } from './global-islands'
import { Header } from './header'

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <GlobalIslands />
    </div>
  )
}

export function MinimalLayout({ children, chat = true }: { children: ReactNode; chat?: boolean }) {
  return (
    <>
      <main id="main-content" tabIndex={-1} className="min-h-screen focus:outline-none">
        {children}
      </main>
      <GlobalIslands chat={chat} />
    </>
  )
}

/** The staff login: a page of its own, without the visitors' chat assistant. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return <MinimalLayout chat={false}>{children}</MinimalLayout>
}

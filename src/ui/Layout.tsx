import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { GlobalIslands } from './GlobalIslands'
import { Header } from './Header'

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

export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main-content" tabIndex={-1} className="min-h-screen focus:outline-none">
        {children}
      </main>
      <GlobalIslands />
    </>
  )
}

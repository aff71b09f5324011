import type { ReactNode } from 'react'
import { usePageContext } from './page-context'

/** The frame of the staff sign-in pages (log in, forgot password, reset password): logo, then one card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { site } = usePageContext()
  return (
    <div className="flex min-h-screen items-center justify-center bg-sand-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <a href="/" className="mb-6 flex items-center justify-center gap-2 font-bold text-brand-900">
          <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
          <span className="text-lg">{site.businessName}</span>
        </a>
        <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  )
}

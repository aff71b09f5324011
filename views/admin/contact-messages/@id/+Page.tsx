import type { ReactNode } from 'react'
import { AdminFacts, AdminPageHeader } from '../../../../src/ui/admin-layout'
import { SavedMessage } from '../../../../src/ui/admin-list'
import { ConfirmDelete } from '../../../../src/ui/confirm-delete'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { ContactMessageData } from './+data'
import { PhoneLink } from '../../../../src/ui/admin/phone-link'

const STATUSES = ['new', 'read', 'archived', 'spam'] as const

export default function Page() {
  const { t } = usePageContext()
  const { message: m } = usePageData<ContactMessageData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:contactAdmin.${key}`, options)
  const rows: Array<[string, ReactNode]> = [
    [a('kind'), a(`kinds.${m.kind}`)],
    [a('received'), m.received],
    [a('email'), <a className="text-brand-700 hover:underline" href={`mailto:${m.email}`}>{m.email}</a>],
    [a('phone'), m.phone ? <PhoneLink key="p" phone={m.phone} /> : null],
    [a('trip'), m.trip?.name ?? null],
    [a('travelDate'), m.travelDate],
    [a('people'), m.people === null ? null : String(m.people)],
    [a('language'), t(`admin:transfersAdmin.languages.${m.language}`, { defaultValue: m.language })],
    [a('consent'), m.consent],
    [a('sourcePage'), m.sourcePage],
  ]
  return (
    <>
      <AdminPageHeader title={`${a('detailTitle')}: ${m.name}`} action={<a href="/admin/contact-messages" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <SavedMessage />
      <div className="max-w-3xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800" data-status={m.status}>{a(`statuses.${m.status}`)}</span>
        </p>
        <blockquote className="whitespace-pre-wrap rounded-xl bg-slate-50 p-4 text-slate-900">{m.message}</blockquote>
        <AdminFacts rows={rows} />
        <div className="flex flex-wrap gap-3">
          {STATUSES.filter((s) => s !== m.status).map((s) => (
            <form key={s} method="post" action={`/admin/contact-messages/${m.id}`}>
              <CsrfField />
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value={s} />
              <button type="submit" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">{a(`markAs.${s}`)}</button>
            </form>
          ))}
          <form method="post" action={`/admin/contact-messages/${m.id}`}>
            <CsrfField />
            <input type="hidden" name="intent" value="delete" />
            <ConfirmDelete label={a('delete')} />
          </form>
        </div>
      </div>
    </>
  )
}

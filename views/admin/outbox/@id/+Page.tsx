import { AdminFacts, AdminPageHeader } from '../../../../src/ui/admin-layout'
import { formatBytes } from '../../../../src/i18n/format'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { SuccessAlert } from '../../../../src/ui/form'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { OutboxMessageData } from './+data'

const OUTCOMES = ['resent', 'due', 'busy'] as const

export default function Page() {
  const { t, lng, query } = usePageContext()
  const { mail: m, retentionDays } = usePageData<OutboxMessageData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:outboxAdmin.${key}`, options)
  const outcome = OUTCOMES.find((o) => o === query.saved)
  const rows: Array<[string, string | null]> = [
    [a('to'), m.to],
    [a('replyTo'), m.replyTo],
    [a('subject'), m.bodyRemoved ? a('retention.removedField') : m.subject],
    [a('retention.reference'), m.reference],
    [a('kind'), m.kind],
    [a('language'), t(`admin:transfersAdmin.languages.${m.language}`, { defaultValue: m.language })],
    [a('queued'), m.queued],
    [a('sent'), m.sent],
    [a('attempts'), String(m.attempts)],
    [a('nextAttempt'), m.nextAttempt],
    [a('lastError'), m.lastError],
  ]
  return (
    <>
      <AdminPageHeader title={`${a('detailTitle')} #${m.id}`} action={<a href="/admin/outbox" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      {outcome && <div className="mb-4"><SuccessAlert title={a(`outcomes.${outcome}`)} /></div>}
      {query.saved === 'removed' && (
        <div role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
          {a('retention.resendRefused', { count: retentionDays })}
        </div>
      )}
      <div className="max-w-3xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800" data-status={m.status}>{a(`statuses.${m.status}`)}</span>
        </p>
        <AdminFacts rows={rows} />
        <section aria-labelledby="mail-body">
          <h2 id="mail-body" className="mb-2 text-sm font-semibold text-slate-700">{a('body')}</h2>
          {m.bodyRemoved ? (
            // Removed by the retention job (ADR 056): say so, rather than show an empty box.
            <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800" data-body-removed>
              {a('retention.removed', { count: retentionDays, date: m.bodyRemoved })}
            </p>
          ) : (
            <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded-xl bg-slate-50 p-4 font-sans text-sm text-slate-900">{m.text}</pre>
          )}
        </section>
        {m.attachments.length > 0 && (
          <section aria-labelledby="mail-attachments">
            <h2 id="mail-attachments" className="mb-2 text-sm font-semibold text-slate-700">{t('admin:outboxAttachments.title')}</h2>
            <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
              {m.attachments.map((file) => (
                <li key={file.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
                  <a href={file.href} download={file.filename} className="font-medium text-brand-700 hover:underline" aria-label={t('admin:outboxAttachments.download', { filename: file.filename })}>
                    {file.filename}
                  </a>
                  <span className="text-slate-600">{`${file.contentType.split(';')[0]} · ${formatBytes(file.size, lng)}`}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {m.action && (
          <form method="post" action={`/admin/outbox/${m.id}/resend`}>
            <CsrfField />
            <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">{a(m.action === 'resend' ? 'resend' : 'sendNow')}</button>
            <p className="mt-2 text-sm text-slate-600">{a(m.action === 'resend' ? 'resendHelp' : 'sendNowHelp')}</p>
          </form>
        )}
      </div>
    </>
  )
}

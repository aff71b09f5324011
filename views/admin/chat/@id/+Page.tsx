import { AdminFacts, AdminPageHeader } from '../../../../src/ui/admin-layout'
import { ConfirmDelete } from '../../../../src/ui/confirm-delete'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { ChatMessageData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { message } = usePageData<ChatMessageData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:chatAdmin.${key}`, options)
  const rows: Array<[string, string | null]> = [
    [a('received'), message.received],
    [a('language'), t(`admin:transfersAdmin.languages.${message.language}`, { defaultValue: message.language })],
    [a('page'), message.page],
    [a('forward'), t(`admin:chatAdmin.forwardStatus.${message.forwardStatus}`)],
    [a('forwardedAt'), message.forwarded],
    [a('forwardError'), message.forwardError],
  ]
  return (
    <>
      <AdminPageHeader title={a('detailTitle')} action={<a href="/admin/chat" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <div className="max-w-3xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <blockquote className="whitespace-pre-wrap rounded-xl bg-slate-50 p-4 text-slate-900">{message.message}</blockquote>
        <AdminFacts rows={rows} />
        <div className="flex flex-wrap gap-3">
          <form method="post" action={`/admin/chat/${message.id}`}>
            <CsrfField />
            <input type="hidden" name="intent" value="unread" />
            <button type="submit" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">{a('markUnread')}</button>
          </form>
          <form method="post" action={`/admin/chat/${message.id}`}>
            <CsrfField />
            <input type="hidden" name="intent" value="delete" />
            <ConfirmDelete label={a('delete')} />
          </form>
        </div>
      </div>
    </>
  )
}

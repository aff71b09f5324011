import { AdminFacts, AdminPageHeader } from '../../../../src/ui/admin-layout'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { Checkbox } from '../../../../src/ui/form'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { SubscriberData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { subscriber: s } = usePageData<SubscriberData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:subscribersAdmin.${key}`, options)
  const rows: Array<[string, string | null]> = [
    [a('status'), t(`admin:subscriberStatus.${s.status}`)],
    [a('language'), t(`admin:transfersAdmin.languages.${s.language}`, { defaultValue: s.language })],
    [a('source'), s.source],
    [a('created'), s.created],
    [a('confirmed'), s.confirmed],
    [a('unsubscribed'), s.unsubscribed],
  ]
  return (
    <>
      <AdminPageHeader title={s.email} intro={a('detailTitle')} action={<a href="/admin/subscribers" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <div className="max-w-2xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <AdminFacts rows={rows} />
        <form method="post" action={`/admin/subscribers/${s.id}`} className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4" noValidate>
          <h2 className="font-semibold text-red-900">{a('deleteTitle')}</h2>
          <p className="text-sm text-red-900">{a('deleteHint')}</p>
          <CsrfField />
          <input type="hidden" name="intent" value="delete" />
          <Checkbox name="confirm" label={a('confirmLabel')} required>{a('confirmLabel')}</Checkbox>
          <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">{a('delete')}</button>
        </form>
      </div>
    </>
  )
}

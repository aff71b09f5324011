import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { FormAlert, SuccessAlert, TextArea } from '../../../../src/ui/form'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { TransferDetailData } from './+data'

const BUTTON: Record<string, string> = {
  confirmed: 'btn-primary',
  completed: 'btn-primary',
  cancelled: 'rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800',
}

export default function Page() {
  const { t, query, form } = usePageContext()
  const { detail } = usePageData<TransferDetailData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:transfersAdmin.${key}`, options)
  const saved = query.saved
  return (
    <>
      <AdminPageHeader
        title={`${a('detailTitle')} ${detail.reference}`}
        intro={a('received', { date: detail.createdAt })}
        action={<a href="/admin/transfers" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>}
      />
      {saved && (
        <div className="mb-4">
          <SuccessAlert title={saved === 'notes' ? a('notesSaved') : a('statusSaved', { status: t(`admin:transferStatus.${saved}`) })} />
        </div>
      )}
      {form?.message && (
        <div className="mb-4">
          <FormAlert />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="t-status">
            <h2 id="t-status" className="text-lg font-semibold text-slate-900">{a('status')}</h2>
            <p className="mt-2">
              <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800" data-status={detail.status}>{t(`admin:transferStatus.${detail.status}`)}</span>
            </p>
            {detail.next.length > 0 ? (
              <>
                <p className="mt-3 text-sm text-slate-600">{a('statusHint', { language: t(`admin:transfersAdmin.languages.${detail.language}`, { defaultValue: detail.language }) })}</p>
                <div className="mt-3 flex flex-wrap gap-3">
                  {detail.next.map((status) => (
                    <form key={status} method="post" action={`/admin/transfers/${detail.id}`}>
                      <CsrfField />
                      <input type="hidden" name="intent" value="status" />
                      <input type="hidden" name="status" value={status} />
                      <button type="submit" className={BUTTON[status]}>{a(`actions.${status}`)}</button>
                    </form>
                  ))}
                </div>
              </>
            ) : (
              <p className="mt-3 text-sm text-slate-600">{a('final')}</p>
            )}
          </section>

          {detail.cancellation && (
            <section className="rounded-2xl border border-amber-300 bg-amber-50 p-6" aria-labelledby="t-cancel">
              <h2 id="t-cancel" className="text-lg font-semibold text-amber-900">{a('cancellationRequest')}</h2>
              <p className="mt-2 text-sm text-amber-900">{a('cancellationAt', { date: detail.cancellation.requestedAt })}</p>
              {detail.cancellation.note && <blockquote className="mt-2 whitespace-pre-wrap border-l-4 border-amber-400 pl-3 text-sm text-amber-950">{detail.cancellation.note}</blockquote>}
            </section>
          )}

          <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="t-trip">
            <h2 id="t-trip" className="text-lg font-semibold text-slate-900">{a('trip')}</h2>
            <dl className="mt-3 divide-y divide-slate-100 text-sm">
              {detail.rows.map(([label, value]) => (
                <div key={label} className="grid grid-cols-3 gap-3 py-2">
                  <dt className="font-medium text-slate-600">{label}</dt>
                  <dd className="col-span-2 text-slate-900">{value}</dd>
                </div>
              ))}
              {detail.notes && (
                <div className="grid grid-cols-3 gap-3 py-2">
                  <dt className="font-medium text-slate-600">{t('airport-transfers:details.notes')}</dt>
                  <dd className="col-span-2 whitespace-pre-wrap text-slate-900">{detail.notes}</dd>
                </div>
              )}
            </dl>
          </section>

          <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="t-price">
            <h2 id="t-price" className="text-lg font-semibold text-slate-900">{a('price')}</h2>
            <table className="mt-3 w-full text-sm">
              <tbody className="divide-y divide-slate-100">
                {detail.price.map((line, i) => (
                  <tr key={i} className={line.kind === 'total' ? 'font-semibold' : undefined}>
                    <th scope="row" className="py-2 text-left font-normal text-slate-700">{line.label}</th>
                    <td className="py-2 text-right tabular-nums text-slate-900">{line.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>

        <div className="space-y-6">
          <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="t-customer">
            <h2 id="t-customer" className="text-lg font-semibold text-slate-900">{a('customer')}</h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div><dt className="font-medium text-slate-600">{t('airport-transfers:details.name')}</dt><dd>{detail.customer.name}</dd></div>
              <div><dt className="font-medium text-slate-600">{t('airport-transfers:details.email')}</dt><dd><a className="text-brand-700 hover:underline" href={`mailto:${detail.customer.email}`}>{detail.customer.email}</a></dd></div>
              <div><dt className="font-medium text-slate-600">{t('airport-transfers:details.phone')}</dt><dd><a className="text-brand-700 hover:underline" href={`tel:${detail.customer.phone.replace(/[^\d+]/g, '')}`}>{detail.customer.phone}</a></dd></div>
              <div><dt className="font-medium text-slate-600">{t('airport-transfers:details.language')}</dt><dd>{t(`admin:transfersAdmin.languages.${detail.language}`, { defaultValue: detail.language })}</dd></div>
              {detail.sourcePage && <div><dt className="font-medium text-slate-600">{a('sourcePage')}</dt><dd>{detail.sourcePage}</dd></div>}
            </dl>
          </section>

          <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="t-notes">
            <h2 id="t-notes" className="text-lg font-semibold text-slate-900">{a('internalNotes')}</h2>
            <form method="post" action={`/admin/transfers/${detail.id}`} className="mt-3 space-y-3" noValidate>
              <CsrfField />
              <input type="hidden" name="intent" value="notes" />
              <TextArea name="internalNotes" label={a('internalNotes')} rows={6} maxLength={5000} defaultValue={detail.internalNotes} />
              <button type="submit" className="btn-primary">{a('saveNotes')}</button>
            </form>
          </section>
        </div>
      </div>
    </>
  )
}

import type { TransferAdminRow } from '../../transfers/transfers.admin.server'
import { FLASH_PARAMS } from '../admin-list'
import { CsrfField } from '../csrf-field'
import { SuccessAlert } from '../form'
import { usePageContext } from '../page-context'

/**
 * The list's bookings on request, each with a checkbox, and one button that confirms the ticked
 * ones (a plain form: it works without JavaScript). Only the rows of the page shown.
 */
export function BulkConfirmPanel({ rows }: { rows: TransferAdminRow[] }) {
  const { t, query } = usePageContext()
  if (!rows.length) return null
  // The list shown (filters, sort, page): the confirmation comes back to it.
  const list = new URLSearchParams(Object.entries(query).filter(([key]) => !FLASH_PARAMS.includes(key))).toString()
  const b = (key: string, options?: Record<string, unknown>) => t(`admin:bookingEdit.bulk.${key}`, options)
  return (
    <form method="post" action="/admin/transfers/confirm-selected" className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="bulk-confirm">
      <CsrfField />
      {list && <input type="hidden" name="list" value={list} />}
      <h2 id="bulk-confirm" className="text-lg font-semibold text-slate-900">{b('title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{b('intro')}</p>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {rows.map((r) => (
          <li key={r.id} className="py-2">
            <label className="flex items-start gap-3">
              <input type="checkbox" name="ids" value={r.id} className="mt-1 size-4 rounded border-slate-400 text-brand-700" />
              <span>
                <span className="font-medium text-slate-900">{r.reference}</span> · {r.customerName} · {r.pickups.join(' · ')} · {r.route}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <button type="submit" className="btn-primary mt-3">{b('submit')}</button>
    </form>
  )
}

/**
 * "3 confirmed; 1 skipped: MT-2026-000012 (already cancelled); 1 skipped because its pick-up has
 * passed: MT-2026-000015" after a bulk confirmation.
 */
export function BulkConfirmResult() {
  const { t, query } = usePageContext()
  if (query.confirmed === undefined) return null
  const skipped = (query.skipped ?? '').split(',').filter(Boolean).map((item) => {
    const [reference, status] = item.split(':')
    return `${reference} (${t(`admin:transferStatus.${status}`, { defaultValue: status ?? '' })})`
  })
  const past = (query.past ?? '').split(',').filter(Boolean)
  return (
    <div className="mb-4">
      <SuccessAlert title={t('admin:bookingEdit.bulk.confirmed', { count: Number(query.confirmed) || 0 })}>
        {skipped.length > 0 && <p>{t('admin:bookingEdit.bulk.skipped', { count: skipped.length, list: skipped.join(', ') })}</p>}
        {past.length > 0 && <p>{t('admin:bookingEdit.bulk.past', { count: past.length, list: past.join(', ') })}</p>}
      </SuccessAlert>
    </div>
  )
}

import { AdminFacts, AdminPageHeader } from '../../../../src/ui/admin-layout'
import { CLOSURE_CAUSES, closureReasonText } from '../../../../src/departures/closure-causes'
import { RadioCards } from '../../../../src/ui/form-choices'
import { DANGER_BUTTON } from '../../../../src/ui/confirm-delete'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { Checkbox, FormAlert, SuccessAlert, TextField } from '../../../../src/ui/form'
import { HistoryList, Panel } from '../../../../src/ui/admin/detail-parts'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { DepartureAdminData } from './+data'
import { PhoneLink } from '../../../../src/ui/admin/phone-link'

const SECONDARY = 'rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100'


function Flash() {
  const { t, query } = usePageContext()
  if (query.saved === 'closed') {
    return (
      <SuccessAlert title={t('admin:departureClosure.closed')}>
        <p>{t('admin:departureClosure.notified', { count: Number(query.notified) || 0 })}</p>
        {Number(query.expired) > 0 && <p>{t('admin:departureClosure.expired', { count: Number(query.expired) })}</p>}
      </SuccessAlert>
    )
  }
  if (query.saved === 'reopened') {
    return (
      <SuccessAlert title={t('admin:departureClosure.reopened')}>
        {Number(query.withdrawn) > 0 && <p>{t('admin:departureClosure.withdrawn', { count: Number(query.withdrawn) })}</p>}
        {Number(query.told) > 0 && <p>{t('admin:departureClosure.toldGoesAhead', { count: Number(query.told) })}</p>}
      </SuccessAlert>
    )
  }
  return null
}

export default function Page() {
  const { t, form } = usePageContext()
  const { departure } = usePageData<DepartureAdminData>()
  const { manifest: m, closure } = departure
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:manifest.${key}`, options)
  const c = (key: string, options?: Record<string, unknown>) => t(`admin:departureClosure.${key}`, options)
  return (
    <>
      <AdminPageHeader
        title={`${m.trip} · ${m.dayLabel} · ${m.time}`}
        intro={a('intro')}
        action={
          <div className="flex flex-wrap items-center gap-3">
            <a href={departure.pdfHref} className="btn-primary">{a('print')}</a>
            <a href={departure.dayPdfHref} className={SECONDARY}>{a('printDay')}</a>
            {m.status === 'open' && <a href={departure.newBookingHref} className={SECONDARY}>{t('admin:tripBookings.newBooking')}</a>}
            <a href={`/admin/departures/${m.id}/edit`} className={SECONDARY}>{a('edit')}</a>
            <a href="/admin/departures" className="text-sm font-medium text-brand-700 hover:underline">{a('calendar')}</a>
          </div>
        }
      />
      <div className="mb-4 space-y-4">
        <Flash />
        {form?.message && <FormAlert />}
        {m.status === 'closed' && (
          <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900" role="note" data-status="closed">
            {c('isClosed', { reason: closureReasonText(m.closedReason, t) })}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel id="d-totals" title={a('totals')}>
            <AdminFacts
              rows={[
                ...m.totals.map((cat): [string, string] => [cat.label, String(cat.count)]),
                [a('participantsLabel'), String(m.participants)],
                [a('seatsLabel'), a('seatsTaken', { taken: m.seatsTaken, capacity: m.capacity })],
                [a('seatsLeftLabel'), String(m.seatsLeft)],
                [a('guideLanguages'), m.guideLanguages.map((l) => l.toUpperCase()).join(', ') || '—'],
                [a('dueTotal'), m.dueTotal],
              ]}
            />
          </Panel>

          <Panel id="d-bookings" title={a('bookings')}>
            {m.bookings.length === 0 ? (
              <p className="text-sm text-slate-600">{a('noBookings')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
                    <tr>
                      <th scope="col" className="py-2 pr-3">{a('columns.customer')}</th>
                      <th scope="col" className="py-2 pr-3">{a('columns.phone')}</th>
                      <th scope="col" className="py-2 pr-3">{a('columns.participants')}</th>
                      <th scope="col" className="py-2 pr-3">{a('columns.guideLanguage')}</th>
                      <th scope="col" className="py-2 pr-3">{a('columns.notes')}</th>
                      <th scope="col" className="py-2">{a('columns.payment')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {m.bookings.map((b) => (
                      <tr key={b.id} data-booking={b.reference}>
                        <td className="py-2 pr-3">
                          <a href={`/admin/trip-bookings/${b.id}`} className="font-medium text-brand-700 hover:underline">{b.name}</a>
                          <div className="text-xs text-slate-500">{b.reference}{b.source === 'phone' ? ' ☎' : ''}</div>
                        </td>
                        <td className="py-2 pr-3">{b.phone ? <PhoneLink phone={b.phone} className="hover:underline" /> : '—'}</td>
                        <td className="py-2 pr-3">{b.party}</td>
                        <td className="py-2 pr-3">{b.guideLanguage?.toUpperCase() ?? '—'}</td>
                        <td className="whitespace-pre-wrap py-2 pr-3">{b.notes || '—'}</td>
                        <td className={`py-2 ${b.payment.kind === 'paid' ? 'text-emerald-800' : 'font-semibold text-amber-800'}`}>{a(`payment.${b.payment.kind}`, { amount: b.payment.amount })}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Panel>

          <Panel id="d-history" title={a('history')}>
            <HistoryList rows={departure.history} empty={a('noHistory')} />
          </Panel>
        </div>

        <div className="space-y-6">
          {m.status === 'open' && m.started ? (
            <Panel id="d-close" title={c('title')}>
              <p className="text-sm text-slate-700" data-status="started">{c('alreadyStarted')}</p>
            </Panel>
          ) : m.status === 'open' ? (
            <Panel id="d-close" title={c('title')}>
              <p className="text-sm text-slate-700">{c('intro', { count: m.bookings.filter((b) => b.status === 'confirmed').length })}</p>
              <form method="post" action={`/admin/departures/${m.id}`} className="mt-3 space-y-3" noValidate>
                <CsrfField />
                <input type="hidden" name="intent" value="close" />
                <RadioCards name="cause" label={c('cause')} required columns="grid-cols-1" defaultValue="weather" options={[...CLOSURE_CAUSES.map((value) => ({ value, label: t(`trips:closure.causes.${value}`) })), { value: 'other', label: c('causeOther') }]} />
                <TextField name="reason" label={c('reason')} />
                <Checkbox name="confirm" label="" required>{c('confirm')}</Checkbox>
                <button type="submit" className={DANGER_BUTTON}>{c('submit')}</button>
              </form>
            </Panel>
          ) : (
            <Panel id="d-reopen" title={c('reopenTitle')}>
              {closure?.closedBy && <p className="text-sm text-slate-700">{c('closedBy', { name: closure.closedBy })}</p>}
              {closure?.reopenable ? (
                <form method="post" action={`/admin/departures/${m.id}`} className="mt-3 space-y-3">
                  <CsrfField />
                  <input type="hidden" name="intent" value="reopen" />
                  <p className="text-sm text-slate-700">{c('reopenIntro')}</p>
                  <button type="submit" className="btn-primary">{c('reopen')}</button>
                </form>
              ) : (
                <p className="mt-3 text-sm text-slate-700">{c('reopenBlocked', { reference: closure?.blockedBy ?? '' })}</p>
              )}
            </Panel>
          )}
        </div>
      </div>
    </>
  )
}

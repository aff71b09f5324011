import type { ReactNode } from 'react'
import { closureReasonText } from '../../../../src/departures/closure-causes'
import { DANGER_BUTTON } from '../../../../src/ui/confirm-delete'
import { AdminFacts, AdminPageHeader, Reference } from '../../../../src/ui/admin-layout'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { Checkbox, FieldScope, FormAlert, SuccessAlert, TextField } from '../../../../src/ui/form'
import { RadioCards, SelectField } from '../../../../src/ui/form-choices'
import { RefundDoneLine, RefundWarnings } from '../../../../src/ui/admin/refund-warnings'
import { RefundFields } from '../../../../src/ui/admin/refund-fields'
import { MoneyByHandForm } from '../../../../src/ui/admin/money-by-hand-form'
import { HistoryList, Panel, PaymentLinkNote, ReceiptLink, StatusBadges } from '../../../../src/ui/admin/detail-parts'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { TripBookingDetailData } from './+data'
import { PhoneLink } from '../../../../src/ui/admin/phone-link'



/** An action behind a summary (details/summary: opens without JavaScript), posting to the booking's address. */
function Action({ label, danger, intent, id, children }: { label: string; danger?: boolean; intent: string; id: number; children: ReactNode }) {
  const { query, form } = usePageContext()
  const sent = form?.values.intent === intent
  return (
    <details className="rounded-lg border border-slate-200 open:bg-slate-50 open:p-3" open={sent || query.open === intent}>
      <summary className={`${danger ? DANGER_BUTTON : 'btn-primary'} cursor-pointer list-none`}>{label}</summary>
      <form method="post" action={`/admin/trip-bookings/${id}?open=${intent}`} className="mt-3 space-y-3 text-sm" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        <FieldScope prefix={intent} sent={sent}>
          {children}
        </FieldScope>
      </form>
    </details>
  )
}

/** What the last change did, and apart from it what did not go back (a refund with nothing saved shows only that). */
function Flash() {
  const { t, query } = usePageContext()
  const { detail } = usePageData<TripBookingDetailData>()
  const saved = query.saved
  return (
    <>
      {saved && (
        <div className="mb-4">
          <SuccessAlert title={t(`admin:tripBookings.saved.${saved}`, { defaultValue: t('admin:flash.updated') })}>
            {query.difference && <p>{t('admin:tripBookings.priceDifference', { difference: query.difference })}</p>}
            {query.due && <p>{t('admin:tripBookings.balanceDue', { amount: query.due })}</p>}
            {query.over && <p>{t(detail.refundToCard ? 'admin:tripBookings.balanceOver' : 'admin:tripBookings.balanceOverByHand', { amount: query.over })}</p>}
            <RefundDoneLine />
          </SuccessAlert>
        </div>
      )}
      <RefundWarnings className="mb-4 space-y-3" />
    </>
  )
}

export default function Page() {
  const { t, form } = usePageContext()
  const { detail: d } = usePageData<TripBookingDetailData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:tripBookings.${key}`, options)
  return (
    <>
      <AdminPageHeader
        title={<>{a('detailTitle')} <Reference>{d.reference}</Reference></>}
        intro={a('received', { date: d.createdAt })}
        action={<a href="/admin/trip-bookings" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>}
      />
      <Flash />
      {d.customerLink && <PaymentLinkNote>{t('admin:tripBookings.paymentLink', { url: d.customerLink })}</PaymentLinkNote>}
      {form?.message && (
        <div className="mb-4">
          <FormAlert />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel id="b-status" title={a('status')}>
            <StatusBadges status={d.status} statusLabel={a(`statuses.${d.status}`)} others={[t(`admin:paymentStatus.${d.paymentStatus}`), a(`sources.${d.source}`)]} />
            {d.departure.status === 'closed' && <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="note">{a('departureClosed', { reason: closureReasonText(d.departure.closedReason, t) })}</p>}
            <div className="mt-4 flex flex-col gap-3">
              {d.changeable && d.departures.length > 0 && (
                <Action label={a('move.title')} intent="move" id={d.id}>
                  <input type="hidden" name="version" value={d.version} />
                  <SelectField name="departureId" label={a('move.departure')} required placeholder={a('move.choose')} options={d.departures.map((dep) => ({ value: String(dep.id), label: `${dep.label} — ${a('move.seatsLeft', { count: dep.seatsLeft })}` }))} />
                  <Checkbox name="force" label="">{a('move.force')}</Checkbox>
                  <TextField name="reason" label={a('move.reason')} hint={a('move.reasonHint')} />
                  <button type="submit" className="btn-primary">{a('move.submit')}</button>
                </Action>
              )}
              {d.changeable && d.categories.length > 0 && (
                <Action label={a('participantsEdit.title')} intent="participants" id={d.id}>
                  <input type="hidden" name="version" value={d.version} />
                  <div className="grid gap-3 sm:grid-cols-3">
                    {d.categories.map((c) => (
                      <TextField key={c.code} name={`count.${c.code}`} type="number" min={0} max={500} label={`${c.label} (${c.price})`} defaultValue={String(c.count)} />
                    ))}
                  </div>
                  <Checkbox name="force" label="">{a('participantsEdit.force')}</Checkbox>
                  <TextField name="reason" label={a('participantsEdit.reason')} hint={a('move.reasonHint')} />
                  <button type="submit" className="btn-primary">{a('participantsEdit.submit')}</button>
                </Action>
              )}
              {d.changeable && (
                <Action label={a('resend.title')} intent="resend" id={d.id}>
                  <p>{a('resend.question', { email: d.customer.email })}</p>
                  <button type="submit" className="btn-primary">{a('resend.submit')}</button>
                </Action>
              )}
              {d.cancellable && (
                <Action label={a('cancel.title')} intent="cancel" id={d.id} danger>
                  <TextField name="reason" label={a('cancel.reason')} required />
                  <RadioCards
                    name="refund"
                    label={a('cancel.refund')}
                    required
                    defaultValue={d.refundable ? 'full' : 'none'}
                    options={[
                      ...(d.refundable ? [{ value: 'full', label: a('cancel.refundFull', { amount: d.refundable }) }, { value: 'policy', label: a('cancel.refundPolicy') }] : []),
                      { value: 'none', label: a('cancel.refundNone') },
                    ]}
                  />
                  <Checkbox name="confirm" label="" required>{a('cancel.confirm')}</Checkbox>
                  <button type="submit" className={DANGER_BUTTON}>{a('cancel.submit')}</button>
                </Action>
              )}
            </div>
          </Panel>

          <Panel id="b-departure" title={a('departure')}>
            <AdminFacts
              rows={[
                [a('trip'), d.trip.name],
                [a('departure'), <a key="dep" href={`/admin/departures/${d.departure.id}`} className="text-brand-700 hover:underline">{d.departure.label}</a>],
                [a('guideLanguage'), d.guideLanguage?.toUpperCase() ?? '—'],
                [a('notes'), d.notes || '—'],
              ]}
            />
          </Panel>

          <Panel id="b-participants" title={a('participants')}>
            <table className="w-full text-sm">
              <tbody className="divide-y divide-slate-100">
                {d.participants.map((p) => (
                  <tr key={p.code}>
                    <th scope="row" className="py-2 text-left font-normal text-slate-700">{p.count} × {p.label} ({p.unitPrice})</th>
                    <td className="py-2 text-right tabular-nums text-slate-900">{p.total}</td>
                  </tr>
                ))}
                <tr className="font-semibold">
                  <th scope="row" className="py-2 text-left">{a('seats', { count: d.seats })}</th>
                  <td className="py-2 text-right tabular-nums">{d.money.find(([label]) => label === a('total'))?.[1]}</td>
                </tr>
              </tbody>
            </table>
          </Panel>

          <Panel id="b-history" title={a('history')}>
            <HistoryList rows={d.history} empty={a('noHistory')} />
          </Panel>
        </div>

        <div className="space-y-6">
          <Panel id="b-money" title={a('payment')}>
            <AdminFacts rows={d.money} />
            {d.payments.length > 0 && (
              <ul className="mt-4 space-y-2 text-sm" aria-label={a('payments')}>
                {d.payments.map((p) => (
                  <li key={p.id} className="rounded-lg border border-slate-200 p-3" data-payment={p.status}>
                    <p className="font-medium text-slate-900">{a(`paymentKinds.${p.kind}`)} · {p.amount} · {a(`paymentStatuses.${p.status}`)}</p>
                    <p className="text-slate-600">{p.at}</p>
                    {p.refunds.map((r) => (
                      <p key={r.id} className="mt-1 text-slate-700">{a('refundLine', { amount: r.amount, status: a(`refundStatuses.${r.status}`), date: r.at, reason: r.reason })}</p>
                    ))}
                  </li>
                ))}
              </ul>
            )}
            {d.refundToCard && (
              <div className="mt-4">
                <Action label={t('admin:bookingEdit.refund.title')} intent="refund" id={d.id} danger>
                  <p>{t('admin:bookingEdit.refund.intro', { amount: d.refundToCard.price })}</p>
                  <RefundFields amount={d.refundToCard.input} />
                </Action>
              </div>
            )}
            <MoneyByHandForm action={`/admin/trip-bookings/${d.id}`} owed={d.byHand.owed} held={d.byHand.held} />
            <ReceiptLink href={d.receiptLink} label={t('admin:bookingEdit.receipt')} />
          </Panel>

          <Panel id="b-customer" title={a('customer')}>
            <AdminFacts
              rows={[
                [a('name'), d.customer.name],
                [a('email'), <a key="e" className="text-brand-700 hover:underline" href={`mailto:${d.customer.email}`}>{d.customer.email}</a>],
                [a('phone'), d.customer.phone ? <PhoneLink key="p" phone={d.customer.phone} /> : '—'],
                [a('country'), d.customer.country || '—'],
                [a('language'), t(`admin:tripBookings.languages.${d.customer.language}`, { defaultValue: d.customer.language })],
              ]}
            />
          </Panel>
        </div>
      </div>
    </>
  )
}

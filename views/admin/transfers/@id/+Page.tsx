import type { ReactNode } from 'react'
import { DANGER_BUTTON } from '../../../../src/ui/confirm-delete'
import { formatPrice } from '../../../../src/i18n/format'
import { AdminFacts, AdminPageHeader, Reference } from '../../../../src/ui/admin-layout'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { Checkbox, FieldScope, FormAlert, SuccessAlert, TextArea, TextField } from '../../../../src/ui/form'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import { RefundDoneLine, RefundWarnings } from '../../../../src/ui/admin/refund-warnings'
import { RefundFields } from '../../../../src/ui/admin/refund-fields'
import { MoneyByHandForm } from '../../../../src/ui/admin/money-by-hand-form'
import { HistoryList, Panel, PaymentLinkNote, ReceiptLink, StatusBadges } from '../../../../src/ui/admin/detail-parts'
import type { LegAdminView } from '../../../../src/transfers/transfers.admin.server'
import type { TransferDetailData } from './+data'
import { PhoneLink } from '../../../../src/ui/admin/phone-link'



/**
 * A status change asks first: the button opens its confirmation (details/summary, so it works
 * without JavaScript), which says what will happen and posts only when confirmed.
 */
function ConfirmedAction({ label, question, danger, open, children }: { label: string; question: string; danger?: boolean; /** Its form came back with errors: they show where they were made. */ open?: boolean; children: ReactNode }) {
  const { t } = usePageContext()
  return (
    <details open={open} className="group rounded-lg border border-slate-200 open:bg-slate-50 open:p-3">
      <summary className={`${danger ? DANGER_BUTTON : 'btn-primary'} cursor-pointer list-none`}>{label}</summary>
      <div className="mt-3 space-y-3 text-sm text-slate-700">
        <p>{question}</p>
        {children}
        <p className="text-xs text-slate-500">{t('admin:transfersAdmin.confirmHint')}</p>
      </div>
    </details>
  )
}

/** The flashes of a staff edit, a phone booking, a refund and a resent e-mail (ADR 041). */
const STAFF_EDIT_FLASHES = new Set(['edited', 'created', 'refunded', 'resent'])

function EditFlash({ saved }: { saved: string }) {
  const { t, query, lng } = usePageContext()
  const b = (key: string, options?: Record<string, unknown>) => t(`admin:bookingEdit.${key}`, options)
  const title = { edited: b('saved'), created: b('created'), refunded: b('refund.done'), resent: b('resend.done') }[saved] ?? b('saved')
  const [from, to] = (query.price ?? '').split('-').map(Number)
  const euros = (cents: number) => formatPrice(cents, 'EUR', lng)
  return (
    <SuccessAlert title={title}>
      {from !== undefined && to !== undefined && Number.isFinite(from) && Number.isFinite(to) && query.price && <p>{b('priceChanged', { from: euros(from), to: euros(to) })}</p>}
      {query.unassigned === '1' && <p>{b('driverUnassigned')}</p>}
      {query.mail === '1' && <p>{b('mailQueued')}</p>}
      <RefundDoneLine />
    </SuccessAlert>
  )
}

/** Gives back part or all of what was paid online: amount, reason, and a box to tick. */
function RefundForm({ id, refundable, amount }: { id: number; refundable: string; amount: string }) {
  const { t, form } = usePageContext()
  const r = (key: string, options?: Record<string, unknown>) => t(`admin:bookingEdit.refund.${key}`, options)
  return (
    <div className="mt-4">
      <ConfirmedAction label={r('title')} question={r('intro', { amount: refundable })} danger open={form?.values.intent === 'refund'}>
        <form method="post" action={`/admin/transfers/${id}`} className="space-y-3" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="refund" />
          <FieldScope prefix="refund" sent={form?.values.intent === 'refund'}>
            <RefundFields amount={amount} />
          </FieldScope>
        </form>
      </ConfirmedAction>
    </div>
  )
}

function LegCard({ bookingId, leg }: { bookingId: number; leg: LegAdminView }) {
  const { t } = usePageContext()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:transfersAdmin.${key}`, options)
  return (
    <article className="rounded-xl border border-slate-200 p-4" data-leg={leg.direction}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{a(`direction.${leg.direction}`)} · {leg.pickup}</h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800" data-status={leg.status}>{t(`admin:legStatus.${leg.status}`)}</span>
      </header>
      <AdminFacts
        className="mt-2"
        rows={[
          [a('route'), leg.route],
          [t('airport-transfers:details.flight'), leg.travel],
          [a('pickupPoint'), leg.pickupPoint],
          [a('driver'), leg.driver ?? a('unassigned')],
          [a('vehicle'), leg.vehicle ?? a('unassigned')],
        ]}
      />
      {leg.next.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {leg.next.map((status) => (
            <ConfirmedAction key={status} label={t(`admin:legActions.${status}`)} question={a(`legQuestion.${status}`)} danger={status === 'no_show'}>
              <form method="post" action={`/admin/transfers/${bookingId}`}>
                <CsrfField />
                <input type="hidden" name="intent" value="leg-status" />
                <input type="hidden" name="legId" value={leg.id} />
                <input type="hidden" name="version" value={leg.version} />
                <input type="hidden" name="status" value={status} />
                <button type="submit" className={status === 'no_show' ? DANGER_BUTTON : 'btn-primary'}>{a('confirmAction')}</button>
              </form>
            </ConfirmedAction>
          ))}
        </div>
      )}
    </article>
  )
}

export default function Page() {
  const { t, query, form } = usePageContext()
  const { detail } = usePageData<TransferDetailData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:transfersAdmin.${key}`, options)
  const saved = query.saved
  const language = t(`admin:transfersAdmin.languages.${detail.language}`, { defaultValue: detail.language })
  return (
    <>
      <AdminPageHeader
        title={<>{a('detailTitle')} <Reference>{detail.reference}</Reference></>}
        intro={a('received', { date: detail.createdAt })}
        action={
          <div className="flex flex-wrap items-center gap-4">
            {detail.editable && <a href={`/admin/transfers/${detail.id}/edit`} className="btn-primary">{t('admin:bookingEdit.edit')}</a>}
            <a href="/admin/transfers" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>
          </div>
        }
      />
      {saved && STAFF_EDIT_FLASHES.has(saved) ? (
        <div className="mb-4">
          <EditFlash saved={saved} />
        </div>
      ) : saved ? (
        <div className="mb-4">
          <SuccessAlert title={a(`saved.${saved}`, { defaultValue: a('saved.status'), minutes: detail.undoMinutes })}>
            <RefundDoneLine />
          </SuccessAlert>
        </div>
      ) : null}
      <RefundWarnings className="mb-4 space-y-3" />
      {detail.customerLink && <PaymentLinkNote>{t('admin:bookingEdit.paymentLink', { url: detail.customerLink })}</PaymentLinkNote>}
      {form?.message && (
        <div className="mb-4">
          <FormAlert />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel id="t-status" title={a('status')}>
            <StatusBadges status={detail.status} statusLabel={t(`admin:transferStatus.${detail.status}`)} others={[t(`admin:paymentStatus.${detail.payment.status}`), a(`sources.${detail.source}`)]} />
            {detail.answer && (
              <p className={`mt-3 rounded-lg p-3 text-sm ${detail.answer.overdue ? 'bg-amber-50 font-semibold text-amber-900' : 'bg-slate-50 text-slate-700'}`} role="note" data-answer={detail.answer.overdue ? 'overdue' : 'due'}>
                {a(detail.answer.overdue ? 'answerPromisedOverdue' : 'answerPromised', { time: detail.answer.by })}
              </p>
            )}
            {detail.warnings.map((w, i) => (
              <p key={i} className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="note">{t([`admin:transfersAdmin.warnings.${w.code}`, `admin:bookingEdit.warnings.${w.code}`], { reference: w.reference, hours: w.hours })}</p>
            ))}
            {detail.next.length > 0 && (
              <div className="mt-4 flex flex-wrap gap-3">
                {detail.next.map((status) => (
                  <ConfirmedAction key={status} label={a(`actions.${detail.status}.${status}`)} question={a(`questions.${detail.status}.${status}`, { language })} danger={status === 'cancelled'}>
                    <form method="post" action={`/admin/transfers/${detail.id}`} className="space-y-3">
                      <CsrfField />
                      <input type="hidden" name="intent" value="status" />
                      <input type="hidden" name="status" value={status} />
                      <FieldScope prefix={`status-${status}`} sent={form?.values.intent === 'status' && form.values.status === status}>
                        <TextField name="note" label={a('noteToCustomer')} />
                        {status === 'cancelled' && detail.payment.refundable && <Checkbox name="refund" label="">{a('refundAll', { amount: detail.payment.refundable })}</Checkbox>}
                      </FieldScope>
                      <button type="submit" className={status === 'cancelled' ? DANGER_BUTTON : 'btn-primary'}>{a('confirmAction')}</button>
                    </form>
                  </ConfirmedAction>
                ))}
              </div>
            )}
          </Panel>

          {detail.cancellation && (
            <section className="rounded-2xl border border-amber-300 bg-amber-50 p-6" aria-labelledby="t-cancel">
              <h2 id="t-cancel" className="text-lg font-semibold text-amber-900">{a('cancellationRequest')}</h2>
              <p className="mt-2 text-sm text-amber-900">{a('cancellationAt', { date: detail.cancellation.requestedAt })}</p>
              {detail.cancellation.note && <blockquote className="mt-2 whitespace-pre-wrap border-l-4 border-amber-400 pl-3 text-sm text-amber-950">{detail.cancellation.note}</blockquote>}
            </section>
          )}

          <Panel id="t-legs" title={a('legs')}>
            <div className="space-y-4">
              {detail.legs.map((leg) => (
                <LegCard key={leg.id} bookingId={detail.id} leg={leg} />
              ))}
            </div>
          </Panel>

          <Panel id="t-trip" title={a('trip')}>
            <AdminFacts rows={[...detail.rows, [t('airport-transfers:details.notes'), detail.notes]]} />
          </Panel>

          <Panel id="t-price" title={a('price')}>
            <table className="w-full text-sm">
              <tbody className="divide-y divide-slate-100">
                {detail.price.map((line, i) => (
                  <tr key={i} className={line.kind === 'total' ? 'font-semibold' : undefined}>
                    <th scope="row" className="py-2 text-left font-normal text-slate-700">{line.label}</th>
                    <td className="py-2 text-right tabular-nums text-slate-900">{line.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Panel>

          <Panel id="t-history" title={a('history')}>
            <HistoryList
              rows={detail.history}
              empty={a('noHistory')}
              aside={(h) =>
                h.undoable && (
                  <form method="post" action={`/admin/transfers/${detail.id}`}>
                    <CsrfField />
                    <input type="hidden" name="intent" value="undo" />
                    <input type="hidden" name="auditId" value={h.id} />
                    <button type="submit" className="rounded-lg border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100">{a('undo')}</button>
                  </form>
                )
              }
            />
          </Panel>
        </div>

        <div className="space-y-6">
          <Panel id="t-payment" title={a('payment')}>
            <p className="text-sm text-slate-800">{detail.payment.sentence}</p>
            <AdminFacts className="mt-2" rows={detail.payment.rows} />
            {detail.payment.balance && <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="note">{t(`admin:bookingEdit.balance.${detail.payment.balance.kind}`, { amount: detail.payment.balance.amount })}</p>}
            {detail.payment.actions.toCard && <RefundForm id={detail.id} refundable={detail.payment.actions.toCard.price} amount={detail.payment.actions.toCard.input} />}
            <MoneyByHandForm action={`/admin/transfers/${detail.id}`} owed={detail.payment.actions.owed} held={detail.payment.actions.held} />
            <ReceiptLink href={detail.receiptLink} label={t('admin:bookingEdit.receipt')} />
            {detail.resendable && (
              <div className="mt-4">
                <ConfirmedAction label={t('admin:bookingEdit.resend.button')} question={t('admin:bookingEdit.resend.question')}>
                  <form method="post" action={`/admin/transfers/${detail.id}`}>
                    <CsrfField />
                    <input type="hidden" name="intent" value="resend" />
                    <button type="submit" className="btn-primary">{a('confirmAction')}</button>
                  </form>
                </ConfirmedAction>
              </div>
            )}
          </Panel>

          <Panel id="t-customer" title={a('customer')}>
            <AdminFacts
              rows={[
                [t('airport-transfers:details.name'), detail.customer.name],
                [t('airport-transfers:details.email'), <a key="e" className="text-brand-700 hover:underline" href={`mailto:${detail.customer.email}`}>{detail.customer.email}</a>],
                [t('airport-transfers:details.phone'), <PhoneLink key="p" phone={detail.customer.phone} />],
                [t('airport-transfers:details.language'), language],
                [a('sourcePage'), detail.sourcePage],
              ]}
            />
          </Panel>

          <Panel id="t-notes" title={a('internalNotes')}>
            <form method="post" action={`/admin/transfers/${detail.id}`} className="space-y-3" noValidate>
              <CsrfField />
              <input type="hidden" name="intent" value="notes" />
              <TextArea name="internalNotes" label={a('internalNotes')} rows={6} maxLength={5000} defaultValue={detail.internalNotes} />
              <button type="submit" className="btn-primary">{a('saveNotes')}</button>
            </form>
          </Panel>
        </div>
      </div>
    </>
  )
}

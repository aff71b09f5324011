import type { ReactNode } from 'react'
import type { DriverJobView } from '../../../src/dispatch/driver-view.server'
import { CsrfField } from '../../../src/ui/csrf-field'
import { usePageContext } from '../../../src/ui/page-context'

// One job on the driver's phone: what to read at a glance on top, then who to call, then the
// buttons (each at least 48 px high, a thumb's width).

const BIG_LINK = 'flex min-h-12 flex-1 items-center justify-center rounded-xl px-4 py-3 text-base font-semibold'
const BUTTON = 'min-h-12 w-full rounded-xl px-4 py-3 text-base font-semibold'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-28 shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 flex-1 break-words text-slate-900">{children}</dd>
    </div>
  )
}

/** A status button: a form that posts the leg's version, so a change made meanwhile is refused rather than overwritten. */
function StatusForm({ job, status, driverId, danger }: { job: DriverJobView; status: string; driverId: number | null; danger?: boolean }) {
  const { t } = usePageContext()
  return (
    <form method="post" action={`/admin/driver/legs/${job.legId}/status`}>
      <CsrfField />
      <input type="hidden" name="status" value={status} />
      <input type="hidden" name="version" value={job.version} />
      {driverId !== null && <input type="hidden" name="driver" value={driverId} />}
      <button type="submit" className={danger ? `${BUTTON} bg-red-700 text-white hover:bg-red-800` : `${BUTTON} btn-primary`}>{t(`admin:legActions.${status}`)}</button>
    </form>
  )
}

function StatusButtons({ job, driverId }: { job: DriverJobView; driverId: number | null }) {
  const { t } = usePageContext()
  if (!job.next.length) return null
  const road = job.next.filter((s) => s !== 'no_show')
  return (
    <div className="mt-4 space-y-2">
      {road.map((status) => (
        <StatusForm key={status} job={job} status={status} driverId={driverId} />
      ))}
      {job.next.includes('no_show') && (
        // A no-show ends the job: it asks first (details/summary, so it works without JavaScript).
        <details className="rounded-xl border border-red-200 p-2">
          <summary className="cursor-pointer list-none py-2 text-center text-base font-semibold text-red-800">{t('admin:legActions.no_show')}</summary>
          <p className="my-2 text-sm text-slate-700">{t('admin:transfersAdmin.legQuestion.no_show')}</p>
          <StatusForm job={job} status="no_show" driverId={driverId} danger />
        </details>
      )}
    </div>
  )
}

/** On a job that asks for payment on board: the driver says it was taken, in cash or by card (the office sees it at once). */
function CollectedForm({ job, driverId }: { job: DriverJobView; driverId: number | null }) {
  const { t } = usePageContext()
  if (job.payment.kind !== 'collect' || job.status === 'cancelled' || job.status === 'no_show') return null
  const d = (key: string) => t(`admin:driverView.collected.${key}`, { amount: job.payment.kind === 'collect' ? job.payment.amount : '' })
  return (
    <form method="post" action={`/admin/driver/legs/${job.legId}/collected`} className="mt-4 grid grid-cols-2 gap-2">
      <CsrfField />
      {driverId !== null && <input type="hidden" name="driver" value={driverId} />}
      <button type="submit" name="method" value="cash" className={`${BUTTON} bg-amber-100 text-amber-950 ring-1 ring-amber-300`}>{d('cash')}</button>
      <button type="submit" name="method" value="card_terminal" className={`${BUTTON} bg-amber-100 text-amber-950 ring-1 ring-amber-300`}>{d('card')}</button>
    </form>
  )
}

export function JobCard({ job, driverId }: { job: DriverJobView; driverId: number | null }) {
  const { t } = usePageContext()
  const d = (key: string, options?: Record<string, unknown>) => t(`admin:driverView.${key}`, options)
  return (
    <article id={`leg-${job.legId}`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-leg={job.legId} aria-labelledby={`leg-${job.legId}-title`}>
      <header className="flex items-start justify-between gap-3">
        <h3 id={`leg-${job.legId}-title`} className="text-lg font-bold text-slate-900">
          <span className="mr-2 text-2xl tabular-nums">{job.time}</span>
          <span className="block text-base font-semibold">{job.from} → {job.to}</span>
        </h3>
        <span className="shrink-0 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800" data-status={job.status}>{t(`admin:legStatus.${job.status}`)}</span>
      </header>
      {job.bookingStatus === 'on_request' && <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">{d('onRequest')}</p>}
      <p className={`mt-3 rounded-lg p-2 text-base font-semibold ${job.payment.kind === 'collect' ? 'bg-amber-100 text-amber-950' : 'bg-emerald-50 text-emerald-900'}`} data-payment={job.payment.kind}>{job.paymentLine}</p>
      <dl className="mt-3 space-y-1 text-sm">
        {job.pickupPoint && <Fact label={d('pickupPoint')}>{job.pickupPoint}</Fact>}
        {job.travel && <Fact label={t('airport-transfers:details.flight')}>{job.travel}</Fact>}
        <Fact label={t('airport-transfers:details.passengers')}>{job.passengers}</Fact>
        <Fact label={t('airport-transfers:details.luggage')}>{job.luggage}</Fact>
        {job.extras.length > 0 && <Fact label={d('extras')}>{job.extras.join(', ')}</Fact>}
        <Fact label={t('airport-transfers:details.name')}>{job.customer.name}</Fact>
        {job.notes && <Fact label={t('airport-transfers:details.notes')}><span className="whitespace-pre-wrap">{job.notes}</span></Fact>}
        <Fact label={t('airport-transfers:details.vehicle')}>{job.vehicle}</Fact>
        <Fact label={d('reference')}>{job.reference}</Fact>
      </dl>
      <div className="mt-4 flex gap-2">
        <a className={`${BIG_LINK} bg-slate-900 text-white`} href={`tel:${job.customer.tel}`} aria-label={d('callLabel', { name: job.customer.name, phone: job.customer.phone })}>{d('call')}</a>
        <a className={`${BIG_LINK} bg-emerald-700 text-white`} href={job.customer.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={d('whatsappLabel', { name: job.customer.name })}>WhatsApp</a>
      </div>
      <CollectedForm job={job} driverId={driverId} />
      <StatusButtons job={job} driverId={driverId} />
    </article>
  )
}

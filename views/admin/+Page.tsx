import { quickLinksFor } from '../../src/back-office/navigation'
import { mayOpenPage } from '../../src/back-office/page-roles'
import { formatShortDateTime } from '../../src/ui/admin/admin-format'
import { AdminPageHeader } from '../../src/ui/admin-layout'
import { SuccessAlert } from '../../src/ui/form'
import { formatDate, formatPrice, formatShortPickup } from '../../src/i18n/format'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import type { DashboardData } from './+data'

/** A count with its label; `note` says what needs doing about it (in the warning colour when `alert`). */
function Stat({ label, value, href, note }: { label: string; value: number; href?: string; note?: { text: string; alert: boolean } }) {
  const body = (
    <>
      <span className="block text-3xl font-bold text-slate-900">{value}</span>
      <span className="mt-1 block text-sm text-slate-600">{label}</span>
      {note && <span className={`mt-2 block text-sm ${note.alert ? 'rounded-md bg-amber-50 px-2 py-1 font-semibold text-amber-900' : 'text-slate-600'}`}>{note.text}</span>}
    </>
  )
  return <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">{href ? <a href={href} className="block hover:text-brand-700">{body}</a> : body}</li>
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** The latest bookings of one kind: reference (opening the booking for a role that may), customer, then what and when. */
function BookingList({ items, none }: { items: Array<{ id: number; reference: string; customer: string; href?: string; detail: string }>; none: string }) {
  if (!items.length) return <p className="text-sm text-slate-600">{none}</p>
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2">
          <span>
            {item.href ? <a href={item.href} className="font-mono font-medium text-brand-700 hover:underline">{item.reference}</a> : <span className="font-mono font-medium">{item.reference}</span>} · {item.customer}
          </span>
          <span className="text-slate-600">{item.detail}</span>
        </li>
      ))}
    </ul>
  )
}

type DayCounts = NonNullable<DashboardData['operations']>['today']

/**
 * One island day's row (ADR 065): its transfer jobs, those still without a driver, its open
 * departures and the seats booked on them, each opening that day's screen for a role that may.
 * Today's and tomorrow's rows are this one component.
 */
function DayRow({ day, counts, linkFor }: { day: 'today' | 'tomorrow'; counts: DayCounts; linkFor: (href: string) => string | undefined }) {
  const { t, lng } = usePageContext()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:dashboardPage.${key}`, vars)
  const { date } = counts
  const board = linkFor('/admin/dispatch') && `/admin/dispatch?date=${date}`
  return (
    <section aria-labelledby={day} className="mb-6">
      <h2 id={day} className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">{a(day, { date: formatDate(date, lng) })}</h2>
      <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <Stat label={a('jobsToday')} value={counts.jobs} href={board} />
        <Stat label={a('unassignedToday')} value={counts.unassigned} href={board && `${board}&show=unassigned`} />
        <Stat label={a('departuresToday')} value={counts.departures} href={linkFor('/admin/departures') && `/admin/departures?view=week&date=${date}`} />
        <Stat label={a('seatsToday')} value={counts.seatsTaken} href={linkFor('/admin/trip-bookings') && `/admin/trip-bookings?from=${date}&to=${date}`} />
      </ul>
    </section>
  )
}

export default function Page() {
  const { t, lng, user } = usePageContext()
  const d = usePageData<DashboardData>()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:dashboardPage.${key}`, vars)
  const date = (value: Date | string) => formatShortDateTime(new Date(value).toISOString(), lng)
  // A count links to its screen only for a role that may open it.
  const linkFor = (href: string) => (user && mayOpenPage(user.role, href) ? href : undefined)
  const ops = d.operations
  const subs = d.subscribers
  const requestsNote = ({ overdue, nextAnswerBy }: NonNullable<typeof ops>['requests']) =>
    overdue ? { text: a('answersOverdue', { count: overdue }), alert: true } : nextAnswerBy ? { text: a('nextAnswerBy', { time: formatShortPickup(nextAnswerBy, lng) }), alert: false } : undefined
  return (
    <>
      <AdminPageHeader title={t('admin:dashboard')} intro={ops ? a('intro') : t('admin:dashboardByRole.contentIntro')} />
      {d.saved === 'password' && <div className="mb-6"><SuccessAlert title={a('passwordChanged')} /></div>}
      {user && (
        <nav aria-labelledby="quick-links" className="mb-6">
          <h2 id="quick-links" className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">{a('quickLinks.title')}</h2>
          <ul className="flex flex-wrap gap-2">
            {quickLinksFor(user.role).map((link) => (
              <li key={link.href}>
                <a href={link.href} className="inline-block rounded-lg bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-300">{t(`admin:${link.label}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {ops && <DayRow day="today" counts={ops.today} linkFor={linkFor} />}
      {ops && <DayRow day="tomorrow" counts={ops.tomorrow} linkFor={linkFor} />}
      {(ops || subs) && (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {ops && (
            <>
              <Stat label={a('newTransfers')} value={ops.counts.newTransfers} href={linkFor('/admin/transfers') && '/admin/transfers?status=on_request'} note={requestsNote(ops.requests)} />
              <Stat label={a('confirmedTransfers')} value={ops.counts.confirmedTransfers} href={linkFor('/admin/transfers') && '/admin/transfers?status=confirmed'} />
              <Stat label={a('newEnquiries')} value={ops.counts.newEnquiries} href={linkFor('/admin/trip-enquiries') && '/admin/trip-enquiries?status=new'} note={ops.lateEnquiries ? { text: a('enquiriesLate', { count: ops.lateEnquiries }), alert: true } : undefined} />
              <Stat label={a('unreadChats')} value={ops.counts.unreadChats} href={linkFor('/admin/chat') && '/admin/chat?unread=1'} />
              <Stat label={a('newContacts')} value={ops.counts.newContacts} href={linkFor('/admin/contact-messages') && '/admin/contact-messages?status=new'} />
            </>
          )}
          {subs && (
            <>
              <Stat label={a('confirmedSubscribers')} value={subs.counts.confirmed} href="/admin/subscribers?status=confirmed" />
              <Stat label={a('pendingSubscribers')} value={subs.counts.pending} href="/admin/subscribers?status=pending" />
            </>
          )}
        </ul>
      )}
      {(ops || subs) && (
        <div className="mt-6 grid gap-6 xl:grid-cols-3">
          {ops && (
            <Panel title={a('latestTransfers')}>
              <BookingList
                none={a('none')}
                items={ops.transfers.map((r) => ({ id: r.id, reference: r.reference, customer: r.customerName, href: linkFor('/admin/transfers') && `/admin/transfers/${r.id}`, detail: `${date(r.pickupAt)} · ${formatPrice(r.priceCents, r.currency, lng)} · ${t(`admin:transferStatus.${r.status}`)}` }))}
              />
            </Panel>
          )}
          {ops && (
            <Panel title={a('latestTripBookings')}>
              <BookingList
                none={a('none')}
                items={ops.tripBookings.map((b) => ({ id: b.id, reference: b.reference, customer: b.customerName, href: linkFor('/admin/trip-bookings') && `/admin/trip-bookings/${b.id}`, detail: `${b.trip} · ${date(b.startsAt)} · ${b.total} · ${t(`admin:tripBookings.statuses.${b.status}`)}` }))}
              />
            </Panel>
          )}
          {ops && (
            <Panel title={a('newChats')}>
              {ops.chats.length ? (
                <ul className="divide-y divide-slate-100 text-sm">
                  {ops.chats.map((m) => (
                    <li key={m.id} className="py-2">
                      <a href={`/admin/chat/${m.id}`} className="line-clamp-2 text-slate-800 hover:text-brand-700 hover:underline">{m.message}</a>
                      <p className="text-xs text-slate-500">{date(m.createdAt)} · {m.language.toUpperCase()} · {m.page ?? '—'}</p>
                    </li>
                  ))}
                </ul>
              ) : <p className="text-sm text-slate-600">{a('none')}</p>}
            </Panel>
          )}
          {subs && (
            <Panel title={a('newSubscribers')}>
              {subs.latest.length ? (
                <ul className="divide-y divide-slate-100 text-sm">
                  {subs.latest.map((s) => (
                    <li key={s.id} className="flex justify-between gap-2 py-2">
                      <span className="truncate">{s.email}</span>
                      <span className="shrink-0 text-slate-600">{t(`admin:subscriberStatus.${s.status}`)}</span>
                    </li>
                  ))}
                </ul>
              ) : <p className="text-sm text-slate-600">{a('none')}</p>}
            </Panel>
          )}
        </div>
      )}
    </>
  )
}

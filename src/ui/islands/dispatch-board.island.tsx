import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { assignApiPath, assignPath, boardJobAnchor, DAY_JSON_PATH, vehicleOfDriver, filterParams, jobShown, NO_FILTER, type BoardDriver, type BoardFilter, type BoardJob, type BoardVehicle, type DayBoard } from '../../dispatch/board'
import { runSheetPath } from '../../dispatch/run-sheet-paths'
import { fillTemplate } from './fill-template'

// The dispatch board's day view (docs/decisions/039). Rendered on the server with a small form per
// job (driver, vehicle, the version seen), which assigns without JavaScript. Hydrated, a job can
// be dragged by its handle into a driver's lane (dnd-kit): the move shows at once, is posted as
// JSON, and goes back with the reason if the server refuses it; the board polls the day's JSON so
// other dispatchers' and drivers' changes show.

export type DispatchBoardLabels = Record<
  | 'unassigned' | 'off' | 'offWithNote' | 'inactive' | 'runSheet' | 'jobs' | 'driver' | 'vehicle' | 'noVehicle' | 'assign' | 'move'
  | 'passengers' | 'luggage' | 'customer' | 'pickupPoint' | 'travel' | 'booking' | 'conflicts' | 'refreshed' | 'failed' | 'dropHere' | 'timeline' | 'outbound' | 'return'
  | 'dragStart' | 'dragOver' | 'dragAway' | 'dragCancel' | 'dragInstructions' | 'shownOf' | 'noneShown' | 'lanes' | 'busy' | 'tooSmall' | 'vehicleFollows' | 'vehicleToChoose',
  string
>

export interface DispatchBoardProps {
  board: DayBoard
  labels: DispatchBoardLabels
  csrfToken?: string
  /** Poll the day's JSON this often (0: never). */
  pollMs: number
  /** The page's language: the polled board comes in it too. */
  lng: string
  /** Which jobs show as cards (the page's ?show, ?from, ?to); polled jobs are filtered the same way. */
  filter?: BoardFilter
}

const UNASSIGNED = 'unassigned'
const laneId = (driverId: number | null) => (driverId === null ? UNASSIGNED : `driver-${driverId}`)

export function DispatchBoard({ board: initial, labels, csrfToken, pollMs, lng, filter = NO_FILTER }: DispatchBoardProps) {
  const [board, setBoard] = useState(initial)
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null)
  // Drag needs JavaScript: the handles appear only once hydrated.
  const [enhanced, setEnhanced] = useState(false)
  const busy = useRef(false)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }))
  useEffect(() => setEnhanced(true), [])

  const refresh = useCallback(async () => {
    const response = await fetch(`${DAY_JSON_PATH}?date=${board.date}&lng=${lng}`, { credentials: 'include', headers: { Accept: 'application/json' } })
    if (response.ok) setBoard((await response.json()) as DayBoard)
  }, [board.date, lng])

  useEffect(() => {
    if (!pollMs) return
    const timer = setInterval(() => {
      if (busy.current || document.hidden) return
      refresh().catch(() => undefined)
    }, pollMs)
    return () => clearInterval(timer)
  }, [pollMs, refresh])

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const job = board.jobs.find((j) => `job-${j.id}` === active.id)
    if (!job || !over) return
    const driverId = over.id === UNASSIGNED ? null : Number(String(over.id).replace('driver-', ''))
    if (driverId === job.driverId) return
    const vehicleId = vehicleOfDriver(board.jobs, job, driverId)
    const place = (to: number | null) => setBoard((b) => ({ ...b, jobs: b.jobs.map((j) => (j.id === job.id ? { ...j, driverId: to } : j)) }))
    place(driverId)
    busy.current = true
    try {
      const response = await fetch(assignApiPath(job.id), {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken ?? '' },
        body: JSON.stringify({ driverId, vehicleId, version: job.version }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
        place(job.driverId)
        setMessage({ kind: 'error', text: body?.error?.message ?? `${response.status}: ${response.statusText}` })
        return
      }
      const driver = board.drivers.find((d) => d.id === driverId)
      const saved = fillTemplate(labels.refreshed, { reference: job.reference, driver: driver?.name ?? labels.unassigned })
      // Say where the vehicle went: the new driver's, or none yet to choose.
      const vehicle = vehicleId === null ? (driverId === null ? '' : labels.vehicleToChoose) : fillTemplate(labels.vehicleFollows, { vehicle: board.vehicles.find((v) => v.id === vehicleId)?.label ?? '' })
      setMessage({ kind: 'ok', text: vehicle ? `${saved} ${vehicle}` : saved })
      await refresh()
    } catch {
      place(job.driverId)
      setMessage({ kind: 'error', text: labels.failed })
    } finally {
      busy.current = false
    }
  }

  // What a screen reader hears while a job is dragged, in the board's language (dnd-kit's own is
  // English); where it lands is said by the status line above, once the server has answered.
  const jobRef = (id: UniqueIdentifier) => board.jobs.find((j) => `job-${j.id}` === id)?.reference ?? ''
  const laneName = (id: UniqueIdentifier) => (id === UNASSIGNED ? labels.unassigned : (board.drivers.find((d) => laneId(d.id) === id)?.name ?? ''))
  const announcements: Announcements = {
    onDragStart: ({ active }) => fillTemplate(labels.dragStart, { reference: jobRef(active.id) }),
    onDragOver: ({ active, over }) => fillTemplate(over ? labels.dragOver : labels.dragAway, { reference: jobRef(active.id), lane: over ? laneName(over.id) : '' }),
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => fillTemplate(labels.dragCancel, { reference: jobRef(active.id) }),
  }

  const lanes: Array<{ driver: BoardDriver | null; jobs: BoardJob[] }> = [
    { driver: null, jobs: board.jobs.filter((j) => j.driverId === null) },
    ...board.drivers.map((driver) => ({ driver, jobs: board.jobs.filter((j) => j.driverId === driver.id) })),
  ]
  return (
    <DndContext id="dispatch-board" sensors={sensors} accessibility={{ announcements, screenReaderInstructions: { draggable: labels.dragInstructions } }} onDragEnd={(event) => void onDragEnd(event)}>
      <div className="space-y-4" data-testid="dispatch-board" data-enhanced={enhanced ? 'true' : undefined}>
        <p role={message?.kind === 'error' ? 'alert' : 'status'} aria-live="polite" className={message ? `rounded-xl border p-3 text-sm font-medium ${message.kind === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-900'}` : 'sr-only'} data-testid="board-message">
          {message?.text}
        </p>
        <LaneIndex lanes={lanes} labels={labels} />
        {lanes.map(({ driver, jobs }) => {
          const shown = jobs.filter((job) => jobShown(job, filter))
          return (
            <Lane key={laneId(driver?.id ?? null)} board={board} driver={driver} jobs={jobs} shown={shown.length} labels={labels}>
              {shown.map((job) => (
                <JobCard key={job.id} job={job} board={board} labels={labels} csrfToken={csrfToken} enhanced={enhanced} filter={filter} />
              ))}
            </Lane>
          )
        })}
      </div>
    </DndContext>
  )
}

/** Each lane and its count, as links: on a peak day the lanes are far apart down the page. */
function LaneIndex({ lanes, labels }: { lanes: Array<{ driver: BoardDriver | null; jobs: BoardJob[] }>; labels: DispatchBoardLabels }) {
  return (
    <nav aria-label={labels.lanes} className="rounded-2xl bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-slate-200" data-testid="lane-index">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {lanes.map(({ driver, jobs }) => (
          <li key={laneId(driver?.id ?? null)}>
            <a className={`font-medium hover:underline ${driver ? 'text-brand-700' : 'text-red-800'}`} href={`#lane-${driver?.id ?? UNASSIGNED}`}>
              {driver ? driver.name : labels.unassigned} <span className="tabular-nums">({jobs.length})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Lane({ board, driver, jobs, shown, labels, children }: { board: DayBoard; driver: BoardDriver | null; jobs: BoardJob[]; shown: number; labels: DispatchBoardLabels; children: ReactNode }) {
  const { setNodeRef, isOver, active } = useDroppable({ id: laneId(driver?.id ?? null) })
  // A job dragged over a driver who already has an overlapping one: the lane says so before the drop is refused.
  const dragged = active ? board.jobs.find((j) => `job-${j.id}` === active.id) : undefined
  const clash = isOver && driver && dragged && dragged.driverId !== driver.id ? dragged.busyDrivers[driver.id] : undefined
  const title = driver ? driver.name : labels.unassigned
  const headingId = `lane-${driver?.id ?? UNASSIGNED}`
  return (
    <section ref={setNodeRef} aria-labelledby={headingId} data-lane={driver ? driver.id : UNASSIGNED} className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${clash ? 'ring-2 ring-red-600' : isOver ? 'ring-2 ring-brand-600' : driver?.off !== null && driver ? 'ring-amber-300' : 'ring-slate-200'}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title} <span className="text-sm font-normal text-slate-600">· {fillTemplate(labels.jobs, { count: jobs.length })}{shown < jobs.length && ` · ${fillTemplate(labels.shownOf, { shown, count: jobs.length })}`}</span>
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {driver && driver.languages.length > 0 && <span className="text-slate-600">{driver.languages.map((l) => l.toUpperCase()).join(' ')}</span>}
          {driver && !driver.active && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{labels.inactive}</span>}
          {driver && driver.off !== null && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-off="true">{driver.off ? fillTemplate(labels.offWithNote, { note: driver.off }) : labels.off}</span>}
          {clash && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{fillTemplate(labels.busy, { time: clash })}</span>}
          {driver && <a className="font-medium text-brand-700 hover:underline" href={runSheetPath(board.date, driver.id)}>{labels.runSheet}</a>}
        </div>
      </header>
      <Timeline board={board} jobs={jobs} labels={labels} />
      <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">{children}</ul>
      {jobs.length === 0 && <p className="mt-2 text-sm text-slate-500">{labels.dropHere}</p>}
      {jobs.length > 0 && shown === 0 && <p className="mt-2 text-sm text-slate-500">{labels.noneShown}</p>}
    </section>
  )
}

/** The lane's hours with a block per job, sized by its drive. */
function Timeline({ board, jobs, labels }: { board: DayBoard; jobs: BoardJob[]; labels: DispatchBoardLabels }) {
  const start = board.fromHour * 60
  const span = Math.max(60, (board.toHour - board.fromHour) * 60)
  const pct = (minutes: number) => `${Math.max(0, Math.min(100, (minutes / span) * 100))}%`
  const hours = Array.from({ length: board.toHour - board.fromHour + 1 }, (_, i) => board.fromHour + i).filter((h) => h % 2 === 0)
  return (
    <div className="relative mt-3 h-10 rounded-lg bg-slate-50 ring-1 ring-slate-100" role="img" aria-label={fillTemplate(labels.timeline, { count: jobs.length })}>
      {hours.map((h) => (
        <span key={h} className="absolute top-0 h-full border-l border-slate-200 pl-0.5 text-[10px] leading-none text-slate-500" style={{ left: pct(h * 60 - start) }} aria-hidden="true">
          {String(h).padStart(2, '0')}
        </span>
      ))}
      {jobs.map((job) => (
        <span
          key={job.id}
          className={`absolute top-3 h-6 overflow-hidden rounded px-1 text-[11px] font-semibold leading-6 text-white ${job.conflicts.length ? 'bg-red-600' : 'bg-brand-600'}`}
          // At least as wide as its "20:30": a short drive on a narrow lane showed "20:" or a lone digit.
          style={{ left: `min(${pct(job.startMinute - start)}, calc(100% - 2.75rem))`, width: `max(${pct(job.durationMinutes)}, 2.75rem)` }}
          title={`${job.time} ${job.reference}`}
          data-block={job.id}
          aria-hidden="true"
        >
          {job.time}
        </span>
      ))}
    </div>
  )
}

function JobCard({ job, board, labels, csrfToken, enhanced, filter }: { job: BoardJob; board: DayBoard; labels: DispatchBoardLabels; csrfToken?: string; enhanced: boolean; filter: BoardFilter }) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, isDragging } = useDraggable({ id: `job-${job.id}`, disabled: !enhanced })
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 20 } : undefined
  const busyAt = (d: BoardDriver) => (d.id !== job.driverId ? job.busyDrivers[d.id] : undefined)
  const driverName = (d: BoardDriver) => `${d.name}${d.off !== null ? ` (${labels.off})` : ''}${d.active ? '' : ` (${labels.inactive})`}${busyAt(d) ? ` (${fillTemplate(labels.busy, { time: busyAt(d)! })})` : ''}`
  // Marked as the drivers are: a van on another job then, or too small for this party, is refused.
  const vehicleBusyAt = (v: BoardVehicle) => (v.id !== job.vehicleId ? job.busyVehicles[v.id] : undefined)
  const tooSmall = (v: BoardVehicle) => v.seats < job.passengers || v.luggage < job.luggage
  const vehicleName = (v: BoardVehicle) => `${v.label}${tooSmall(v) ? ` (${labels.tooSmall})` : ''}${vehicleBusyAt(v) ? ` (${fillTemplate(labels.busy, { time: vehicleBusyAt(v)! })})` : ''}`
  return (
    <li ref={setNodeRef} style={style} id={boardJobAnchor(job.id)} data-job={job.id} data-driver={job.driverId ?? ''} className={`relative scroll-mt-24 rounded-xl border p-3 text-sm ${isDragging ? 'border-brand-600 bg-brand-50 shadow-lg' : job.conflicts.length ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}`}>
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">
          <span className="tabular-nums">{job.time}</span> · <a className="text-brand-700 underline underline-offset-2 hover:text-brand-900" href={`/admin/transfers/${job.bookingId}`}>{job.reference}</a> <span className="font-normal text-slate-600">· {labels[job.direction]}</span>
        </p>
        {enhanced && (
          <button type="button" ref={setActivatorNodeRef} {...listeners} tabIndex={-1} aria-hidden="true" title={labels.move} className="cursor-grab touch-none rounded border border-slate-300 px-1.5 text-slate-600 hover:bg-slate-100" data-drag-handle={job.id}>
            ⠿
          </button>
        )}
      </div>
      <p className="mt-1 text-slate-800">{job.from} → {job.to}</p>
      <p className="text-slate-600">
        {fillTemplate(labels.passengers, { count: job.passengers })} · {fillTemplate(labels.luggage, { count: job.luggage })} · {job.durationMinutes}′
      </p>
      {job.pickupPoint && <p className="text-slate-600">{labels.pickupPoint}: {job.pickupPoint}</p>}
      {job.travel && <p className="text-slate-600">{labels.travel}: {job.travel}</p>}
      <p className="text-slate-600">{labels.customer}: {job.customerName}</p>
      <p className="mt-1 flex flex-wrap gap-1">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800" data-status={job.status}>{job.statusLabel}</span>
        {job.bookingStatus !== 'confirmed' && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{labels.booking}: {job.bookingStatusLabel}</span>}
        {job.vehicleLabel && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{job.vehicleLabel}</span>}
      </p>
      {job.conflicts.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-xs font-medium text-red-800" aria-label={labels.conflicts}>
          {job.conflicts.map((c) => <li key={c}>{c}</li>)}
        </ul>
      )}
      <form method="post" action={assignPath(job.id)} className="mt-2 grid grid-cols-2 gap-2" data-assign-form={job.id}>
        <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
        <input type="hidden" name="version" value={job.version} />
        <input type="hidden" name="date" value={board.date} />
        {Object.entries(filterParams(filter)).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <label className="sr-only" htmlFor={`driver-${job.id}`}>{labels.driver}</label>
        <select id={`driver-${job.id}`} name="driverId" defaultValue={job.driverId ?? ''} key={`d-${job.version}`} className="field min-w-0 py-1 text-sm">
          <option value="">{labels.unassigned}</option>
          {board.drivers.map((d) => <option key={d.id} value={d.id}>{driverName(d)}</option>)}
        </select>
        <label className="sr-only" htmlFor={`vehicle-${job.id}`}>{labels.vehicle}</label>
        <select id={`vehicle-${job.id}`} name="vehicleId" defaultValue={job.vehicleId ?? ''} key={`v-${job.version}`} className="field min-w-0 py-1 text-sm">
          <option value="">{labels.noVehicle}</option>
          {board.vehicles.map((v) => <option key={v.id} value={v.id}>{vehicleName(v)}</option>)}
        </select>
        <button type="submit" className="btn-primary col-span-2 justify-self-start px-3 py-1 text-sm">{labels.assign}</button>
      </form>
    </li>
  )
}

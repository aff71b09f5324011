import { useEffect, useState } from 'react'
import { isUnderWay, type LongTask } from '../../jobs/long-task'
import type { Language } from '../../i18n/languages'
import { formatShortDateTime } from '../admin/admin-format'
import { fillTemplate } from './fill-template'
import { formatBytes } from '../../i18n/format'

export type LongTaskLabels = Record<'queued' | 'running' | 'done' | 'interrupted' | 'startedBy' | 'progressLabel' | 'error', string>

export interface LongTaskProgressProps {
  status: LongTask
  /** Where the task's status is read (JSON, the database's row: the same from every instance). */
  statusUrl: string
  lng: Language
  testId: string
  labels: LongTaskLabels
  /** Told of each state read while following the task (a page's buttons wait for its end). */
  onChange?: (task: LongTask) => void
}

const POLL_MS = 1000


/**
 * The progress of a long task (a rebuild of the image cache, a WebP conversion: docs/decisions/060),
 * who started it and when. The server renders the state at page load; hydrated, it follows the
 * task every second while it is under way. Times are Menorca's, so server and browser agree.
 */
export function LongTaskProgress({ status: initial, statusUrl, lng, testId, labels, onChange }: LongTaskProgressProps) {
  const [status, setStatus] = useState(initial)
  useEffect(() => setStatus(initial), [initial])
  const underWay = isUnderWay(status)
  useEffect(() => {
    if (!underWay) return
    let inFlight = false
    const timer = setInterval(async () => {
      if (inFlight) return
      inFlight = true
      try {
        const response = await fetch(statusUrl, { credentials: 'include', headers: { Accept: 'application/json' } })
        if (response.ok) {
          const next = (await response.json()) as LongTask
          setStatus(next)
          onChange?.(next)
        }
      } catch {
        // offline for a moment: the next tick tries again
      } finally {
        inFlight = false
      }
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [underWay, statusUrl, onChange])
  if (status.state === 'idle') return null
  const counts = {
    rendered: status.done,
    processed: status.done + status.failed,
    total: status.total,
    failed: status.failed,
    converted: status.details.converted ?? 0,
    skipped: status.details.skipped ?? 0,
    saved: formatBytes(status.details.savedBytes ?? 0, lng),
  }
  const at = status.startedAt ? formatShortDateTime(status.startedAt, lng) : ''
  const finished = status.state === 'done' || status.state === 'interrupted'
  return (
    <div className="mt-4" data-testid={testId} data-state={status.state}>
      <progress className="h-2 w-full" max={Math.max(1, status.total)} value={status.state === 'done' ? Math.max(1, status.total) : counts.processed} aria-label={labels.progressLabel} />
      <p className="mt-2 text-sm text-slate-700" role="status" aria-live="polite">
        {fillTemplate(labels[status.state], counts)}
      </p>
      <p className="mt-1 text-xs text-slate-500">{fillTemplate(labels.startedBy, { by: status.startedBy ?? '—', at, instance: status.instanceId ?? '—' })}</p>
      {finished && status.lastError && <p className="mt-1 text-xs text-red-700">{fillTemplate(labels.error, { error: status.lastError })}</p>}
    </div>
  )
}

import { useEffect, useState } from 'react'
import type { ImageCacheRebuild } from '../../back-office/image-cache'
import { fillTemplate } from './fill-template'

export interface ImageCacheRebuildProps {
  status: ImageCacheRebuild
  labels: Record<'running' | 'done' | 'progressLabel', string>
}

const STATUS_URL = '/api/admin/utilities/image-cache-rebuild'
const POLL_MS = 1000

/**
 * The progress of a rebuild of the image cache. The server renders the state at page load;
 * hydrated, it follows the rebuild every second until it is done.
 */
export function ImageCacheRebuildProgress({ status: initial, labels }: ImageCacheRebuildProps) {
  const [status, setStatus] = useState(initial)
  const running = status.state === 'running'
  useEffect(() => {
    if (!running) return
    let inFlight = false
    const timer = setInterval(async () => {
      if (inFlight) return
      inFlight = true
      try {
        const response = await fetch(STATUS_URL, { credentials: 'include', headers: { Accept: 'application/json' } })
        if (response.ok) setStatus((await response.json()) as ImageCacheRebuild)
      } catch {
        // offline for a moment: the next tick tries again
      } finally {
        inFlight = false
      }
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [running])
  if (status.state === 'idle') return null
  const counts = { rendered: status.rendered, total: status.total, failed: status.failed }
  return (
    <div className="mt-4" data-testid="image-cache-rebuild" data-state={status.state}>
      <progress className="h-2 w-full" max={Math.max(1, status.total)} value={status.state === 'done' ? Math.max(1, status.total) : status.rendered + status.failed} aria-label={labels.progressLabel} />
      <p className="mt-2 text-sm text-slate-700" role="status" aria-live="polite">
        {fillTemplate(status.state === 'running' ? labels.running : labels.done, counts)}
      </p>
    </div>
  )
}

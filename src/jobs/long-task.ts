/**
 * A long staff task as every instance reads it from the database (docs/decisions/060): the image
 * cache rebuild, the WebP conversion. Plain data, shared by the server and the islands that poll it.
 */
export interface LongTask {
  name: string
  /**
   * idle: never ran. queued: waiting for a worker (any instance). running: a worker is at it.
   * done: finished (see lastError). interrupted: its worker stopped answering (an instance killed);
   * a new run may start.
   */
  state: 'idle' | 'queued' | 'running' | 'done' | 'interrupted'
  total: number
  /** Items that succeeded. */
  done: number
  failed: number
  /** Task-specific counts (e.g. the WebP conversion's skipped images and bytes saved). */
  details: Record<string, number>
  startedBy: string | null
  startedAt: string | null
  finishedAt: string | null
  /** The instance whose worker runs (or ran) it (INSTANCE_ID, or host and process id). */
  instanceId: string | null
  lastError: string | null
}

/** Whether a task is still under way (its page keeps following it). */
export function isUnderWay(task: Pick<LongTask, 'state'>): boolean {
  return task.state === 'queued' || task.state === 'running'
}

import { AppError } from '../lib/errors'

/**
 * Where image work (a new optimised variant, an upload being validated) waits for the CPU
 * (docs/decisions/022). Two lanes, so a visitor's cheap new variant never waits behind someone's
 * expensive one:
 *
 * - cheap: `cheapSlots` renders at once, at most `cheapWaiting` waiting;
 * - expensive: `expensiveSlots` (one) at once, at most `expensiveWaiting` waiting.
 *
 * A lane whose waiting line is full refuses at once with RenderBusyError (503 + Retry-After)
 * instead of piling up work nobody will wait for. Background work (a cache rebuild, a staff
 * upload) may ask to wait without that bound: it still takes the lane's slots one at a time.
 *
 * sharp runs on libuv's thread pool (4 threads by default), which also reads files and hashes
 * passwords: cheapSlots + expensiveSlots stays below its size, so neither ever starves them.
 */
export type RenderLane = 'cheap' | 'expensive'

export interface RenderQueueLimits {
  cheapSlots: number
  cheapWaiting: number
  expensiveSlots: number
  expensiveWaiting: number
  /** What a refused request is told to wait (Retry-After, seconds). */
  retryAfterSeconds: number
}

export const DEFAULT_RENDER_LIMITS: RenderQueueLimits = { cheapSlots: 2, cheapWaiting: 100, expensiveSlots: 1, expensiveWaiting: 4, retryAfterSeconds: 5 }

/** 503: the lane this work needs is full; try again after `retryAfterSeconds`. */
export class RenderBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'render_busy', 'Too many images are being prepared right now; try again in a few seconds')
  }
}

interface Lane {
  slots: number
  waitingLimit: number
  running: number
  waiting: Array<() => void>
}

export interface RenderQueueStats {
  cheap: { running: number; waiting: number }
  expensive: { running: number; waiting: number }
}

export class RenderQueue {
  private readonly lanes: Record<RenderLane, Lane>

  constructor(readonly limits: RenderQueueLimits = DEFAULT_RENDER_LIMITS) {
    this.lanes = {
      cheap: { slots: limits.cheapSlots, waitingLimit: limits.cheapWaiting, running: 0, waiting: [] },
      expensive: { slots: limits.expensiveSlots, waitingLimit: limits.expensiveWaiting, running: 0, waiting: [] },
    }
  }

  /**
   * Runs `task` in `lane` when a slot is free. Rejects with RenderBusyError, without running it,
   * when the lane's waiting line is full (unless `wait`: background work queues without bound).
   */
  async run<T>(lane: RenderLane, task: () => Promise<T>, { wait = false }: { wait?: boolean } = {}): Promise<T> {
    const l = this.lanes[lane]
    if (l.running >= l.slots) {
      if (!wait && l.waiting.length >= l.waitingLimit) throw new RenderBusyError(this.limits.retryAfterSeconds)
      await new Promise<void>((resolve) => l.waiting.push(resolve))
    } else {
      l.running++
    }
    try {
      return await task()
    } finally {
      const next = l.waiting.shift()
      // The slot passes straight to the next in line (running stays the same).
      if (next) next()
      else l.running--
    }
  }

  /** True when work for `lane` would be refused now (a caller can refuse before spending anything on it). */
  isFull(lane: RenderLane): boolean {
    const l = this.lanes[lane]
    return l.running >= l.slots && l.waiting.length >= l.waitingLimit
  }

  stats(): RenderQueueStats {
    return {
      cheap: { running: this.lanes.cheap.running, waiting: this.lanes.cheap.waiting.length },
      expensive: { running: this.lanes.expensive.running, waiting: this.lanes.expensive.waiting.length },
    }
  }
}

/** The process's one queue: every optimizer and upload shares the CPU, so they share the queue. */
export const renderQueue = new RenderQueue()

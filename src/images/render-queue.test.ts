import { describe, expect, it } from 'vitest'
import { RenderBusyError, RenderQueue } from './render-queue'

/** A task that runs until the test lets it finish, recording when it started. */
function held(started: string[], name: string) {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return {
    task: async () => {
      started.push(name)
      await done
      return name
    },
    finish: () => finish(),
  }
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('the render queue', () => {
  it('starts a cheap render at once while expensive ones hold their lane, and runs expensive ones one at a time', async () => {
    const queue = new RenderQueue({ cheapSlots: 2, cheapWaiting: 10, expensiveSlots: 1, expensiveWaiting: 4, retryAfterSeconds: 5 })
    const started: string[] = []
    const expensive = [0, 1, 2, 3, 4].map((i) => held(started, `expensive-${i}`))
    const runs = expensive.map((e) => queue.run('expensive', e.task))
    await tick()
    expect(started).toEqual(['expensive-0'])
    expect(queue.stats().expensive).toEqual({ running: 1, waiting: 4 })

    const cheap = held(started, 'cheap')
    const cheapRun = queue.run('cheap', cheap.task)
    await tick()
    // Started without waiting for any expensive render to finish.
    expect(started).toEqual(['expensive-0', 'cheap'])
    cheap.finish()
    expect(await cheapRun).toBe('cheap')
    expect(queue.stats().cheap).toEqual({ running: 0, waiting: 0 })

    // The expensive lane hands its slot on, in order.
    expensive[0]!.finish()
    await runs[0]
    await tick()
    expect(started).toEqual(['expensive-0', 'cheap', 'expensive-1'])
    for (const e of expensive.slice(1)) e.finish()
    expect(await Promise.all(runs)).toEqual(['expensive-0', 'expensive-1', 'expensive-2', 'expensive-3', 'expensive-4'])
    expect(queue.stats().expensive).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses with 503 and a Retry-After when the waiting line is full, without running the task; background work still waits', async () => {
    const queue = new RenderQueue({ cheapSlots: 1, cheapWaiting: 1, expensiveSlots: 1, expensiveWaiting: 2, retryAfterSeconds: 7 })
    const started: string[] = []
    const inLane = [0, 1, 2].map((i) => held(started, `e${i}`))
    const runs = inLane.map((e) => queue.run('expensive', e.task))
    let ranRefused = false
    const refused = await queue
      .run('expensive', async () => {
        ranRefused = true
      })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(RenderBusyError)
    expect((refused as RenderBusyError).status).toBe(503)
    expect((refused as RenderBusyError).retryAfterSeconds).toBe(7)
    expect(ranRefused).toBe(false)

    const background = held(started, 'background')
    const backgroundRun = queue.run('expensive', background.task, { wait: true })
    expect(queue.stats().expensive).toEqual({ running: 1, waiting: 3 })
    for (const e of inLane) e.finish()
    await Promise.all(runs)
    await tick()
    expect(started.at(-1)).toBe('background')
    background.finish()
    await backgroundRun
  })

  it('frees the slot when a render fails', async () => {
    const queue = new RenderQueue({ cheapSlots: 1, cheapWaiting: 0, expensiveSlots: 1, expensiveWaiting: 0, retryAfterSeconds: 1 })
    await expect(queue.run('cheap', async () => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file')
    expect(await queue.run('cheap', async () => 'next')).toBe('next')
  })
})

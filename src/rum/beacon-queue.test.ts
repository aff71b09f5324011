import { describe, expect, it } from 'vitest'
import { createBeaconQueue } from './beacon-queue'

describe('one beacon per page view, sent when the page is hidden', () => {
  it('batches the metrics measured so far into one body; nothing is sent for an empty queue', () => {
    const sent: string[] = []
    const queue = createBeaconQueue('trip', (body) => sent.push(body))
    queue.flush()
    expect(sent).toEqual([])
    queue.add({ id: 'v5-1', name: 'TTFB', value: 120.4, rating: 'good' })
    queue.add({ id: 'v5-2', name: 'LCP', value: 1800, rating: 'good' })
    queue.add({ id: 'v5-3', name: 'FCP', value: 900, rating: 'good' })
    queue.add({ id: 'v5-2', name: 'LCP', value: 2600, rating: 'needs-improvement' })
    queue.flush()
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]!)).toEqual({
      pageType: 'trip',
      metrics: [
        { name: 'TTFB', value: 120.4, rating: 'good' },
        { name: 'LCP', value: 2600, rating: 'needs-improvement' },
      ],
    })
  })

  it('sends each measurement once when the visitor comes back and leaves again', () => {
    const sent: string[] = []
    const queue = createBeaconQueue('home', (body) => sent.push(body))
    queue.add({ id: 'cls-1', name: 'CLS', value: 0.01, rating: 'good' })
    queue.flush()
    queue.add({ id: 'cls-1', name: 'CLS', value: 0.3, rating: 'poor' })
    queue.add({ id: 'inp-1', name: 'INP', value: 80, rating: 'good' })
    queue.flush()
    queue.flush()
    expect(sent.map((body) => JSON.parse(body).metrics)).toEqual([[{ name: 'CLS', value: 0.01, rating: 'good' }], [{ name: 'INP', value: 80, rating: 'good' }]])
  })
})

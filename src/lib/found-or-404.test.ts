import { describe, expect, it } from 'vitest'
import { NotFoundError } from '../lib/errors'
import { foundOr404 } from './found-or-404'

const abortStatusOf = async (lookup: Promise<unknown>) => {
  const thrown = await lookup.then(() => undefined, (error: unknown) => error)
  return (thrown as { _pageContextAbort?: { abortStatusCode?: number } })?._pageContextAbort?.abortStatusCode
}

describe('foundOr404', () => {
  it('gives the record when the service found it', async () => {
    expect(await foundOr404(Promise.resolve({ id: 7 }))).toEqual({ id: 7 })
  })

  it('answers the 404 page when the service found nothing (null or NotFoundError)', async () => {
    expect(await abortStatusOf(foundOr404(Promise.resolve(null)))).toBe(404)
    expect(await abortStatusOf(foundOr404(Promise.reject(new NotFoundError('No such trip'))))).toBe(404)
  })

  it('lets an outage through as a failure (the 503 page), never a false 404', async () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    await expect(foundOr404(Promise.reject(outage))).rejects.toBe(outage)
  })
})

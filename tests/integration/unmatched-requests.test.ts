import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { html, tr } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'

// Any method an address does not take, or an address nothing answers, ends in the site's own
// translated answer through the one error handler: 405 with Allow where the address takes other
// methods, else 404; JSON for /api. Never Express's own "Cannot PUT /contact".
let t: TestApp
let tripId: number
beforeAll(async () => {
  t = await startTestApp()
  tripId = ((await t.knex('trips').where({ slug: 'south-coast-coves-boat-trip' }).first('id')) as { id: number }).id
})
afterAll(async () => {
  await t?.close()
})

const send = (method: 'put' | 'delete' | 'patch' | 'post', path: string, lng = 'de') => request(t.app)[method](`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`).set('Accept', 'text/html')
const allowOf = (res: request.Response) => String(res.headers.allow ?? '').split(/,\s*/).sort()
const headLinks = (page: string) => [...page.matchAll(/<link\b[^>]*rel="(?:canonical|alternate)"[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes('application/rss+xml'))

describe('a method the page does not take: 405 with Allow, the site’s page in the visitor’s language', () => {
  it.each([
    ['put', '/contact', ['GET', 'HEAD', 'POST']],
    ['delete', '/contact', ['GET', 'HEAD', 'POST']],
    ['patch', '/contact', ['GET', 'HEAD', 'POST']],
    ['put', '/newsletter/confirm', ['GET', 'HEAD', 'POST']],
    ['delete', '/newsletter/unsubscribe', ['GET', 'HEAD', 'POST']],
    ['post', '/', ['GET', 'HEAD']],
    ['post', '/blog', ['GET', 'HEAD']],
    ['post', '/about', ['GET', 'HEAD']],
  ] as const)('%s %s', async (method, path, allow) => {
    for (const lng of ['de', 'ca']) {
      const res = await send(method, path, lng)
      expect(res.status, `${method} ${path} ${lng}`).toBe(405)
      expect(allowOf(res)).toEqual([...allow].sort())
      expect(res.type).toBe('text/html')
      expect(res.text).not.toMatch(/Cannot (PUT|DELETE|PATCH|POST)/)
      expect(res.text).toContain(`<html lang="${lng}"`)
      expect(res.text).toContain(`<meta name="robots" content="noindex, follow"/>`)
      expect(headLinks(res.text)).toEqual([])
    }
  })

  it('a trip page takes GET and POST (its enquiry form): PUT is refused with both', async () => {
    const res = await send('put', `/trips/${tripId}`)
    expect(res.status).toBe(405)
    expect(allowOf(res)).toEqual(['GET', 'HEAD', 'POST'])
  })

  it('an address only a form posts to names POST alone; OPTIONS of a page answers its Allow header', async () => {
    const res = await send('put', '/auth/logout')
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('POST')
    expect(res.text).toContain('<html lang="de"')
    expect(res.text).toContain(html(tr('de', 'common', 'errors.api.method_not_allowed')))
    const options = await request(t.app).options('/about')
    expect(options.status).toBe(204)
    expect(allowOf(options)).toEqual(['GET', 'HEAD', 'OPTIONS'])
  })
})

describe('an address nothing answers: the site’s 404 page, whatever the method', () => {
  it.each(['post', 'put', 'delete'] as const)('%s /no-such-page', async (method) => {
    const res = await send(method, '/no-such-page', 'ca')
    expect(res.status).toBe(404)
    expect(res.headers.allow).toBeUndefined()
    expect(res.text).toContain('<html lang="ca"')
    expect(res.text).toContain(html(tr('ca', 'common', 'errors.notFound.title')))
    expect(res.text).not.toMatch(/Cannot [A-Z]+/)
  })

  it('a GET of an address the pages do not render either (a missing file) is the same translated 404', async () => {
    const res = await request(t.app).get('/no-such-script.js?lng=de')
    expect(res.status).toBe(404)
    expect(res.text).toContain('<html lang="de"')
    expect(res.text).not.toMatch(/Cannot GET/)
  })
})

describe('the API answers JSON in the visitor’s language', () => {
  it('a method an endpoint does not take: 405 with Allow', async () => {
    const res = await request(t.app).delete(`/api/trips/${tripId}?lng=de`)
    expect(res.status).toBe(405)
    expect(allowOf(res)).toEqual(['GET', 'HEAD'])
    expect(res.body).toEqual({ error: { code: 'method_not_allowed', message: tr('de', 'common', 'errors.api.method_not_allowed') } })
  })

  it('an unknown endpoint: 404, for any method', async () => {
    for (const method of ['get', 'post', 'put'] as const) {
      const res = await request(t.app)[method]('/api/no-such-thing?lng=ca')
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ error: { code: 'not_found', message: tr('ca', 'common', 'errors.api.not_found') } })
    }
  })
})

describe('error pages have no canonical address and no language alternates, and are not indexed', () => {
  it.each(['/no-such-page', '/trips/999999', '/blog/no-such-post'])('GET %s', async (path) => {
    for (const lng of ['es', 'en']) {
      const res = await request(t.app).get(`${path}?lng=${lng}`)
      expect(res.status).toBe(404)
      expect(headLinks(res.text), `${path} ${lng}`).toEqual([])
      expect(res.text).not.toContain('property="og:url"')
      expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>')
      expect(res.text).toContain(html(tr(lng, 'common', 'errors.notFound.title')))
    }
  })

  it('a page refusing a method (the trip not sold on request) carries the same head as any error', async () => {
    const page = await request(t.app).get(`/trips/${tripId}?lng=de`)
    expect(headLinks(page.text).length).toBeGreaterThan(0)
    const refused = await send('put', `/trips/${tripId}`)
    expect(refused.status).toBe(405)
    expect(headLinks(refused.text)).toEqual([])
  })
})

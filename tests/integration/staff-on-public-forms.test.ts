import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// A logged-in staff member uses the public site's forms too (a walk-in customer, a check of the
// site): the session asks for its CSRF token on every post (src/auth/csrf.ts), so the public forms
// carry it (SpamFields and the booking pages' own forms) and the islands' API calls send it from
// the page's head. A visitor's pages carry none, and stay cacheable.

let t: TestApp
beforeAll(async () => {
  // With the HTML cache on, as in production: a visitor's pages must stay in it.
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

const META = /<meta name="csrf-token" content="([^"]+)"/
const started = () => formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
const message = (over: Record<string, string> = {}) => ({ name: 'Marta Office', email: 'marta.office@example.es', phone: '+34 600 111 222', message: 'Una clienta en la oficina pregunta por el kayak del sábado.', consent: 'on', started: started(), website: '', ...over })

describe('public forms for a logged-in staff member', () => {
  it('the contact form carries the session’s token, and its post is taken, not refused as expired', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const page = await agent.get('/contact?lng=es')
    expect(page.status).toBe(200)
    const token = csrfOf(page.text)
    expect(META.exec(page.text)?.[1]).toBe(token)
    const sent = await agent.post('/contact?lng=es').type('form').send(message({ _csrf: token }))
    expect(sent.status).toBe(303)
    expect(await t.knex('contact_messages').where({ email: 'marta.office@example.es' }).first()).toBeDefined()
    // The token still guards the session: a post without it is refused, and nothing is stored.
    const forged = await agent.post('/contact?lng=es').type('form').send(message({ email: 'forged@example.es' }))
    expect(forged.status).toBe(403)
    expect(await t.knex('contact_messages').where({ email: 'forged@example.es' }).first()).toBeUndefined()
  })

  it('an island’s API call with the token from the page’s head is taken (the newsletter)', async () => {
    const { agent } = await loginAs(t.app, 'dispatcher')
    const token = META.exec((await agent.get('/?lng=en')).text)?.[1]
    expect(token).toBeDefined()
    const subscribed = await agent.post('/api/subscribe?lng=en').set('X-CSRF-Token', token!).send({ email: 'office.reader@example.com' })
    expect(subscribed.status).toBe(200)
    expect(await t.knex('subscribers').where({ email: 'office.reader@example.com' }).first()).toBeDefined()
  })

  it('the trip page’s booking form and a booking’s own page carry it too', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const trip = await t.knex('trips').where({ status: 'published', booking_mode: 'instant' }).orderBy('id').first('id')
    const page = await agent.get(`/trips/${trip.id}?lng=de`)
    const form = (html: string, action: string) => new RegExp(`<form [^>]*action="${action}"[^>]*>((?:(?!</form>)[\\s\\S])*)</form>`).exec(html)?.[1] ?? ''
    expect(form(page.text, `/trips/${trip.id}/book`)).toContain('name="_csrf"')
    const lookup = await agent.get('/trips/booking?lng=de')
    expect(form(lookup.text, '/trips/booking')).toContain('name="_csrf"')
  })

  it('a visitor’s pages carry no token', async () => {
    for (const path of ['/contact', '/', '/trips/booking']) {
      const page = await request(t.app).get(`${path}?lng=es`)
      expect(page.text, path).not.toContain('name="_csrf"')
      expect(page.text, path).not.toMatch(META)
    }
  })

  it('a visitor who opened the login page without logging in gets the shared pages: no token, served from the cache', async () => {
    const visitor = request.agent(t.app)
    const login = await visitor.get('/auth/login?lng=en')
    expect(csrfOf(login.text)).toBeTruthy()
    // An address no one asked for yet: this visitor's own render is what fills the cache.
    const first = await visitor.get('/contact?lng=de&utm_source=login-test')
    expect(first.headers['x-cache']).toBe('MISS')
    expect(first.text).not.toContain('name="_csrf"')
    expect(first.text).not.toMatch(META)
    const again = await request(t.app).get('/contact?lng=de&utm_source=login-test')
    expect(again.headers['x-cache']).toBe('HIT')
    // The login form itself still carries it, and logging in still asks for it.
    expect((await visitor.post('/auth/login').type('form').send({ email: 'nobody@example.com', password: 'wrong' })).status).toBe(403)
  })
})

import express, { type Express } from 'express'
import type { i18n } from 'i18next'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/i18n.server'
import { languageMiddleware } from '../i18n/i18n.middleware'
import { StorageUnavailableError } from '../lib/data-dir'
import { NotFoundError } from '../lib/errors'
import { renderForm, type FormState, type PageRenderer } from '../lib/forms'
import { RoleRefusedError } from '../lib/require-role'
import { createErrorHandler, toErrorResponse } from './error-handler'

let translations: i18n
beforeAll(async () => {
  translations = await createI18n()
})

/** An app whose routes fail as real ones do, and a renderer that records what it was asked to show. */
function appWith(renderPage: PageRenderer): Express {
  const app = express()
  app.use(languageMiddleware(translations))
  const rejected: FormState = { values: { email: 'not-an-address' }, errors: { email: 'Enter a valid e-mail address' }, message: 'Please check the form' }
  app.post(['/contact', '/api/contact'], (_req, _res, next) => renderForm(next, rejected))
  app.post('/admin/users', (_req, _res, next) => next(new RoleRefusedError()))
  app.get(['/api/trips/999', '/trips/999/edit'], () => {
    throw new NotFoundError('Trip 999 not found in table trips')
  })
  app.get('/api/crash', () => {
    throw new Error('relation "secret_table" does not exist')
  })
  // A form whose address has no page of its own (GET answers 404), refused because DATA_DIR is full.
  app.post('/admin/images/upload', () => {
    throw new StorageUnavailableError('full')
  })
  app.get('/trips', () => {
    throw Object.assign(new Error('Query read timeout'), { name: 'KnexTimeoutError' })
  })
  // What Objection throws when the database's own disk is full (PGlite lives in DATA_DIR): SQLSTATE 53100.
  app.post('/contact-full', () => {
    const nativeError = Object.assign(new Error('insert into "contact_messages" … - could not extend file "base/5/16942": No space left on device'), { code: '53100', severity: 'ERROR' })
    throw Object.assign(new Error(nativeError.message), { name: 'DBError', nativeError })
  })
  app.use(createErrorHandler(renderPage, translations))
  return app
}

const recorder = () => {
  const calls: Array<Parameters<PageRenderer>[3]> = []
  const render: PageRenderer = async (_req, res, _next, extra) => {
    calls.push(extra)
    res.status(extra?.status ?? (extra?.forbidden ? 403 : 200)).type('html').send('<!DOCTYPE html><p>page</p>')
  }
  return { calls, render }
}

describe('the error handler: one place where errors become answers', () => {
  it('shows a rejected form again on its page, with its values, errors and status', async () => {
    const { calls, render } = recorder()
    const res = await request(appWith(render)).post('/contact').set('Accept', 'text/html')
    expect(res.status).toBe(400)
    expect(calls).toEqual([{ form: expect.objectContaining({ values: { email: 'not-an-address' }, errors: { email: 'Enter a valid e-mail address' } }), status: 400 }])
  })

  it('answers the same rejection as JSON with the field messages for the API', async () => {
    const { calls, render } = recorder()
    const res = await request(appWith(render)).post('/api/contact')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'validation', message: 'Please check the form', fields: { email: 'Enter a valid e-mail address' } } })
    expect(calls).toEqual([])
  })

  it("shows the admin's 403 page to a role that may not use a screen", async () => {
    const { calls, render } = recorder()
    const res = await request(appWith(render)).post('/admin/users').set('Accept', 'text/html')
    expect(res.status).toBe(403)
    expect(calls).toEqual([{ forbidden: true }])
  })

  it("says an error's code in the visitor's language; the developer's detail stays out of the answer", async () => {
    const app = appWith(recorder().render)
    for (const lng of ['es', 'en', 'de', 'ca']) {
      const res = await request(app).get(`/api/trips/999?lng=${lng}`)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ error: { code: 'not_found', message: translations.getFixedT(lng)('common:errors.api.not_found') } })
    }
    const crash = await request(app).get('/api/crash?lng=de')
    expect(crash.body).toEqual({ error: { code: 'internal', message: translations.getFixedT('de')('common:errors.api.internal') } })
    expect(crash.text).not.toContain('secret_table')
    const page = await request(app).get('/trips/999/edit?lng=ca').set('Accept', 'text/html')
    expect(page.status).toBe(404)
    expect(page.text).toContain('<html lang="ca">')
    expect(page.text).toContain(translations.getFixedT('ca')('common:errors.notFound.title'))
    expect(page.text).not.toContain('table trips')
  })

  it('answers 500 without a stack trace when the page itself cannot be rendered', async () => {
    const res = await request(appWith(() => Promise.reject(new Error('renderer exploded at /srv/app.js:1')))).post('/contact').set('Accept', 'text/html')
    expect(res.status).toBe(500)
    expect(res.text).not.toContain('exploded')
    expect(res.text).not.toContain('/srv/app.js')
  })

  it("leads a 503 page's \"try again\" back to the form's own page after a post, never to a GET of the address posted to", async () => {
    const app = appWith(recorder().render)
    const link = (html: string) => /<a href="([^"]*)"/.exec(html)?.[1]
    // A page: "try again" reloads the same address.
    const page = await request(app).get('/trips?lng=de').set('Accept', 'text/html')
    expect(page.status).toBe(503)
    expect(link(page.text)).toBe('')
    // A form post: back to the page the form was on (same site), whose address the browser sent.
    const posted = await request(app).post('/admin/images/upload?_csrf=abc&lng=de').set('Accept', 'text/html').set('Host', 'site.test').set('Referer', 'http://site.test/admin/images?lng=de')
    expect(posted.status).toBe(503)
    expect(posted.text).toContain(translations.getFixedT('de')('common:storageUnavailable.title'))
    expect(link(posted.text)).toBe('/admin/images?lng=de')
    // No Referer, or another site's: home, not the address posted to.
    const doubled = await request(app).post('/admin/images/upload').set('Accept', 'text/html').set('Host', 'site.test').set('Referer', 'http://site.test//elsewhere.example/x?a=1')
    expect(link(doubled.text)).toBe('/elsewhere.example/x?a=1')
    for (const referer of [undefined, 'https://elsewhere.example/admin/images', 'not a url', 'javascript:alert(1)']) {
      const req = request(app).post('/admin/images/upload?_csrf=abc').set('Accept', 'text/html').set('Host', 'site.test')
      const res = await (referer ? req.set('Referer', referer) : req)
      expect(link(res.text)).toBe('/')
    }
  })

  it("answers a write the database's full disk refused (SQLSTATE 53100) with the storage 503, not a 500", async () => {
    const app = appWith(recorder().render)
    const res = await request(app).post('/contact-full?lng=ca').set('Accept', 'text/html').set('Host', 'site.test').set('Referer', 'http://site.test/contact?lng=ca')
    expect(res.status).toBe(503)
    expect(res.headers['retry-after']).toBe('30')
    expect(res.text).toContain(translations.getFixedT('ca')('common:storageUnavailable.title'))
    expect(res.text).not.toContain('contact_messages')
    const api = toErrorResponse(Object.assign(new Error('x'), { nativeError: { code: '53100' } }), translations.getFixedT('en'))
    expect(api).toEqual({ status: 503, body: { error: { code: 'storage_unavailable', message: translations.getFixedT('en')('common:errors.api.storage_unavailable') } } })
  })
})

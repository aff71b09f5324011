import express, { type Express } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { renderForm, type FormState, type PageRenderer } from '../lib/forms'
import { RoleRefusedError } from '../lib/require-role'
import { createErrorHandler } from './error-handler'

/** An app whose routes fail as real ones do, and a renderer that records what it was asked to show. */
function appWith(renderPage: PageRenderer): Express {
  const app = express()
  const rejected: FormState = { values: { email: 'not-an-address' }, errors: { email: 'Enter a valid e-mail address' }, message: 'Please check the form' }
  app.post(['/contact', '/api/contact'], (_req, _res, next) => renderForm(next, rejected))
  app.post('/admin/users', (_req, _res, next) => next(new RoleRefusedError()))
  app.use(createErrorHandler(renderPage))
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

  it('answers 500 without a stack trace when the page itself cannot be rendered', async () => {
    const res = await request(appWith(() => Promise.reject(new Error('renderer exploded at /srv/app.js:1')))).post('/contact').set('Accept', 'text/html')
    expect(res.status).toBe(500)
    expect(res.text).not.toContain('exploded')
    expect(res.text).not.toContain('/srv/app.js')
  })
})

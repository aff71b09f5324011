import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startSmtpServer, type TestSmtp } from '../helpers/smtp'
import { startTestApp, type TestApp } from '../helpers/test-app'

const SMTP_PASSWORD = 'Sm7p-pa55word-never-shown'

let t: TestApp
// The server saved in the admin screen; t.smtp stands in for SMTP_URL (the fallback).
let saved: TestSmtp
beforeAll(async () => {
  t = await startTestApp({ smtp: true })
  saved = await startSmtpServer()
})
afterAll(async () => {
  await t?.close()
  await saved?.close()
})

const portOf = (smtp: TestSmtp) => new URL(smtp.url).port
const settingsForm = (csrf: string, fields: Record<string, string> = {}) => ({
  _csrf: csrf,
  host: '127.0.0.1',
  port: portOf(saved),
  user: 'mailer@menorca.example',
  password: SMTP_PASSWORD,
  fromName: 'Menorca Tours Office',
  fromAddress: 'office@menorca.example',
  ...fields,
})
const storedRow = () => t.knex('settings').where({ key: 'email-settings' }).first()

describe('admin: e-mail settings', () => {
  it('is for admins only', async () => {
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin/email-settings')).status).toBe(403)
    const post = await editor.agent.post('/admin/email-settings').type('form').send(settingsForm(editor.csrf))
    expect(post.status).toBe(403)
    expect((await editor.agent.post('/admin/email-settings/test').type('form').send({ _csrf: editor.csrf })).status).toBe(403)
    expect(await storedRow()).toBeUndefined()
    expect((await request(t.app).get('/admin/email-settings')).headers.location).toMatch(/^\/auth\/login/)
    expect((await request(t.app).post('/admin/email-settings').type('form').send({ host: 'evil.example', port: '25' })).headers.location).toMatch(/^\/auth\/login/)
    expect(await storedRow()).toBeUndefined()
  })

  it('sends the test e-mail through SMTP_URL while nothing is saved', async () => {
    const { agent, csrf, user } = await loginAs(t.app, 'admin')
    const page = await agent.get('/admin/email-settings?lng=en')
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-source="environment"')
    const res = await agent.post('/admin/email-settings/test?lng=en').type('form').send({ _csrf: csrf })
    expect(res.status).toBe(303)
    expect(res.headers.location).toMatch(/^\/admin\/email-settings\?test=sent&mail=\d+$/)
    const mail = t.smtp!.messages.at(-1)!
    expect(mail.to).toMatchObject({ text: user.email })
    const site = (await t.knex('settings').where({ key: 'site' }).first()).value.businessName
    expect(mail.subject).toBe(tr('en', 'admin', 'emailAdmin.testMail.subject', { site }))
    const shown = await agent.get(`${res.headers.location}&lng=en`)
    expect(shown.text).toContain(html(tr('en', 'admin', 'emailAdmin.test.sent', { email: user.email })))
  })

  it('validates the form with field errors, and never sends the password back', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post('/admin/email-settings?lng=de').type('form').send(settingsForm(csrf, { host: 'not a host!', port: '70000', fromAddress: 'nope' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.hostname')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.maxValue', { max: 65535 })))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.email')))
    expect(res.text).toContain('value="mailer@menorca.example"')
    expect(res.text).not.toContain(SMTP_PASSWORD)
    expect(await storedRow()).toBeUndefined()
  })

  it('stores the SMTP password encrypted, shows it only as "saved", and keeps it when the field is left empty', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post('/admin/email-settings').type('form').send(settingsForm(csrf, { secure: '' }))
    expect(res.headers.location).toBe('/admin/email-settings?saved=updated')
    const row = await storedRow()
    expect(row.isSecret).toBe(true)
    expect(JSON.stringify(row)).not.toContain(SMTP_PASSWORD)
    expect(row.value.password).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/)
    expect(row.value).toMatchObject({ host: '127.0.0.1', port: Number(portOf(saved)), secure: false, user: 'mailer@menorca.example', fromAddress: 'office@menorca.example' })
    const page = await agent.get('/admin/email-settings?saved=updated&lng=en')
    expect(page.text).not.toContain(SMTP_PASSWORD)
    expect(page.text).toContain(html(tr('en', 'admin', 'emailAdmin.passwordKept')))
    expect(page.text).toContain('data-source="settings"')
    expect(page.text).toContain('value="127.0.0.1"')

    await agent.post('/admin/email-settings').type('form').send(settingsForm(csrf, { password: '' }))
    expect((await storedRow()).value.password).toBe(row.value.password)
  })

  it('sends through the saved server (which wins over SMTP_URL) from the saved sender, and reports a refusal', async () => {
    const { agent, csrf, user } = await loginAs(t.app, 'admin')
    const before = t.smtp!.messages.length
    const res = await agent.post('/admin/email-settings/test').type('form').send({ _csrf: csrf })
    expect(res.headers.location).toMatch(/test=sent/)
    expect(t.smtp!.messages.length).toBe(before)
    const mail = saved.messages.at(-1)!
    expect(mail.to).toMatchObject({ text: user.email })
    expect(mail.from?.value[0]).toMatchObject({ name: 'Menorca Tours Office', address: 'office@menorca.example' })

    saved.failing = true
    try {
      const failed = await agent.post('/admin/email-settings/test').type('form').send({ _csrf: csrf })
      expect(failed.headers.location).toMatch(/^\/admin\/email-settings\?test=failed&mail=\d+$/)
      const id = Number(/mail=(\d+)/.exec(String(failed.headers.location))![1])
      expect(await t.knex('mail_outbox').where({ id }).first()).toMatchObject({ status: 'failed', kind: 'smtp-test' })
      const page = await agent.get(`${failed.headers.location}&lng=en`)
      expect(page.text).toContain(html(tr('en', 'admin', 'emailAdmin.test.failed')))
      expect(page.text).toContain('Mailbox temporarily unavailable')
    } finally {
      saved.failing = false
    }
  })

  it('removes the password on request and falls back to SMTP_URL when the host is emptied', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    await agent.post('/admin/email-settings').type('form').send(settingsForm(csrf, { password: '', clearPassword: 'on' }))
    expect((await storedRow()).value.password).toBeNull()
    await agent.post('/admin/email-settings').type('form').send(settingsForm(csrf, { host: '', password: '' }))
    const before = t.smtp!.messages.length
    expect((await agent.post('/admin/email-settings/test').type('form').send({ _csrf: csrf })).headers.location).toMatch(/test=sent/)
    expect(t.smtp!.messages.length).toBe(before + 1)
  })
})

import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

const TOKEN = 'EAAJb7Zadmin0screen0token0ZZ4321'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

const storedRow = () => t.knex('settings').where({ key: 'api-keys' }).first()
const keysForm = (csrf: string, fields: Record<string, string> = {}) => ({ _csrf: csrf, whatsappAccessToken: TOKEN, whatsappPhoneNumberId: '106540352242922', ga4MeasurementId: 'g-test1234', ...fields })

describe('admin: API keys', () => {
  it('is for admins only', async () => {
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin/api-keys')).status).toBe(403)
    expect((await editor.agent.post('/admin/api-keys').type('form').send(keysForm(editor.csrf))).status).toBe(403)
    expect(await storedRow()).toBeUndefined()
    expect((await request(t.app).get('/admin/api-keys')).headers.location).toMatch(/^\/auth\/login/)
  })

  it('saves the keys: the token encrypted and masked, the GA4 id in every public page head at once', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const warm = await request(t.app).get('/?lng=en')
    expect(warm.text).not.toContain('G-TEST1234')
    expect((await request(t.app).get('/?lng=en')).headers['x-cache']).toBe('HIT')
    const page = await agent.get('/admin/api-keys?lng=en')
    expect(page.text).toContain(html(tr('en', 'admin', 'apiKeysAdmin.tokenNone')))
    const res = await agent.post('/admin/api-keys').type('form').send(keysForm(csrf))
    expect(res.headers.location).toBe('/admin/api-keys?saved=updated')
    const row = await storedRow()
    expect(JSON.stringify(row)).not.toContain(TOKEN)
    expect(row.value).toMatchObject({ whatsappPhoneNumberId: '106540352242922', ga4MeasurementId: 'G-TEST1234' })
    const shown = await agent.get('/admin/api-keys?saved=updated&lng=en')
    expect(shown.text).not.toContain(TOKEN)
    expect(shown.text).toContain(html(tr('en', 'admin', 'apiKeysAdmin.tokenKept', { masked: '••••4321' })))
    expect(shown.text).toContain('value="G-TEST1234"')
    const home = await request(t.app).get('/?lng=en')
    expect(home.headers['x-cache']).toBe('MISS')
    expect(home.text).toContain('G-TEST1234')
  })

  it('keeps the token when the field is left empty, removes it on request, and clears the GA4 id when emptied', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const sealed = (await storedRow()).value.whatsappAccessToken
    await agent.post('/admin/api-keys').type('form').send(keysForm(csrf, { whatsappAccessToken: '', ga4MeasurementId: '' }))
    expect((await storedRow()).value).toMatchObject({ whatsappAccessToken: sealed, ga4MeasurementId: null })
    expect((await request(t.app).get('/?lng=en')).text).not.toContain('G-TEST1234')
    await agent.post('/admin/api-keys').type('form').send(keysForm(csrf, { whatsappAccessToken: '', clearWhatsappAccessToken: 'on' }))
    expect((await storedRow()).value.whatsappAccessToken).toBeNull()
  })

  it('puts the search-engine verification codes in the head of every public page at once, never of staff screens', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const google = 'aB3dE-fGh_iJkLmNoPqRsTuVwXyZ0123456789abcdE'
    const bing = '0123456789ABCDEF0123456789ABCDEF'
    await request(t.app).get('/trips?lng=de')
    expect((await request(t.app).get('/trips?lng=de')).headers['x-cache']).toBe('HIT')
    const res = await agent.post('/admin/api-keys').type('form').send(keysForm(csrf, { whatsappAccessToken: '', googleSiteVerification: ` ${google} `, bingSiteVerification: bing }))
    expect(res.headers.location).toBe('/admin/api-keys?saved=updated')
    for (const path of ['/?lng=en', '/trips?lng=de']) {
      const page = await request(t.app).get(path)
      expect(page.text).toContain(`<meta name="google-site-verification" content="${google}"/>`)
      expect(page.text).toContain(`<meta name="msvalidate.01" content="${bing}"/>`)
    }
    const screen = await agent.get('/admin/api-keys?lng=en')
    expect(screen.text).toContain(`value="${google}"`)
    expect(screen.text).not.toContain('name="google-site-verification"')

    const bad = await agent.post('/admin/api-keys?lng=de').type('form').send(keysForm(csrf, { googleSiteVerification: '<meta name="google-site-verification" content="abc">' }))
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(tr('de', 'common', 'forms.errors.verificationToken')))
    expect((await storedRow()).value.googleSiteVerification).toBe(google)

    await agent.post('/admin/api-keys').type('form').send(keysForm(csrf, { whatsappAccessToken: '', googleSiteVerification: '', bingSiteVerification: '' }))
    expect((await request(t.app).get('/?lng=en')).text).not.toContain('site-verification')
  })

  it('refuses a malformed GA4 id or phone-number id with field errors, without echoing the token', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const before = (await storedRow()).value
    const res = await agent.post('/admin/api-keys?lng=ca').type('form').send(keysForm(csrf, { ga4MeasurementId: 'UA-12345-1', whatsappPhoneNumberId: '+34 611' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.measurementId')))
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.phoneNumberId')))
    expect(res.text).not.toContain(TOKEN)
    expect(res.text).toContain('value="UA-12345-1"')
    expect((await storedRow()).value).toEqual(before)
    const script = await agent.post('/admin/api-keys').type('form').send(keysForm(csrf, { ga4MeasurementId: 'G-AB"><script>' }))
    expect(script.status).toBe(400)
  })
})

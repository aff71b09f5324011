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

  it('takes the Stripe keys sealed, explains where to find them and which webhook to configure, and turns online payment on', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const secretKey = 'sk_live_51Pq9ZkLmN0pQrStUvWxYz0123456789abcdefWXYZ'
    const webhookSecret = 'whsec_Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6'
    const before = await agent.get('/admin/api-keys?lng=de')
    expect(before.text).toContain(html(tr('de', 'admin', 'apiKeysAdmin.stripeOff')))
    expect(before.text).toContain('http://localhost:3000/api/payments/stripe/webhook')
    for (const event of ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired', 'refund.updated']) {
      expect(before.text).toContain(`>${event}</code>`)
    }

    // A publishable key is refused with a message saying which key is meant; nothing secret is echoed back.
    const wrong = await agent.post('/admin/api-keys?lng=de').type('form').send(keysForm(csrf, { whatsappAccessToken: '', stripeSecretKey: 'pk_live_51Pq9ZkLmN0pQrStUvWxYz0123456789', stripeWebhookSecret: webhookSecret }))
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain(html(tr('de', 'common', 'forms.errors.stripeSecretKey')))
    expect(wrong.text).not.toContain('pk_live_51Pq9Zk')
    expect(wrong.text).not.toContain(webhookSecret)
    expect((await storedRow())?.value.stripeSecretKey ?? null).toBeNull()

    const saved = await agent.post('/admin/api-keys').type('form').send(keysForm(csrf, { whatsappAccessToken: '', stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret }))
    expect(saved.headers.location).toBe('/admin/api-keys?saved=updated')
    const row = await storedRow()
    expect(JSON.stringify(row)).not.toContain(secretKey.slice(8))
    expect(JSON.stringify(row)).not.toContain(webhookSecret.slice(6))
    const shown = await agent.get('/admin/api-keys?lng=en')
    expect(shown.text).toContain(html(tr('en', 'admin', 'apiKeysAdmin.stripeOn')))
    expect(shown.text).toContain(html(tr('en', 'admin', 'apiKeysAdmin.tokenKept', { masked: '••••WXYZ' })))
    expect(shown.text).toContain(html(tr('en', 'admin', 'apiKeysAdmin.tokenKept', { masked: '••••G5h6' })))
    expect(shown.text).not.toContain(secretKey)

    // Left empty, both stay; removing the signing secret turns online payment off again.
    await agent.post('/admin/api-keys').type('form').send(keysForm(csrf, { whatsappAccessToken: '', stripeSecretKey: '', stripeWebhookSecret: '' }))
    expect((await storedRow()).value).toMatchObject({ stripeSecretKey: row.value.stripeSecretKey, stripeWebhookSecret: row.value.stripeWebhookSecret })
    await agent.post('/admin/api-keys').type('form').send(keysForm(csrf, { whatsappAccessToken: '', clearStripeWebhookSecret: 'on' }))
    expect((await storedRow()).value).toMatchObject({ stripeSecretKey: row.value.stripeSecretKey, stripeWebhookSecret: null })
    expect((await agent.get('/admin/api-keys?lng=ca')).text).toContain(html(tr('ca', 'admin', 'apiKeysAdmin.stripeOff')))
  })
})

import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { answerSent, startGraphStandIn, type GraphStandIn } from '../helpers/graph-stand-in'
import { tr } from '../helpers/locales'
import { startTestApp, type TestApp, built } from '../helpers/test-app'

// The seeded site settings' WhatsApp number: the only number a chat message may go to.
const BUSINESS = '+34611428730'
const TOKEN = 'EAAGraphTestToken0123456789abcdefXYZ'
const PHONE_NUMBER_ID = '106540352242922'
const TIMEOUT_MS = 1000

let t: TestApp
let graph: GraphStandIn
beforeAll(async () => {
  graph = await startGraphStandIn()
  t = await startTestApp({ env: { WHATSAPP_API_URL: `${graph.url}/v21.0/`, WHATSAPP_TIMEOUT_MS: String(TIMEOUT_MS) } })
})
afterAll(async () => {
  await t?.close()
  await graph?.close()
})
beforeEach(() => {
  graph.requests.length = 0
  graph.answerWith(answerSent)
})

// Each test sends from its own address (the app trusts the loopback proxy), so the limit of
// one test does not spill into the next.
let nextIp = 1
function send(body: unknown, { lng, ip = `203.0.113.${nextIp++}` }: { lng?: string; ip?: string } = {}) {
  return request(t.app)
    .post(`/api/whatsapp/send${lng ? `?lng=${lng}` : ''}`)
    .set('X-Forwarded-For', ip)
    .send(body as object)
}

const rows = () => t.knex('chat_messages').orderBy('id')
const latest = async () => (await rows()).at(-1)

describe('POST /api/whatsapp/send {phoneNumber, message, page?}', () => {
  it('answers 400 with a message per field, in the visitor language, and stores nothing', async () => {
    for (const lng of ['es', 'en']) {
      const e = (code: string, vars: Record<string, number> = {}) => tr(lng, 'common', `forms.errors.${code}`, vars)
      const cases: Array<[unknown, Record<string, string>]> = [
        [{ phoneNumber: BUSINESS, message: '' }, { message: e('required') }],
        [{ phoneNumber: BUSINESS, message: ' \n\t ' }, { message: e('required') }],
        [{ phoneNumber: BUSINESS }, { message: e('required') }],
        [{ phoneNumber: BUSINESS, message: 'x'.repeat(1001) }, { message: e('tooLongMax', { max: 1000 }) }],
        [{ phoneNumber: '+34 611 42 87 30', message: 'Hola' }, { phoneNumber: e('phone') }],
        [{ phoneNumber: '611428730', message: 'Hola' }, { phoneNumber: e('phone') }],
        [{ message: 'Hola' }, { phoneNumber: e('required') }],
        [{ phoneNumber: BUSINESS, message: 'Hola', page: 'https://evil.example/' }, { page: e('invalid') }],
        [{ phoneNumber: BUSINESS, message: 'Hola', page: '//evil.example/x' }, { page: e('invalid') }],
        [{ phoneNumber: BUSINESS, message: 'Hola', page: `/${'a'.repeat(300)}` }, { page: e('tooLongMax', { max: 300 }) }],
        [{ phoneNumber: 123, message: ['Hola'] }, { phoneNumber: e('required'), message: e('required') }],
        // Well-formed, but not our number: never a relay to someone else.
        [{ phoneNumber: '+34600000000', message: 'Hola' }, { phoneNumber: e('invalid') }],
      ]
      for (const [body, fields] of cases) {
        const res = await send(body, { lng })
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect(res.body.error.code).toBe('validation')
        expect(res.body.error.message).toBe(tr(lng, 'common', 'forms.fixErrors'))
        expect(res.body.error.fields, JSON.stringify(body)).toEqual(fields)
      }
    }
    expect(await rows()).toHaveLength(0)
    expect(graph.requests).toHaveLength(0)
  })

  it('stores the message as not-configured while the WhatsApp keys are missing (still 201)', async () => {
    const res = await send({ phoneNumber: BUSINESS, message: '  Hallo, habt ihr morgen Plätze frei?  ', page: '/trips/3?from=home' }, { lng: 'de' })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ id: expect.any(Number), forwardStatus: 'not-configured' })
    const row = await latest()
    expect(row).toMatchObject({
      id: res.body.id,
      message: 'Hallo, habt ihr morgen Plätze frei?',
      phoneNumber: BUSINESS,
      language: 'de',
      page: '/trips/3?from=home',
      forwardStatus: 'not-configured',
      forwardError: null,
      forwardedAt: null,
      readAt: null,
    })
    expect(graph.requests).toHaveLength(0)
  })

  it('keeps the access token out of the settings row once it is configured', async () => {
    await built.saveApiKeys(t.context.secrets, { whatsappAccessToken: TOKEN, whatsappPhoneNumberId: PHONE_NUMBER_ID })
    const row = await t.knex('settings').where({ key: 'api-keys' }).first()
    expect(row.isSecret).toBe(true)
    expect(JSON.stringify(row)).not.toContain(TOKEN)
    expect(row.value.whatsappAccessToken).toMatch(/^v1:/)
    expect(row.value.whatsappPhoneNumberId).toBe(PHONE_NUMBER_ID)
  })

  it('forwards to the business number through the Cloud API with the exact request', async () => {
    const message = 'Hola, ¿tenéis plazas para 4 mañana?'
    const res = await send({ phoneNumber: BUSINESS, message, page: '/trips/3' })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ id: expect.any(Number), forwardStatus: 'sent' })
    expect(graph.requests).toHaveLength(1)
    const sent = graph.requests[0]!
    expect(sent.method).toBe('POST')
    expect(sent.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`)
    expect(sent.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(sent.headers['content-type']).toMatch(/^application\/json/)
    expect(sent.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '34611428730',
      type: 'text',
      text: { preview_url: false, body: `[web chat · es · /trips/3] ${message}` },
    })
    const row = await latest()
    expect(row).toMatchObject({ id: res.body.id, language: 'es', page: '/trips/3', forwardStatus: 'sent', forwardError: null })
    expect(row.forwardedAt).toBeInstanceOf(Date)
  })

  it('accepts exactly 1000 characters and no page', async () => {
    const res = await send({ phoneNumber: BUSINESS, message: 'y'.repeat(1000) }, { lng: 'ca' })
    expect(res.status).toBe(201)
    expect((graph.requests[0]!.body as { text: { body: string } }).text.body).toBe(`[web chat · ca] ${'y'.repeat(1000)}`)
    expect(await latest()).toMatchObject({ page: null, language: 'ca', forwardStatus: 'sent' })
  })

  it('records a Graph API failure with its message, and still answers 201', async () => {
    graph.answerWith((res) => {
      res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2, fbtrace_id: 'A1b2' } }))
    })
    const res = await send({ phoneNumber: BUSINESS, message: 'Is the boat trip on today?' }, { lng: 'en' })
    expect(res.status).toBe(201)
    expect(res.body.forwardStatus).toBe('failed')
    expect(graph.requests).toHaveLength(1)
    const row = await latest()
    expect(row).toMatchObject({ id: res.body.id, message: 'Is the boat trip on today?', language: 'en', forwardStatus: 'failed', forwardedAt: null })
    expect(row.forwardError).toContain('500')
    expect(row.forwardError).toContain('Service temporarily unavailable')
    expect(row.forwardError).not.toContain(TOKEN)
  })

  it('gives up on a Graph API that does not answer in time, and still answers 201', async () => {
    graph.answerWith(() => {}) // never answers
    const res = await send({ phoneNumber: BUSINESS, message: 'Anyone there?' })
    expect(res.status).toBe(201)
    expect(res.body.forwardStatus).toBe('failed')
    const row = await latest()
    expect(row.forwardStatus).toBe('failed')
    expect(row.forwardError).toContain(`no answer within ${TIMEOUT_MS} ms`)
  })

  it('rate-limits one address (429) without blocking others', async () => {
    const ip = '198.51.100.7'
    for (let i = 0; i < 10; i++) expect((await send({ phoneNumber: BUSINESS, message: `flood ${i}` }, { ip })).status).toBe(201)
    const limited = await send({ phoneNumber: BUSINESS, message: 'flood 10' }, { ip, lng: 'en' })
    expect(limited.status).toBe(429)
    expect(limited.body.error.message).toBe(tr('en', 'common', 'forms.rateLimited'))
    expect(await t.knex('chat_messages').where({ message: 'flood 10' })).toHaveLength(0)
    expect((await send({ phoneNumber: BUSINESS, message: 'someone else' })).status).toBe(201)
  })
})

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendWhatsAppText, WhatsAppError } from './whatsapp-api'

const credentials = { accessToken: 'EAAtoken1234567890', phoneNumberId: '1065' }
const message = { to: '+34 611 42 87 30', body: 'Hola' }
let reply: (res: http.ServerResponse) => void
let server: http.Server
let baseUrl: string

beforeAll(async () => {
  server = http.createServer((req, res) => req.resume().on('end', () => reply(res)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable(), (e: unknown) => e as WhatsAppError)

describe('WhatsApp Cloud API adapter', () => {
  it('returns the message id Graph assigns', async () => {
    reply = (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"messages":[{"id":"wamid.1"}]}')
    expect(await sendWhatsAppText({ baseUrl, timeoutMs: 2000 }, credentials, message)).toEqual({ messageId: 'wamid.1' })
  })

  it("carries the status and Graph's own message, never the token", async () => {
    reply = (res) => res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: `Invalid OAuth access token ${credentials.accessToken}`, code: 190 } }))
    const error = await failure(sendWhatsAppText({ baseUrl, timeoutMs: 2000 }, credentials, message))
    expect(error).toBeInstanceOf(WhatsAppError)
    expect(error).toMatchObject({ status: 401, graphCode: 190, graphMessage: 'Invalid OAuth access token ••••' })
    expect(error.message).toBe('WhatsApp API 401: Invalid OAuth access token ••••')
  })

  it('reports a non-JSON error page as it came', async () => {
    reply = (res) => res.writeHead(502).end('Bad gateway')
    expect(await failure(sendWhatsAppText({ baseUrl, timeoutMs: 2000 }, credentials, message))).toMatchObject({ status: 502, graphMessage: 'Bad gateway' })
  })

  it('gives up after the timeout, and reports an unreachable server', async () => {
    reply = () => {}
    expect(await failure(sendWhatsAppText({ baseUrl, timeoutMs: 200 }, credentials, message))).toMatchObject({ status: null, graphMessage: 'no answer within 200 ms' })
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    expect(await failure(sendWhatsAppText({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2000 }, credentials, message))).toMatchObject({ status: null, graphMessage: 'request failed (ECONNREFUSED)' })
  })
})

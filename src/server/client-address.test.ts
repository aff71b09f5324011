import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { loadEnv } from '../config/env'
import { clientIpFromHeader, trustProxies } from './client-address'

const envWith = (vars: Record<string, string>) => loadEnv({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), APP_SECRET: 'y'.repeat(32), DATA_DIR: '.tmp-unused', ...vars })

describe('TRUST_PROXY and CLIENT_IP_HEADER (parsed by zod in src/config/env.ts)', () => {
  it('defaults to loopback only and no CDN header', () => {
    const env = envWith({})
    expect(env.TRUST_PROXY).toEqual(['loopback'])
    expect(env.CLIENT_IP_HEADER).toBeUndefined()
  })

  it('takes a hop count or a list of addresses and CIDR blocks', () => {
    expect(envWith({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(envWith({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0)
    expect(envWith({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7 ,loopback, fd00::/8, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8', '::1'])
    expect(envWith({ CLIENT_IP_HEADER: 'CF-Connecting-IP' }).CLIENT_IP_HEADER).toBe('cf-connecting-ip')
  })

  it.each(['true', 'everyone', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/8', '21', '-1', ',', 'fd00::/129'])('refuses TRUST_PROXY=%s at start', (value) => {
    expect(() => envWith({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/)
  })

  it('refuses a header name that is not one', () => {
    expect(() => envWith({ CLIENT_IP_HEADER: 'X-Real-IP: 1.2.3.4' })).toThrow(/CLIENT_IP_HEADER/)
  })
})

/** A bare app that answers with the address Express believes (supertest connects from 127.0.0.1). */
function appWith(trust: number | string[], header?: string) {
  const app = express()
  trustProxies(app, trust)
  app.use(clientIpFromHeader(header))
  app.get('/', (req, res) => {
    res.json({ ip: req.ip, protocol: req.protocol })
  })
  return app
}
const ipOf = async (app: express.Express, headers: Record<string, string>) => {
  let req = request(app).get('/')
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value)
  return (await req).body as { ip: string; protocol: string }
}
const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$|^::1$/

describe('the client address behind proxies', () => {
  it('by default believes X-Forwarded-For and -Proto only from a loopback proxy', async () => {
    const app = appWith(['loopback'])
    expect(await ipOf(app, { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' })).toEqual({ ip: '203.0.113.9', protocol: 'https' })
    // A private address is no longer trusted as a proxy: a client there (10.1.2.3, as the loopback
    // proxy saw it) cannot pick its address by sending its own X-Forwarded-For.
    expect((await ipOf(app, { 'X-Forwarded-For': '203.0.113.9, 10.1.2.3' })).ip).toBe('10.1.2.3')
    const untrusted = appWith(['10.0.0.1'])
    const seen = await ipOf(untrusted, { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' })
    expect(seen.ip).toMatch(LOOPBACK)
    expect(seen.protocol).toBe('http')
  })

  it('with a hop count, takes that many addresses from the right of X-Forwarded-For', async () => {
    expect((await ipOf(appWith(1), { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' })).ip).toBe('203.0.113.9')
    expect((await ipOf(appWith(2), { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9, 10.0.0.5' })).ip).toBe('203.0.113.9')
    expect((await ipOf(appWith(0), { 'X-Forwarded-For': '203.0.113.9' })).ip).toMatch(LOOPBACK)
  })

  it("takes a CDN's header only from a trusted proxy, and only when it holds one address", async () => {
    const trusted = appWith(['loopback'], 'cf-connecting-ip')
    expect((await ipOf(trusted, { 'CF-Connecting-IP': '198.51.100.4', 'X-Forwarded-For': '6.6.6.6' })).ip).toBe('198.51.100.4')
    expect((await ipOf(trusted, { 'CF-Connecting-IP': '2001:db8::1' })).ip).toBe('2001:db8::1')
    expect((await ipOf(trusted, { 'CF-Connecting-IP': 'not an address', 'X-Forwarded-For': '6.6.6.6' })).ip).toBe('6.6.6.6')
    expect((await ipOf(trusted, { 'CF-Connecting-IP': '198.51.100.4, 6.6.6.6' })).ip).toMatch(LOOPBACK)
    const untrusted = appWith(['10.0.0.1'], 'cf-connecting-ip')
    expect((await ipOf(untrusted, { 'CF-Connecting-IP': '198.51.100.4' })).ip).toMatch(LOOPBACK)
  })
})

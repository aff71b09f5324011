import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { html, tr } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const langOf = (text: string) => /<html lang="(\w+)"/.exec(text)?.[1]

describe('language detection: ?lng → cookie i18nextLng → Accept-Language → es', () => {
  it('defaults to Spanish', async () => {
    const res = await request(t.app).get('/')
    expect(langOf(res.text)).toBe('es')
    expect(res.text).toContain(html(tr('es', 'home', 'search.title')))
  })
  it('follows Accept-Language when supported, and ignores unsupported ones', async () => {
    expect(langOf((await request(t.app).get('/').set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.5')).text)).toBe('de')
    expect(langOf((await request(t.app).get('/').set('Accept-Language', 'ca')).text)).toBe('ca')
    expect(langOf((await request(t.app).get('/').set('Accept-Language', 'fr-FR,fr;q=0.9')).text)).toBe('es')
  })
  it('prefers the cookie over Accept-Language', async () => {
    const res = await request(t.app).get('/').set('Cookie', 'i18nextLng=en').set('Accept-Language', 'de')
    expect(langOf(res.text)).toBe('en')
  })
  it('prefers ?lng over everything and remembers it in the cookie', async () => {
    const res = await request(t.app).get('/?lng=ca').set('Cookie', 'i18nextLng=en').set('Accept-Language', 'de')
    expect(langOf(res.text)).toBe('ca')
    expect(String(res.headers['set-cookie'])).toMatch(/i18nextLng=ca;/)
  })
  it('ignores an unsupported ?lng', async () => {
    const res = await request(t.app).get('/?lng=xx')
    expect(langOf(res.text)).toBe('es')
    expect(res.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringContaining('i18nextLng=xx'))
  })
  it('applies the language to the JSON API too', async () => {
    const es = await request(t.app).get('/api/trip-types?lng=es')
    const de = await request(t.app).get('/api/trip-types?lng=de')
    expect(es.body[0].id).toBe(de.body[0].id)
    expect(es.body.map((x: { name: string }) => x.name)).not.toEqual(de.body.map((x: { name: string }) => x.name))
  })
})

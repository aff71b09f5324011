import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

let image = ''
const form = (csrf: string, fields: Record<string, string>) => ({
  _csrf: csrf,
  image,
  buttonLink: '/airport-transfers',
  sortOrder: '0',
  isActive: 'on',
  title_es: 'Atardecer en Cavalleria',
  title_en: 'Sunset at Cavalleria',
  title_de: 'Sonnenuntergang in Cavalleria',
  title_ca: 'Posta de sol a Cavalleria',
  subtitle_es: 'El faro del norte',
  subtitle_en: 'The northern lighthouse',
  subtitle_de: 'Der Leuchtturm im Norden',
  subtitle_ca: 'El far del nord',
  buttonText_es: 'Reservar',
  buttonText_en: 'Book now',
  buttonText_de: 'Jetzt buchen',
  buttonText_ca: 'Reserva',
  ...fields,
})

describe('admin: hero banners', () => {
  beforeAll(async () => {
    image = (await t.knex('hero_banners').orderBy('id').first()).image
  })

  it('lists banners with their order and whether they are active, with search', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/hero-banners?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    expect(list.text).toContain(html(tr('en', 'admin', 'bannersAdmin.active')))
    const grid = adminGridOf((await agent.get('/admin/hero-banners?lng=en&sort=sortOrder')).text)
    const orders = grid.rows.map((r) => r.cells.sortOrder as number)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(grid.rows[0]!.cells).toMatchObject({ isActive: tr('en', 'admin', 'bannersAdmin.yes') })
    const first = grid.rows[0]!.cells.title as string
    const search = adminGridOf((await agent.get(`/admin/hero-banners?lng=en&q=${encodeURIComponent(first)}`)).text)
    expect(search.rows.map((r) => r.cells.title)).toContain(first)
    expect(adminGridOf((await agent.get('/admin/hero-banners?q=zzzqqq')).text).total).toBe(0)
  })

  it('creates a banner in four languages; the home carousel shows it at once, first by order', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    await request(t.app).get('/?lng=de')
    const page = await agent.get('/admin/hero-banners/new?lng=en')
    const res = await agent.post('/admin/hero-banners/new').type('form').send(form(csrfOf(page.text), {}))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/hero-banners?saved=created')
    const home = await request(t.app).get('/?lng=de')
    expect(home.headers['x-cache']).toBe('MISS')
    expect(home.text).toContain('Sonnenuntergang in Cavalleria')
    expect(home.text).toContain('Jetzt buchen')
    const active = await request(t.app).get('/api/hero-banners/active?lng=ca')
    expect(active.body.map((b: { title: string }) => b.title)).toContain('Posta de sol a Cavalleria')
    const mine = active.body.find((b: { title: string }) => b.title === 'Posta de sol a Cavalleria')
    expect(mine).toMatchObject({ subtitle: 'El far del nord', buttonText: 'Reserva', buttonLink: '/airport-transfers' })
  })

  it('validates the fields (title, image, link) in the staff language and keeps the values', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const page = await agent.get('/admin/hero-banners/new?lng=de')
    const csrf = csrfOf(page.text)
    const res = await agent.post('/admin/hero-banners/new?lng=de').type('form').send(form(csrf, { title_es: '', image: '', buttonLink: 'javascript:alert(1)', subtitle_en: 'Kept subtitle' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.required')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.invalid')))
    expect(res.text).toContain('value="Kept subtitle"')
    for (const link of ['//evil.example/x', 'http://plain.example', 'mailto:a@b.c', '../up']) {
      expect((await agent.post('/admin/hero-banners/new').type('form').send(form(csrf, { buttonLink: link }))).status, link).toBe(400)
    }
    expect((await agent.post('/admin/hero-banners/new').type('form').send(form(csrf, { image: '../../secrets.json' }))).status).toBe(400)
    const https = await agent.post('/admin/hero-banners/new').type('form').send(form(csrf, { buttonLink: 'https://www.example.com/offer', title_es: 'Externo', isActive: '' }))
    expect(https.status).toBe(303)
  })

  it('picks the image from the library: the select lists it, anything else is refused, the own image stays valid', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const page = await agent.get('/admin/hero-banners/new?lng=en')
    expect(page.text).toMatch(/<select[^>]*name="image"/)
    expect(page.text).toContain(`<option value="${image}">`)
    expect(page.text).toContain(html(tr('en', 'admin', 'bannersAdmin.chooseImage')))
    // The public pages only show images the optimizer serves (the CSP allows no other host).
    for (const bad of ['https://images.example.com/sunset.jpg', 'demo/not-in-library.jpg', 'uploads/../secrets.json']) {
      const res = await agent.post('/admin/hero-banners/new?lng=en').type('form').send(form(csrf, { image: bad, title_es: 'Imagen rara' }))
      expect(res.status, bad).toBe(400)
      expect(res.text).toContain(html(tr('en', 'common', 'forms.errors.invalid')))
    }
    const pasted = await agent.post('/admin/hero-banners/new').type('form').send(form(csrf, { image: `/api/images/optimize/${image}?width=800`, title_es: 'Pegada' }))
    expect(pasted.status).toBe(303)
    expect((await t.knex('hero_banners').where({ title: 'Pegada' }).first()).image).toBe(image)

    // A banner whose image left the library keeps it on edit (and the select still offers it).
    await agent.post('/admin/hero-banners/new').type('form').send(form(csrf, { title_es: 'Antigua' }))
    const { id } = await t.knex('hero_banners').where({ title: 'Antigua' }).first()
    await t.knex('hero_banners').where({ id }).update({ image: 'uploads/2020/retired.jpg' })
    const edit = await agent.get(`/admin/hero-banners/edit/${id}`)
    expect(edit.text).toContain('<option value="uploads/2020/retired.jpg" selected="">')
    expect((await agent.post(`/admin/hero-banners/edit/${id}`).type('form').send(form(csrf, { title_es: 'Antigua', image: 'uploads/2020/retired.jpg' }))).status).toBe(303)
    expect((await agent.post('/admin/hero-banners/new').type('form').send(form(csrf, { title_es: 'Otra', image: 'uploads/2020/retired.jpg' }))).status).toBe(400)
  })

  it('edits order and the active flag, reflected on the home page at once; unknown ids are 404', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    await agent.post('/admin/hero-banners/new').type('form').send(form(csrf, { title_es: 'Segundo', title_en: 'Banner to reorder', sortOrder: '500' }))
    const id = (await t.knex('hero_banners').where({ title: 'Segundo' }).first()).id
    const edit = await agent.get(`/admin/hero-banners/edit/${id}?lng=en`)
    expect(edit.status).toBe(200)
    expect(edit.text).toContain('value="500"')
    expect(edit.text).toMatch(/name="isActive"[^>]*checked/)

    await request(t.app).get('/?lng=en')
    let active = (await request(t.app).get('/api/hero-banners/active?lng=en')).body as Array<{ id: number }>
    expect(active.at(-1)!.id).toBe(id)
    const first = await agent.post(`/admin/hero-banners/edit/${id}`).type('form').send(form(csrf, { title_es: 'Segundo', title_en: 'Banner to reorder', sortOrder: '0' }))
    expect(first.headers.location).toBe('/admin/hero-banners?saved=updated')
    active = (await request(t.app).get('/api/hero-banners/active?lng=en')).body
    expect(active.findIndex((b) => b.id === id)).toBeLessThan(active.length - 1)
    const home = await request(t.app).get('/?lng=en')
    expect(home.headers['x-cache']).toBe('MISS')
    expect(home.text).toContain('Banner to reorder')

    const { isActive: _, ...inactive } = form(csrf, { title_es: 'Segundo', title_en: 'Banner to reorder', sortOrder: '0' })
    await agent.post(`/admin/hero-banners/edit/${id}`).type('form').send(inactive)
    expect((await request(t.app).get('/api/hero-banners/active?lng=en')).body.map((b: { id: number }) => b.id)).not.toContain(id)
    expect((await request(t.app).get('/?lng=en')).text).not.toContain('Banner to reorder')

    expect((await agent.get('/admin/hero-banners/edit/999999')).status).toBe(404)
    expect((await agent.post('/admin/hero-banners/edit/999999').type('form').send(form(csrf, {}))).status).toBe(404)
  })

  it('bulk-deletes banners with the CSRF header, refused to others', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    await agent.post('/admin/hero-banners/new').type('form').send(form(csrf, { title_es: 'Borrar banner' }))
    const id = (await t.knex('hero_banners').where({ title: 'Borrar banner' }).first()).id
    expect((await agent.post('/api/admin/hero-banners/bulk-delete').send({ ids: [id] })).status).toBe(403)
    const res = await agent.post('/api/admin/hero-banners/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [id] })
    expect(res.body).toEqual({ deleted: 1 })
    expect((await request(t.app).post('/api/admin/hero-banners/bulk-delete').send({ ids: [1] })).status).toBe(401)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.post('/api/admin/hero-banners/bulk-delete').set('X-CSRF-Token', user.csrf).send({ ids: [1] })).status).toBe(403)
  })
})

import { mkdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import request from 'supertest'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../src/i18n/languages'
import { html } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'

/**
 * Library facts reach the pages (ADR 051): alt texts per language, srcset within the original's
 * width, transparent pictures without a blurred placeholder — looked up once per page.
 */
let t: TestApp
let tripId: number
let mainImage: string
const folder = `image-facts-${process.pid}`
const small = `${folder}/small-harbour.jpg`
const clear = `${folder}/clear-logo.png`
const ALT: Record<Language, string> = {
  es: 'Barca blanca fondeada en una cala turquesa',
  en: 'White boat anchored in a turquoise cove',
  de: 'Weißes Boot vor Anker in einer türkisfarbenen Bucht',
  ca: 'Barca blanca ancorada en una cala turquesa',
}

async function addToLibrary(imagePath: string, file: Buffer, mimeType: string) {
  const target = path.join(t.env.dataDir, 'images', imagePath)
  await sharp(file).toFile(target)
  const meta = await sharp(target).metadata()
  await t.knex('images').insert({ path: imagePath, original_name: path.basename(imagePath), mime_type: mimeType, width: meta.width, height: meta.height, bytes: statSync(target).size, alt: '' })
}

beforeAll(async () => {
  t = await startTestApp()
  mkdirSync(path.join(t.env.dataDir, 'images', folder), { recursive: true })
  // A gallery's second photo smaller than the gallery's tiles ask for, and a transparent PNG.
  await addToLibrary(small, await sharp({ create: { width: 500, height: 333, channels: 3, background: '#0e7490' } }).jpeg().toBuffer(), 'image/jpeg')
  const circle = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><circle cx="200" cy="150" r="100" fill="#f59e0b"/></svg>')
  await addToLibrary(clear, await sharp(circle).png().toBuffer(), 'image/png')
  const trip = (await t.knex('trips').where({ slug: 'south-coast-coves-boat-trip' }).first('id', 'image')) as { id: number; image: string }
  tripId = trip.id
  mainImage = trip.image
  await t.knex('trips').where({ id: tripId }).update({ gallery: JSON.stringify([small, clear]) })
  const { es, ...others } = ALT
  await t.knex('images').where({ path: mainImage }).update({ alt: es, translations: JSON.stringify({ alt: { es, ...others } }) })
}, 120_000)
afterAll(async () => {
  if (t) rmSync(path.join(t.env.dataDir, 'images', folder), { recursive: true, force: true })
  await t?.close()
})

/** Every <img> tag of a page, as attribute maps. */
const allImages = (page: string): Array<Record<string, string>> => [...page.matchAll(/<img ([^>]*)\/?>/g)].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])))

/** The <img> tags of a page whose source is a variant of the given library image. */
function imagesOf(page: string, imagePath: string): Array<Record<string, string>> {
  return allImages(page).filter((attrs) => attrs.src?.startsWith(`/api/images/optimize/${imagePath}?`))
}

const srcsetOf = (img: Record<string, string>) =>
  (img.srcSet ?? img.srcset ?? '')
    .split(', ')
    .filter(Boolean)
    .map((entry) => {
      const [url, descriptor] = entry.split(' ')
      return { url: url!.replace(/&amp;/g, '&'), width: Number(descriptor!.slice(0, -1)) }
    })

describe.each(LANGUAGES)('a library alt text on a trip page in %s', (lng) => {
  it('is the alt of the picture wherever it appears: gallery and cards', async () => {
    const page = (await request(t.app).get(`/trips/${tripId}?lng=${lng}`)).text
    const pictures = imagesOf(page, mainImage)
    expect(pictures.length).toBeGreaterThan(0)
    for (const img of pictures) expect(img.alt).toBe(html(ALT[lng]))
  })
})

describe.each(LANGUAGES)('a library picture inside a blog post’s text in %s', (lng) => {
  it('has the library’s alt text in the page’s language and its size; one outside the library keeps the text’s own', async () => {
    const post = (await t.knex('blog_posts').where({ status: 'published' }).orderBy('id').first('id', 'slug', 'body', 'translations')) as { id: number; slug: string; body: string; translations: Record<string, Record<string, string>> }
    // The same Markdown in each language: the caption staff typed in the text, never translated.
    const body = (text: string) => `${text}\n\n![Foto del puerto](/api/images/optimize/${mainImage} "Mahón")\n\n![Otra foto](/api/images/optimize/${small})\n`
    const translations = { ...post.translations, body: Object.fromEntries(LANGUAGES.map((l) => [l, body(post.translations.body?.[l] ?? post.body)])) }
    await t.knex('blog_posts').where({ id: post.id }).update({ body: body(post.body), translations: JSON.stringify(translations) })
    try {
      const page = (await request(t.app).get(`/blog/${post.slug}?lng=${lng}`)).text
      // A library picture's address gets its version (ADR 061); one outside the library stays as typed.
      const inText = (imagePath: string) => allImages(page).filter((img) => img.src?.split('?')[0] === `/api/images/optimize/${imagePath}`)
      const [photo] = inText(mainImage)
      expect(photo?.src).toMatch(/\?v=[0-9a-f]{12}$/)
      expect(photo?.alt).toBe(html(ALT[lng]))
      expect(photo?.title).toBe('Mahón')
      expect([photo?.width, photo?.height]).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)])
      const [other] = inText(small)
      expect(other?.alt).toBe('Otra foto')
    } finally {
      await t.knex('blog_posts').where({ id: post.id }).update({ body: post.body, translations: JSON.stringify(post.translations) })
    }
  })
})

describe('pictures inside a blog post’s text', () => {
  it('are responsive: the optimizer’s variants for the article column, the stored size, lazy; an external one stays as written; one lookup', async () => {
    const post = (await t.knex('blog_posts').where({ status: 'published' }).orderBy('id', 'desc').first('id', 'slug', 'body', 'translations')) as { id: number; slug: string; body: string; translations: Record<string, Record<string, string>> }
    const stored = (await t.knex('images').where({ path: mainImage }).first('width', 'height')) as { width: number; height: number }
    const body = `${post.body}\n\n![](/api/images/optimize/${mainImage})\n\n![A harbour seen from the sea](/api/images/optimize/${small})\n\n![Lighthouse](https://example.com/favaritx.jpg)\n`
    await t.knex('blog_posts').where({ id: post.id }).update({ body, translations: JSON.stringify({ ...post.translations, body: {} }) })
    const lookups: string[] = []
    const count = (query: { sql: string }) => void (/from "images"/.test(query.sql) && lookups.push(query.sql))
    t.knex.on('query', count)
    try {
      const res = await request(t.app).get(`/blog/${post.slug}?lng=de`)
      t.knex.off('query', count)
      expect(res.status).toBe(200)
      expect(lookups).toHaveLength(1)
      const text = res.text.slice(res.text.indexOf('class="prose-content'))
      const inText = (source: string) => allImages(text).filter((img) => img.src?.split('?')[0] === source)
      const [photo] = inText(`/api/images/optimize/${mainImage}`)
      // The Markdown gave no alt: the library's German one; the size is the stored original's.
      expect(photo).toMatchObject({ alt: html(ALT.de), width: String(stored.width), height: String(stored.height), loading: 'lazy', decoding: 'async' })
      expect(photo!.sizes).toMatch(/48rem/)
      expect(srcsetOf(photo!).map((c) => c.width)).toEqual([320, 480, 640, 720, 960, 1280])
      const [harbour] = inText(`/api/images/optimize/${small}`)
      expect(harbour).toMatchObject({ alt: 'A harbour seen from the sea', width: '500', height: '333', loading: 'lazy' })
      const candidates = srcsetOf(harbour!)
      expect(candidates.map((c) => c.width)).toEqual([320, 480, 500])
      for (const candidate of candidates) {
        const variant = await request(t.app).get(candidate.url).buffer(true)
        expect((await sharp(variant.body as Buffer).metadata()).width).toBe(candidate.width)
      }
      const [external] = inText('https://example.com/favaritx.jpg')
      expect(external).toEqual({ src: 'https://example.com/favaritx.jpg', alt: 'Lighthouse', loading: 'lazy', decoding: 'async' })
    } finally {
      t.knex.off('query', count)
      await t.knex('blog_posts').where({ id: post.id }).update({ body: post.body, translations: JSON.stringify(post.translations) })
    }
  })
})

describe('pictures without a library alt text', () => {
  it('keep the content’s own caption', async () => {
    const page = (await request(t.app).get(`/trips/${tripId}?lng=de`)).text
    const [tile] = imagesOf(page, small)
    expect(tile?.alt).toMatch(/\S/)
    expect(tile?.alt).not.toBe(html(ALT.de))
  })
})

describe('one lookup per page', () => {
  it('asks the database for the library facts of all pictures of a page at once', async () => {
    const lookups: string[] = []
    const count = (query: { sql: string }) => {
      if (/from "images"/.test(query.sql)) lookups.push(query.sql)
    }
    t.knex.on('query', count)
    try {
      const home = await request(t.app).get('/?lng=en')
      expect(home.status).toBe(200)
      expect(lookups).toHaveLength(1)
      expect(home.text.match(/<img /g)!.length).toBeGreaterThan(5)
      lookups.length = 0
      await request(t.app).get(`/trips/${tripId}?lng=en`).expect(200)
      expect(lookups).toHaveLength(1)
    } finally {
      t.knex.off('query', count)
    }
  })
})

describe('srcset of a picture smaller than its place', () => {
  it('never lists a width above the original’s, and every listed width is what the file is', async () => {
    const page = (await request(t.app).get(`/trips/${tripId}?lng=en`)).text
    const [tile] = imagesOf(page, small)
    const candidates = srcsetOf(tile!)
    expect(candidates.length).toBeGreaterThan(0)
    expect(Math.max(...candidates.map((c) => c.width))).toBe(500)
    for (const candidate of candidates) {
      const res = await request(t.app).get(candidate.url).buffer(true)
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(candidate.width)
    }
    const fallback = await request(t.app).get(tile!.src!.replace(/&amp;/g, '&')).buffer(true)
    expect((await sharp(fallback.body as Buffer).metadata()).width).toBeLessThanOrEqual(500)
  })

  it('offers the demo photos (1600 px wide) up to twice their box, as before', async () => {
    const page = (await request(t.app).get(`/trips/${tripId}?lng=en`)).text
    const [main] = imagesOf(page, mainImage).filter((img) => img.loading === 'eager')
    expect(srcsetOf(main!).map((c) => c.width)).toEqual([320, 480, 640, 720, 960, 1280, 1600])
  })

  it('the optimizer never enlarges, whatever size is asked', async () => {
    const res = await request(t.app).get(`/api/images/optimize/${small}?width=1280&height=853`).buffer(true)
    const meta = await sharp(res.body as Buffer).metadata()
    expect(meta.width).toBeLessThanOrEqual(500)
    expect(meta.height).toBeLessThanOrEqual(333)
  })
})

describe('a transparent PNG', () => {
  it('has no blurred placeholder behind it', async () => {
    const page = (await request(t.app).get(`/trips/${tripId}?lng=en`)).text
    const [logo] = imagesOf(page, clear)
    expect(logo).toBeDefined()
    expect(logo!.style ?? '').not.toContain('background-image')
    // An opaque lazy picture keeps its placeholder (SPEC §9).
    const [photo] = imagesOf(page, small)
    expect(photo!.style).toContain('background-image')
  })

  it.each(['webp', 'png'] as const)('keeps its alpha channel as %s', async (format) => {
    const res = await request(t.app).get(`/api/images/optimize/${clear}?width=320&height=240&format=${format}`).buffer(true)
    const meta = await sharp(res.body as Buffer).metadata()
    expect(meta.format).toBe(format)
    expect(meta.hasAlpha).toBe(true)
    // A corner stays fully transparent: nothing was flattened onto a colour.
    const { data, info } = await sharp(res.body as Buffer).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    expect(data[info.channels - 1]).toBe(0)
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { clearLocalHtmlCache, htmlCache, invalidateHtmlCache } from './html-cache'

const page = (body: string) => ({ status: 200, headers: [['Content-Type', 'text/html']] as Array<[string, string]>, body })

beforeEach(() => clearLocalHtmlCache())

describe('htmlCache', () => {
  it('keeps an answer with an entity tag that follows its bytes', () => {
    const a = htmlCache.set('es /', page('<p>uno</p>'))
    const b = htmlCache.set('en /', page('<p>one</p>'))
    expect(htmlCache.get('es /')).toBe(a)
    expect(a.etag).not.toBe(b.etag)
    expect(htmlCache.set('es /', page('<p>uno</p>')).etag).toBe(a.etag)
  })

  it('serves an aged answer while exactly one request renders its successor', () => {
    const now = Date.now()
    htmlCache.set('es /', page('old'), now - 61_000)
    expect(htmlCache.get('es /', now)).toBeUndefined() // this request renders
    expect(htmlCache.get('es /', now + 5)?.bodies.identity?.toString()).toBe('old') // the others get the aged one
    htmlCache.set('es /', page('new'), now + 10)
    expect(htmlCache.get('es /', now + 20)?.bodies.identity?.toString()).toBe('new')
  })

  it('lets another request try again when the renderer never stored anything', () => {
    const now = Date.now()
    htmlCache.set('es /', page('old'), now - 61_000)
    expect(htmlCache.get('es /', now)).toBeUndefined()
    expect(htmlCache.get('es /', now + 11_000)).toBeUndefined()
  })

  it('makes later requests for the same answer wait for the one rendering it', async () => {
    const first = htmlCache.rendering('es /trips')
    expect(first.wait).toBeUndefined()
    const second = htmlCache.rendering('es /trips')
    let waited = false
    const waiting = second.wait!.then(() => (waited = true))
    expect(waited).toBe(false)
    first.done()
    await waiting
    expect(waited).toBe(true)
    expect(htmlCache.rendering('es /trips').wait).toBeUndefined()
  })

  // Other instances hear of it through the change feed (change-feed.test.ts, "wires the app's caches").
  it('forgets everything on invalidation', () => {
    htmlCache.set('es /', page('x'))
    invalidateHtmlCache()
    expect(htmlCache.get('es /')).toBeUndefined()
    expect(htmlCache.stats().bytes).toBe(0)
  })
})

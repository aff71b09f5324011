import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../content/markdown'
import type { ImageFactsByPath } from './image-facts'
import { ARTICLE_COLUMN, withLibraryImageFacts } from './prose-images'

const PHOTO = '/api/images/optimize/demo/cove.jpg'
const facts: ImageFactsByPath = {
  'demo/cove.jpg': { alt: '', width: 1600, height: 1067, transparent: false },
  'demo/harbour.jpg': { alt: 'El puerto de Maó al atardecer', width: 500, height: 333, transparent: false },
}

/** The attributes of each <img> of some HTML (values unescaped). */
const imagesIn = (html: string) =>
  [...html.matchAll(/<img ([^>]*)>/g)].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!.replace(/&amp;/g, '&')])))

const candidatesOf = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ') as [string, string])

const render = (markdown: string) => imagesIn(withLibraryImageFacts(renderMarkdown(markdown, 'en'), facts))

describe('library pictures in a text', () => {
  it('offer the optimizer’s widths up to twice the article column, with the column’s sizes, the original’s size and the text’s alt', () => {
    const [img] = render(`![Cala Macarella from the cliff](${PHOTO} "Macarella")`)
    expect(img).toMatchObject({ src: PHOTO, alt: 'Cala Macarella from the cliff', title: 'Macarella', width: '1600', height: '1067', loading: 'lazy', decoding: 'async', sizes: ARTICLE_COLUMN.sizes })
    expect(candidatesOf(img!.srcset!)).toEqual([320, 480, 640, 720, 960, 1280].map((w) => [`${PHOTO}?width=${w}&format=webp&quality=80`, `${w}w`]))
  })

  it('never list a width above a small original’s and take the library’s alt in the page’s language over the text’s', () => {
    const [img] = render('![](/api/images/optimize/demo/harbour.jpg)')
    expect(candidatesOf(img!.srcset!).map(([, w]) => w)).toEqual(['320w', '480w', '500w'])
    expect([img!.alt, img!.width, img!.height]).toEqual(['El puerto de Maó al atardecer', '500', '333'])
    expect(render('![Harbour](/api/images/optimize/demo/harbour.jpg)')[0]!.alt).toBe('El puerto de Maó al atardecer')
  })

  it('keep the size, crop, format and version the text’s address asks for', () => {
    const [img] = render(`![Cove](${PHOTO}?width=400&height=400&format=jpeg&v=0123456789ab)`)
    expect([img!.width, img!.height]).toEqual(['400', '400'])
    const candidates = candidatesOf(img!.srcset!)
    expect(candidates.map(([, w]) => w)).toEqual(['320w', '480w', '640w', '720w'])
    expect(candidates[2]![0]).toBe(`${PHOTO}?width=640&height=640&format=jpeg&quality=80&v=0123456789ab`)
  })

  it('are told the column they fill', () => {
    const [img] = imagesIn(withLibraryImageFacts(renderMarkdown(`![x](${PHOTO})`), facts, { maxWidth: 400, sizes: '400px' }))
    expect(img!.sizes).toBe('400px')
    expect(candidatesOf(img!.srcset!).at(-1)![1]).toBe('720w')
  })
})

describe('other pictures in a text', () => {
  it('stay as written, lazy: an external one, and a library address the page knows nothing of', () => {
    const html = renderMarkdown('![Far away](https://example.com/cove.jpg)\n\n![Gone](/api/images/optimize/demo/deleted.jpg)')
    expect(withLibraryImageFacts(html, facts)).toBe(html)
    for (const img of imagesIn(html)) {
      expect(img).toMatchObject({ loading: 'lazy', decoding: 'async' })
      expect(img).not.toHaveProperty('srcset')
    }
  })

  it('leave HTML without pictures alone', () => {
    const html = renderMarkdown('Just **words**.')
    expect(withLibraryImageFacts(html, facts)).toBe(html)
  })
})

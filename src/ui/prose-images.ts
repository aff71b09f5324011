import { optimizedUrl } from '../lib/image-url'
import { factsOf, type ImageFacts, type ImageFactsByPath } from './image-facts'
import { srcsetWidths } from './optimized-image'

/** The column a text's pictures fill: its widest in CSS pixels and the `sizes` saying how wide it is. */
export interface ProseColumn {
  maxWidth: number
  sizes: string
}

/**
 * `max-w-3xl` (48 rem) inside `container-page`, whose padding is 1 rem a side on phones: articles
 * and legal texts.
 */
export const ARTICLE_COLUMN: ProseColumn = { maxWidth: 768, sizes: '(min-width: 51rem) 48rem, calc(100vw - 2rem)' }

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const unescapeAttribute = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

const attributeOf = (attributes: string, name: string): string | undefined => {
  const value = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1]
  return value === undefined ? undefined : unescapeAttribute(value)
}

function withAttribute(attributes: string, name: string, value: string): string {
  const pattern = new RegExp(`(^|\\s)${name}="[^"]*"`)
  const written = `${name}="${escapeAttribute(value)}"`
  return pattern.test(attributes) ? attributes.replace(pattern, `$1${written}`) : `${attributes} ${written}`
}

/**
 * The picture as the text asks for it: the original, or the width its address names (never above
 * the original's), cropped only when the address names a height as well. `variant` is its address
 * at another width, in the format and quality the text chose.
 */
function pictureAsWritten(src: string, facts: ImageFacts) {
  const asked = new URLSearchParams(src.split('?')[1] ?? '')
  const askedWidth = Number(asked.get('width')) || 0
  const askedHeight = Number(asked.get('height')) || 0
  const cropped = askedWidth > 0 && askedHeight > 0
  const width = Math.min(askedWidth || facts.width, facts.width)
  const ratio = cropped ? askedHeight / askedWidth : facts.height / facts.width
  const format = asked.get('format') ?? undefined
  const quality = Number(asked.get('quality')) || undefined
  const variant = (w: number) => optimizedUrl(src, { width: w, height: cropped ? Math.round(w * ratio) : undefined, format, quality })
  return { width, height: Math.round(width * ratio), variant }
}

/**
 * Rendered Markdown (src/content/markdown.ts) with the library's facts on its pictures
 * (docs/decisions/051): the alt text in the page's language where the library has one (else the
 * text's own); the picture's size, so the browser keeps its place before it arrives; and the
 * optimizer's variants of it (the widths OptimizedImage offers, up to twice the column and never
 * above the original) with the column's `sizes`, so a phone does not fetch the desktop file. The
 * facts come from the page's one lookup; nothing here asks the database. Markdown-it writes every
 * <img> as `<img src="…" alt="…">` (`title`, `loading`, `decoding` after them), its attributes
 * escaped, so a pattern is enough. Pictures outside the library are left as the text has them.
 */
export function withLibraryImageFacts(html: string, facts: ImageFactsByPath, column: ProseColumn = ARTICLE_COLUMN): string {
  if (!html.includes('<img ')) return html
  return html.replace(/<img ([^>]*?)\s*\/?>/g, (tag, attributes: string) => {
    const src = attributeOf(attributes, 'src')
    const known = src === undefined ? undefined : factsOf(facts, src)
    if (!src || !known) return tag
    let updated = known.alt ? withAttribute(attributes, 'alt', known.alt) : attributes
    if (attributeOf(updated, 'srcset') !== undefined) return `<img ${updated}>`
    const picture = pictureAsWritten(src, known)
    const widths = srcsetWidths(Math.min(picture.width, column.maxWidth), known)
    // An empty srcset (an original without a width) is invalid HTML.
    if (widths.length) {
      updated = withAttribute(updated, 'srcset', widths.map((w) => `${picture.variant(w)} ${w}w`).join(', '))
      updated = withAttribute(updated, 'sizes', column.sizes)
    }
    updated = withAttribute(withAttribute(updated, 'width', String(picture.width)), 'height', String(picture.height))
    return `<img ${updated}>`
  })
}

import { describe, expect, it } from 'vitest'
import { markdownToText, readingMinutes, renderMarkdown } from './markdown'

describe('renderMarkdown', () => {
  it('renders headings, lists and links', () => {
    const html = renderMarkdown('## Coves\n\n- **Macarella**\n- [Trips](/trips)')
    expect(html).toContain('<h2>Coves</h2>')
    expect(html).toContain('<strong>Macarella</strong>')
    expect(html).toContain('<a href="/trips">Trips</a>')
  })
  it('never lets raw HTML or script links through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('href="javascript:')
    expect(html).toContain('&lt;script&gt;')
  })
  it('writes every picture lazy and decoded off the main thread, its alt and title as written; an external one keeps its address', () => {
    const html = renderMarkdown('![Cala Macarella at dawn](https://example.com/cove.jpg "Macarella")\n\n![](/api/images/optimize/demo/cove.jpg)')
    expect(html).toContain('<img src="https://example.com/cove.jpg" alt="Cala Macarella at dawn" title="Macarella" loading="lazy" decoding="async">')
    expect(html).toContain('<img src="/api/images/optimize/demo/cove.jpg" alt="" loading="lazy" decoding="async">')
  })
  it('marks external links noopener', () => {
    expect(renderMarkdown('[AEPD](https://www.aepd.es)')).toContain('rel="noopener noreferrer"')
  })
})

describe('plain text and reading time', () => {
  it('strips Markdown syntax', () => {
    expect(markdownToText('## Title\n\nSome **bold** [link](/x) text')).toBe('Title Some bold link text')
  })
  it('estimates at 200 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(600))).toBe(3)
    expect(readingMinutes('short')).toBe(1)
  })
})

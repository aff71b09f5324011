/** RSS 2.0 of the blog (https://www.rssboard.org/rss-specification), built as a string. */

export interface FeedItem {
  title: string
  link: string
  description: string
  category?: string
  publishedAt: Date
}

export interface Feed {
  title: string
  link: string
  selfLink: string
  description: string
  /** RFC 5646 code, e.g. "es-ES". */
  language: string
  items: FeedItem[]
}

// XML 1.0 forbids these control characters even escaped; one stray in a post would break every reader.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** RSS wants RFC 822 dates; toUTCString() writes the RFC 1123 form of them ("Tue, 14 Mar 2025 09:00:00 GMT"). */
export function rfc822(date: Date): string {
  return date.toUTCString()
}

const element = (name: string, value: string, attributes = '') => `<${name}${attributes}>${escapeXml(value)}</${name}>`

export function buildRss(feed: Feed): string {
  const newest = feed.items.reduce<Date | null>((latest, item) => (!latest || item.publishedAt > latest ? item.publishedAt : latest), null)
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      element('guid', item.link, ' isPermaLink="true"'),
      element('pubDate', rfc822(item.publishedAt)),
      element('description', item.description),
      item.category ? element('category', item.category) : '',
      '</item>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    `<atom:link href="${escapeXml(feed.selfLink)}" rel="self" type="application/rss+xml"/>`,
    element('description', feed.description),
    element('language', feed.language),
    newest ? element('lastBuildDate', rfc822(newest)) : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}

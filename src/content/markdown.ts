import MarkdownIt from 'markdown-it'
import type { Language } from '../i18n/languages'
import { localizedHref } from '../i18n/links'
import { withImageVersion } from '../lib/image-url'

/**
 * Markdown written by staff (blog posts, content pages) → HTML. Raw HTML in the source is
 * escaped, not rendered (html: false), and markdown-it refuses javascript:/vbscript:/data:
 * links, so the output is safe to insert as it is.
 */
/** Longest Markdown text per language of a staff form (four of them must fit the 100 KB form limit together). */
export const MAX_MARKDOWN_CHARS = 20_000

const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false })

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!
  const href = String(token.attrGet('href') ?? '')
  if (/^https?:\/\//i.test(href)) {
    token.attrSet('rel', 'noopener noreferrer')
  } else if ((env as RenderEnv).lng) {
    // A link to another page of the site stays in the language the text is read in (ADR 045).
    token.attrSet('href', localizedHref(href, (env as RenderEnv).lng!))
  }
  return defaultLinkOpen(tokens, idx, options, env, self)
}

const defaultImage = md.renderer.rules.image ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!
  // A library picture shows its current version (docs/decisions/061): a CDN may keep it a year.
  token.attrSet('src', withImageVersion(String(token.attrGet('src') ?? '')))
  // Pictures in a text come after its page's header: none is worth fetching before it scrolls near,
  // nor decoding before the text around it is painted. Library pictures get their sizes and
  // srcset where the page knows the library's facts (withLibraryImageFacts, src/ui/prose-images.ts).
  token.attrSet('loading', 'lazy')
  token.attrSet('decoding', 'async')
  return defaultImage(tokens, idx, options, env, self)
}

interface RenderEnv {
  lng?: Language
}

/** `lng`: the language the page shows the text in; its links to the site's pages keep it. */
export function renderMarkdown(source: string, lng?: Language): string {
  return md.render(source, { lng } satisfies RenderEnv)
}

/** Plain text of a Markdown document (excerpts, meta descriptions, e-mails). */
export function markdownToText(source: string): string {
  return source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`>~]/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const WORDS_PER_MINUTE = 200

export function readingMinutes(source: string): number {
  const words = markdownToText(source).split(' ').filter(Boolean).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { ContentPageModel } from './content-pages.model'
import { markdownToText, renderMarkdown } from './markdown'
import { NotFoundError } from '../lib/errors'

export interface ContentPage {
  key: string
  title: string
  /** The Markdown body rendered to safe HTML. */
  html: string
  /** Plain text of the body (meta descriptions). */
  text: string
  /** ISO 8601: the "last updated" date of legal texts. */
  updatedAt: string
}

/** A content page in one language; NotFoundError when its row is missing. */
export async function getContentPage(key: string, lng: Language): Promise<ContentPage> {
  const page = await ContentPageModel.query().findById(key)
  if (!page) throw new NotFoundError(`No content page ${key}`)
  const body = translate(page, 'body', lng)
  return { key: page.key, title: translate(page, 'title', lng), html: renderMarkdown(body, lng), text: markdownToText(body), updatedAt: page.updatedAt.toISOString() }
}

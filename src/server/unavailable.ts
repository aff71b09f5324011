import type { Request } from 'express'
import type { TFunction } from 'i18next'

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** A self-contained page (no build, no database): what answers when the site itself cannot. */
function plainPage(lng: string, title: string, text: string, link: { href: string; label: string }): string {
  return `<!DOCTYPE html><html lang="${escape(lng)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1e293b;text-align:center}h1{color:#155e75}</style></head>
<body><main><h1>${escape(title)}</h1>${text ? `<p>${escape(text)}</p>` : ''}<p><a href="${escape(link.href)}">${escape(link.label)}</a></p></main></body></html>`
}

/**
 * Where a 503 page's "try again" leads. A page (GET): the same address, reloaded. A form post:
 * the page the form was on (the Referer, when it is this site's), else home — never a GET of the
 * address the form posted to, which often has no page (`/admin/images/upload` answers 404).
 */
export function retryHrefOf(req: Pick<Request, 'method' | 'get'>): string {
  if (req.method === 'GET' || req.method === 'HEAD') return ''
  const referer = req.get('referer')
  if (!referer || !URL.canParse(referer)) return '/'
  const from = new URL(referer)
  if ((from.protocol !== 'http:' && from.protocol !== 'https:') || from.host !== req.get('host')) return '/'
  // One leading slash: '//elsewhere.example/…' would be another site's address.
  return `${from.pathname.replace(/^\/+/, '/')}${from.search}`
}

/**
 * Served when the database cannot be reached (or, kind 'storage', when DATA_DIR takes no writes):
 * translated, self-contained; its link tries again (`retryHref`, from retryHrefOf: '' reloads).
 */
export function unavailablePage(t: TFunction, lng: string, kind: 'database' | 'storage' = 'database', retryHref = ''): string {
  const title = kind === 'storage' ? t('storageUnavailable.title') : t('errors.unavailable.title')
  const text = kind === 'storage' ? t('storageUnavailable.text') : t('errors.unavailable.text')
  return plainPage(lng, title, text, { href: retryHref, label: t('errors.unavailable.retry') })
}

/** Any other error answering a page or a form post (a forged form, a missing record): translated, with the way home. */
export function errorPage(t: TFunction, lng: string, status: number, message: string): string {
  const title = status === 404 ? t('errors.notFound.title') : status >= 500 ? t('errors.serverError.title') : message
  const text = status === 404 ? t('errors.notFound.text') : status >= 500 ? t('errors.serverError.text') : ''
  return plainPage(lng, title, text, { href: '/', label: t('errors.backHome') })
}

import type { TFunction } from 'i18next'

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * Served when the database cannot be reached (or, kind 'storage', when DATA_DIR takes no writes):
 * translated, self-contained, retried by the browser.
 */
export function unavailablePage(t: TFunction, lng: string, kind: 'database' | 'storage' = 'database'): string {
  const title = kind === 'storage' ? t('storageUnavailable.title') : t('errors.unavailable.title')
  const text = kind === 'storage' ? t('storageUnavailable.text') : t('errors.unavailable.text')
  return `<!DOCTYPE html><html lang="${escape(lng)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1e293b;text-align:center}h1{color:#155e75}</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="">${escape(t('errors.unavailable.retry'))}</a></p></main></body></html>`
}

import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages'

const LANGUAGE_PARAMETER = /[?&]lng=/

/** A path on this site ("/trips", "/?type=2#popular"), not another site, a fragment or a scheme (tel:, mailto:). */
function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/**
 * The address of an internal link on a page in `lng` (ADR 045): Spanish, the default language,
 * keeps the bare path; the others carry `?lng=xx`, the same address their canonical and hreflang
 * links use, so a visitor or a crawler following it stays in the language. A link that already
 * names a language (the language switcher's) and anything not on this site are left alone.
 * Pure and deterministic: islands call it on the server and in the browser with the same result.
 */
export function localizedHref(href: string, lng: Language): string {
  if (lng === DEFAULT_LANGUAGE || !isInternalPath(href)) return href
  return withLanguage(href, lng)
}

/**
 * An address read away from the site — an e-mail's button, a voucher's QR code, a calendar entry,
 * a link staff send on — with its reader's language named, Spanish too: it opens in the language
 * the booking was made in, whatever the browser it is opened in prefers.
 */
export function languageNamedHref(href: string, lng: string): string {
  return isLanguage(lng) ? withLanguage(href, lng) : href
}

function withLanguage(href: string, lng: Language): string {
  const hashAt = href.indexOf('#')
  const address = hashAt === -1 ? href : href.slice(0, hashAt)
  const fragment = hashAt === -1 ? '' : href.slice(hashAt)
  if (LANGUAGE_PARAMETER.test(address)) return href
  const separator = !address.includes('?') ? '?' : address.endsWith('?') || address.endsWith('&') ? '' : '&'
  return `${address}${separator}lng=${lng}${fragment}`
}

/** A GET form's hidden field that keeps the language its results are shown in (null for Spanish: the bare address). */
export function languageFieldValue(lng: Language): Language | null {
  return lng === DEFAULT_LANGUAGE ? null : lng
}

import { isLanguage, LANGUAGES, localeOf, type Language } from '../i18n/languages'
import { CSRF_META } from '../lib/form-fields'
import type { PageHead } from '../seo/seo.schema'

/** JSON inside <script> must not be able to close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** Open Graph writes locales as language_TERRITORY: en_GB, es_ES. */
const ogLocale = (lng: Language) => localeOf(lng).replace('-', '_')

/** Everything SPEC §2 asks of a page head: meta, canonical, hreflang, social tags, JSON-LD. */
/**
 * The document's head. `csrfToken` is a logged-in staff member's (src/auth/csrf.ts): the islands'
 * API calls send it back (src/ui/islands/api-client.ts), so staff can use the public site's forms
 * too. Only a session's page carries it, and such a page is never cached (src/server/render.ts).
 * `title` is the tab's when it says more than the page's own (a form sent back with errors).
 */
export function DocumentHead({ head, title = head.title, lng, siteName, verification, csrfToken }: { head: PageHead; title?: string; lng: string; siteName: string; verification?: { google: string | null; bing: string | null }; csrfToken?: string }) {
  const language = isLanguage(lng) ? lng : LANGUAGES[0]
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
      {csrfToken && <meta name={CSRF_META} content={csrfToken} />}
      <title>{title}</title>
      <meta name="description" content={head.description} />
      {head.keywords.length > 0 && <meta name="keywords" content={head.keywords.join(', ')} />}
      <meta name="robots" content={head.robots} />
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta property="og:type" content={head.type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      <meta property="og:image" content={head.image} />
      {head.imageWidth && <meta property="og:image:width" content={String(head.imageWidth)} />}
      {head.imageHeight && <meta property="og:image:height" content={String(head.imageHeight)} />}
      <meta property="og:image:alt" content={head.imageAlt} />
      <meta property="og:locale" content={ogLocale(language)} />
      {LANGUAGES.filter((l) => l !== language).map((l) => (
        <meta key={l} property="og:locale:alternate" content={ogLocale(l)} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.image} />
      <meta name="theme-color" content="#0e7490" />
      {verification?.google && <meta name="google-site-verification" content={verification.google} />}
      {verification?.bing && <meta name="msvalidate.01" content={verification.bing} />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      {head.feeds?.map((f) => (
        <link key={f.href} rel="alternate" type="application/rss+xml" title={f.title} href={f.href} />
      ))}
      {head.jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
      ))}
    </>
  )
}

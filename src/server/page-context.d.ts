import type { TFunction } from 'i18next'
import type { Language } from '../i18n/languages'
import type { PageHead } from '../seo/seo.schema'
import type { SiteSettings } from '../settings/settings.schema'
import type { CurrentUser } from '../users/users.schema'
import type { FormState } from './forms'
import type { Services } from './services'

declare global {
  namespace Vike {
    interface PageContext {
      lng: Language
      t: TFunction
      services: Services
      user: CurrentUser | null
      site: SiteSettings
      /** Public analytics settings: the GA4 tag loads only with an id and the visitor's consent. */
      analytics: { ga4MeasurementId: string | null }
      publicUrl: string
      /** Per-request nonce from src/server/security.ts; Vike adds it to the scripts it injects. */
      cspNonce?: string
      /** The request's query string, parsed (Vike's urlParsed.search is the same but typed loosely). */
      query: Record<string, string>
      data?: { head?: PageHead } & Record<string, unknown>
      /** Set when a form POST failed validation and the page is shown again. */
      form?: FormState
      /** Signed render time for the spam check of the page's forms (src/server/forms.ts). */
      formStarted: string
      /** The session's CSRF token (logged-in staff and the login form): forms post it back as _csrf. */
      csrfToken?: string
    }
    interface Config {
      /** 'site' wraps the page in header and footer; 'minimal' is for standalone landing pages. */
      layout?: 'site' | 'minimal' | 'admin'
      /** false: never served from the shared HTML cache (per-visitor forms, private pages). */
      htmlCache?: boolean
    }
  }
}

export {}

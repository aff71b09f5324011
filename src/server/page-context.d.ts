import type { TFunction } from 'i18next'
import type { RoleDeclaration } from '../lib/roles'
import type { Language } from '../i18n/languages'
import type { PageHead } from '../seo/seo.schema'
import type { SiteSettings } from '../settings/settings.schema'
import type { CurrentUser } from '../users/users.schema'
import type { FormState } from '../lib/forms'
import type { PageAppContext } from '../config/app-context'

declare global {
  namespace Vike {
    interface PageContext {
      lng: Language
      t: TFunction
      /** The app's context (docs/decisions/027): a data hook hands it to the domain functions that sign, seal, link or read DATA_DIR. */
      appContext: PageAppContext
      user: CurrentUser | null
      site: SiteSettings
      /**
       * Public analytics settings: the GA4 tag loads only with an id and the visitor's consent;
       * Core Web Vitals are measured on this share of page views (RUM_SAMPLE_RATE), also only with consent.
       */
      analytics: { ga4MeasurementId: string | null; rumSampleRate: number }
      /** Search Console / Bing Webmaster Tools tokens for the public pages' head (admin API keys screen). */
      siteVerification: { google: string | null; bing: string | null }
      /** Card payments online are on (both Stripe keys saved): only then does a page offer or show them. */
      onlinePayments: boolean
      publicUrl: string
      /** The request's query string, parsed (Vike's urlParsed.search is the same but typed loosely). */
      query: Record<string, string>
      data?: { head?: PageHead } & Record<string, unknown>
      /** The status the page is answered with when the server chose it (a form sent back, a refused method: 405). */
      answerStatus?: number
      /** Set when a form POST failed validation and the page is shown again. */
      form?: FormState
      /** Signed render time for the spam check of the page's forms (src/lib/forms.ts). */
      formStarted: string
      /** The session's CSRF token (logged-in staff and the login form): forms post it back as _csrf. */
      csrfToken?: string
      /** Set by src/lib/require-role.ts when a staff form or action was refused: the admin guard answers the 403 page. */
      staffForbidden?: boolean
      /** 'staff-forbidden': the error page is the translated 403 inside the admin layout (views/admin/+guard.ts). */
      abortReason?: string
    }
    interface Config {
      /** 'site' wraps the page in header and footer; 'minimal' is for standalone landing pages. */
      layout?: 'site' | 'minimal' | 'auth' | 'admin'
      /** false: never served from the shared HTML cache (per-visitor forms, private pages). */
      htmlCache?: boolean
      /** A staff page's declaration (views/admin/**\/+roles.ts): the roles that may open it (ADR 019). */
      roles?: RoleDeclaration
    }
  }
}

export {}

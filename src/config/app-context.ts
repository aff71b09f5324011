import type { i18n } from 'i18next'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { JobQueue } from '../jobs/job-queue'
import type { ImageStorage } from '../lib/data-dir'
import type { PageRenderer } from '../lib/forms'
import type { AppMetrics } from '../lib/metrics'
import type { AppSecrets } from '../lib/secrets'
import type { Env } from './env'

/**
 * Everything the app is built from, made once at boot (src/server/app.ts) and handed to what
 * needs it as an argument: routers take it (or the parts they use) when they are created, page
 * data hooks find it in `pageContext.appContext` and pass it to their domain's `*.server.ts`
 * functions. There is no other way to reach these (no setters, no `app.locals`): docs/decisions/027.
 */
export interface AppContext {
  readonly env: Env
  readonly knex: Knex
  readonly i18n: i18n
  readonly logger: Logger
  /** The site's address as visitors reach it (PUBLIC_URL, no trailing slash): links in e-mails, feeds, the sitemap. */
  readonly publicUrl: string
  readonly secrets: AppSecrets
  /** The UI strings (locales/): the translation report reads them. */
  readonly localesDir: string
  /** DATA_DIR's image folders: the library's originals and the optimizer's variants. */
  readonly images: ImageStorage
  /** Signs the "form started at" stamp of public forms (spam check). */
  readonly formSecret: string
  /** The outgoing mail server when staff saved none: SMTP_URL, or a test's own server. */
  readonly fallbackSmtpUrl: () => string | undefined
  /** This app's metrics registry (ADR 057): /metrics, /admin/performance; domains count bookings, e-mails and jobs through it. */
  readonly metrics: AppMetrics
  /** The one job queue (ADR 033): domains define their jobs when the app is built and queue them, in their transactions. */
  readonly jobs: JobQueue
  /** Renders the request's page to HTML (a GET, a form shown again with its errors, a refusal). */
  readonly renderPage: PageRenderer
}

/** The parts of the context a domain service needs to sign, seal or link (never the database handle). */
export type ServiceContext = Pick<AppContext, 'secrets' | 'publicUrl'>

/** What a page's data hook is handed: everything but the renderer that is rendering it. */
export type PageAppContext = Omit<AppContext, 'renderPage'>

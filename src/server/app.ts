import path from 'node:path'
import compression from 'compression'
import connectPgSimple from 'connect-pg-simple'
import cookieParser from 'cookie-parser'
import express, { type Express, type RequestHandler } from 'express'
import session from 'express-session'
import type { i18n } from 'i18next'
import type { Knex } from 'knex'
import pg from 'pg'
import type { Logger } from 'pino'
import { s3SettingsOf, type Env } from '../config/env'
import { DEFAULT_TIMEOUTS, pgTimeoutSettings, ping, type DatabaseTimeouts } from '../db/knex'
import { adminRouters } from './admin-routers'
import { authRouter } from '../auth/auth.routes'
import { csrfProtection } from '../auth/csrf'
import { adminApiGuard, adminPageGuard } from '../auth/guard'
import { refuseUndeclaredStaffRoutes } from '../lib/require-role'
import { languageMiddleware } from '../i18n/i18n.middleware'
import { refuseUnstorableText } from '../lib/storable-input'
import { refuseUnreadableBodies } from '../lib/readable-bodies'
import { localesRouter } from '../i18n/locales.routes'
import { LOCALES_DIR } from '../i18n/i18n.server'
import { blogApiRouter, blogFeedRouter } from '../blog/blog.routes'
import { imagesFromMemory, imagesRouter } from '../images/images.routes'
import { rememberVariant } from '../images/image-variants.server'
import { imageVersionsReady } from '../images/image-versions.server'
import { ImageOptimizer, imageCacheCounters } from '../images/optimize'
import { chatRouter } from '../chat/chat.routes'
import { contactRouter } from '../contact/contact.routes'
import { newsletterRouter } from '../newsletter/newsletter.routes'
import { destinationsApi } from '../destinations/destinations.routes'
import { tripsApi } from '../trips/trips.routes'
import { tripEnquiryRouter } from '../trip-bookings/trip-enquiries.routes'
import { reviewsRouter } from '../reviews/reviews.routes'
import { defineReviewJobs } from '../reviews/review-requests.server'
import { rumRouter } from '../rum/rum.routes'
import { paymentsWebhookRouter } from '../payments/payments.routes'
import type { PaymentHooks } from '../payments/stripe-webhook.server'
import { sitemapRouter } from '../sitemap/sitemap.routes'
import { searchApi } from '../search/search.routes'
import { tripsMatching } from '../search/search.server'
import { transfersApi } from '../transfers/transfers.api'
import { transfersRouter } from '../transfers/transfers.routes'
import { tripManageRouter } from '../trip-bookings/trip-manage.routes'
import { defineTransferJobs } from '../transfers/transfer-job-handlers.server'
import { defineDepartureJobs } from '../departures/departure-jobs.server'
import { defineRetentionJobs } from '../back-office/retention.server'
import { defineImageCacheJobs } from '../back-office/image-cache'
import { defineWebpJobs } from '../images/webp.admin.server'
import { SESSION_LIFETIME_DAYS } from '../config/retention'
import { tripsWithSeatsOn } from '../departures/availability.server'
import { departuresApi } from '../departures/departures.routes'
import { TRANSFER_SUBJECT, transferPaymentHooks } from '../transfers/transfer-payments.server'
import { TRIP_SUBJECT, tripPaymentHooks } from '../trip-bookings/trip-payments.server'
import { defineTripBookingJobs } from '../trip-bookings/trip-job-handlers.server'
import { tripBookingsRouter } from '../trip-bookings/trip-bookings.routes'
import type { Language } from '../i18n/languages'
import { MailWorker } from '../mail/mail-worker'
import { JobQueue } from '../jobs/job-queue'
import { configuredMailFrom, resolveSmtpUrl } from '../settings/email-settings.server'
import { getSiteSettings } from '../settings/settings.server'
import { publicApi } from './api'
import { noRoute, unmatchedRequests } from './unmatched'
import { DataDirCheck, imageStorageIn, type OriginalStore } from '../lib/data-dir'
import { forgetLocalCopiesUnder, originalStoreFor } from '../images/originals.server'
import { appSecrets } from '../lib/secrets'
import type { AppContext, PageAppContext } from '../config/app-context'
import { createErrorHandler } from './error-handler'
import { AppMetrics, metricsEndpoint, metricsMiddleware } from '../lib/metrics'
import { startInstanceMetricsPublisher } from '../lib/instance-metrics'
import { htmlCache } from '../lib/html-cache'
import { clearSharedCaches } from '../lib/change-feed'
import { createPageRenderer, renderPages } from './render'
import { securityHeaders, STRIPE_CHECKOUT_ORIGIN } from './security'
import { serveAnonymousFromCache, SESSION_COOKIE } from '../lib/anonymous-cache'
import { createLimiter } from '../lib/rate-limit'
import { staticFiles } from './static-files'
import { clientIpFromHeader, trustProxies } from './client-address'
import { requestLog } from './request-log'

export interface AppOptions {
  env: Env
  knex: Knex
  i18n: i18n
  logger: Logger
  /** Vite's dev middleware (HMR, on-demand transpiling); absent in production and tests. */
  devMiddleware?: RequestHandler
  /** Database schema holding the session table (tests isolate each file in its own). */
  schema?: string
  /** Overrides SMTP_URL (tests point it at their own SMTP server). */
  smtpUrl?: () => string | undefined
  /** Serve anonymous visitors from the rendered-HTML cache (default true). */
  cacheHtml?: boolean
  /** The database timeouts (ADR 021); the session store's pool uses them too. */
  databaseTimeouts?: DatabaseTimeouts
  /** The UI strings the translation report reads (locales/ by default; a test points at a modified copy). */
  localesDir?: string
  /** Whether DATA_DIR takes writes (tests point it elsewhere); DATA_DIR itself by default. */
  dataDirCheck?: DataDirCheck
  /** How often idle job workers look for due jobs (seconds; tests poll faster). */
  jobPollingSeconds?: number
  /** Who is told when a subject's payment is paid, failed or expired, per subject type (ADR 036); tests add subjects of their own. */
  paymentHooks?: PaymentHooks
  /** Where image originals are kept (boot makes it once for its start-up steps); default: from env (S3_BUCKET, ADR 062). */
  originals?: OriginalStore
}

export interface App {
  app: Express
  mailWorker: MailWorker
  /** What the app was built from (tests sign and seal with its secrets). */
  context: AppContext
  /** Starts the background work (the job queue's workers and schedules); the site answers without it. */
  start(): Promise<void>
  close(): Promise<void>
}

const BODY_LIMIT = '100kb'
const SESSION_MAX_AGE_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000

/** Builds the whole site as an Express app without listening, so tests drive it with supertest. */
export function createApp({ env, knex, i18n, logger, devMiddleware, schema, smtpUrl, cacheHtml = true, databaseTimeouts = DEFAULT_TIMEOUTS, dataDirCheck = new DataDirCheck(env.dataDir), localesDir = LOCALES_DIR, jobPollingSeconds, paymentHooks = {}, originals = originalStoreFor(s3SettingsOf(env), logger) }: AppOptions): App {
  // One app per process in production; a test worker builds one app per file (vitest `isolate: false`),
  // and none may see what the previous one cached from its own database.
  clearSharedCaches()
  // One registry per app (ADR 057); the caches keep their own process-wide counts, read when it is collected.
  const metrics = new AppMetrics({ instanceId: env.INSTANCE_ID, caches: { html: () => htmlCache.stats(), image: () => imageCacheCounters } })
  const base: PageAppContext = {
    env,
    knex,
    i18n,
    logger,
    publicUrl: env.PUBLIC_URL,
    secrets: appSecrets(env.APP_SECRET),
    localesDir,
    images: imageStorageIn(env.dataDir, originals),
    formSecret: env.SESSION_SECRET,
    // Staff's saved e-mail settings win; SMTP_URL (or a test's smtpUrl) is the fallback (ADR 010).
    fallbackSmtpUrl: smtpUrl ?? (() => env.SMTP_URL),
    metrics,
    jobs: new JobQueue({ knex, logger, pollingIntervalSeconds: jobPollingSeconds, onOutcome: (name, outcome) => metrics.job(name, outcome) }),
  }
  const renderPage = createPageRenderer({ appContext: base, cacheHtml: cacheHtml && !devMiddleware })
  const context: AppContext = { ...base, renderPage }
  const imageFiles = context.images
  const app = express()
  app.disable('x-powered-by')
  // Client addresses behind proxies: only TRUST_PROXY's peers are believed (ADR 023).
  trustProxies(app, env.TRUST_PROXY)
  app.use(clientIpFromHeader(env.CLIENT_IP_HEADER))
  const https = env.PUBLIC_URL.startsWith('https://')
  app.use(metricsMiddleware(context.metrics))

  // The one line per request; a failure's error is attached to it (recordFailure), never logged apart.
  app.use(requestLog({ logger, ignore: (req) => req.path === '/healthz', context: requestContext }))
  // The booking form's redirect to Stripe's page (its origin, and the configured API's: a stand-in serves both in tests).
  app.use(securityHeaders({ https, development: Boolean(devMiddleware), formTargets: [STRIPE_CHECKOUT_ORIGIN, new URL(env.STRIPE_API_URL).origin] }))
  // It records the variants visitors ask for: "Rebuild the image cache" renders those again.
  const imageOptimizer = new ImageOptimizer(imageFiles.imagesDir, imageFiles.cacheDir, { onServed: rememberVariant, cacheMaxMb: env.IMAGE_CACHE_MAX_MB, originals })
  app.use('/api/images', imagesFromMemory(imageOptimizer))
  if (!devMiddleware) {
    app.use('/assets', staticFiles(path.resolve('dist/client/assets'), { cacheControl: 'public, max-age=31536000, immutable', fallthrough: false }))
    app.use(staticFiles(path.resolve('public'), { cacheControl: 'public, max-age=86400', fallthrough: true }))
  }

  // Crawlers and some browsers ask for /favicon.ico whatever the pages declare: the site's icon.
  app.get('/favicon.ico', (_req, res) => res.set('Cache-Control', 'public, max-age=86400').redirect(301, '/favicon-32.png'))

  app.get('/healthz', async (_req, res) => {
    const [dbUp, dataDir] = await Promise.all([ping(knex), dataDirCheck.state()])
    const ok = dbUp && dataDir === 'ok'
    res.set('Cache-Control', 'no-store').status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'error', db: dbUp ? 'ok' : 'unreachable', dataDir })
  })

  // Prometheus scrapes with METRICS_TOKEN as a bearer token; without one configured, 404 (ADR 057).
  app.get('/metrics', metricsEndpoint(metrics, env.METRICS_TOKEN))

  if (devMiddleware) app.use(devMiddleware)
  // Images need neither cookies nor language, and are never compressed again.
  app.use('/api/images', imagesRouter(imageOptimizer, createLimiter(knex, { prefix: 'image-render', points: env.IMAGE_RENDER_LIMIT, durationSeconds: 10 * 60 })))

  app.use(cookieParser())
  app.use(languageMiddleware(i18n))
  // Static files and cached answers carry their compressed forms already: compression starts after them.
  if (cacheHtml && !devMiddleware) app.use(serveAnonymousFromCache())
  // What is rendered from here on links to the images' current versions (docs/decisions/061).
  app.use(imageVersionsReady())
  app.use(compression())

  app.use('/locales', localesRouter())
  app.use(sitemapRouter(env.PUBLIC_URL))
  // Before sessions and the site-wide body parsers: see src/rum/rum.routes.ts.
  app.use(rumRouter({ knex, publicUrl: env.PUBLIC_URL }))
  // Stripe's webhook reads its raw body and is authenticated by its signature, never by a session (ADR 036).
  const transferContext = { ...context, tFor: (lng: Language) => i18n.getFixedT(lng, 'airport-transfers'), logger }
  const tripContext = { ...context, tFor: (lng: Language) => i18n.getFixedT(lng, 'trips'), logger }
  app.use(paymentsWebhookRouter(context, { [TRANSFER_SUBJECT]: transferPaymentHooks(transferContext), [TRIP_SUBJECT]: tripPaymentHooks(tripContext), ...paymentHooks }))

  // Every request reads its session first: a silent database must time out here as everywhere else.
  const sessionPool = new pg.Pool({ connectionString: connectionStringOf(knex), max: 2, options: schema ? `-c search_path=${schema}` : undefined, ...pgTimeoutSettings(databaseTimeouts) })
  // An idle client losing its connection must not crash the process (the pool reconnects).
  sessionPool.on('error', (error) => logger.warn({ err: error }, 'session database connection lost'))
  const PgStore = connectPgSimple(session)
  // The store's own pruning timer is off: it would run on every instance every 15 minutes; the
  // daily retention job deletes expired sessions once for all of them (ADR 056).
  const store = new PgStore({ pool: sessionPool, tableName: 'session', schemaName: schema, createTableIfMissing: false, pruneSessionInterval: false })
  app.use(
    session({
      name: SESSION_COOKIE,
      secret: env.SESSION_SECRET,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: https, maxAge: SESSION_MAX_AGE_MS },
    }),
  )
  app.use(express.json({ limit: BODY_LIMIT }))
  app.use(express.urlencoded({ limit: BODY_LIMIT, extended: false }))
  app.use(refuseUnreadableBodies())
  app.use(csrfProtection({ publicUrl: env.PUBLIC_URL }))

  app.use(authRouter({ knex, secret: env.SESSION_SECRET, secure: https, publicUrl: env.PUBLIC_URL }))
  // Text PostgreSQL cannot keep (a NUL, half a surrogate pair), in any body or query: a 400 naming
  // the field. After the login pages, which check every field themselves and show a link's own
  // "no longer valid" page for a mangled token.
  app.use(refuseUnstorableText())
  app.use('/admin', adminPageGuard)
  app.use('/api/admin', adminApiGuard)
  // What writes files into DATA_DIR is refused with a 503 before its body is read while it takes no writes.
  // (Not the WebP conversion's start: it queues a job, which any instance runs into the database, ADR 060.)
  app.use(dataDirCheck.requireWritable(['/api/admin/images', '/admin/images/upload']))
  app.use(adminRouters(context))
  app.use(contactRouter(context))
  app.use(newsletterRouter(context))
  // Before the enquiry router: its POST /trips/:id would take /trips/booking for a trip id.
  app.use(tripManageRouter(context))
  // Before the trip page's own POST /trips/{id}, which /trips/review would match.
  app.use(reviewsRouter(context))
  app.use(tripEnquiryRouter(context))
  app.use(transfersRouter(context))
  app.use(tripBookingsRouter(context))
  app.use(blogFeedRouter({ i18n, publicUrl: env.PUBLIC_URL }))
  app.use('/api/blog', blogApiRouter())
  app.use('/api', publicApi())
  app.use('/api', destinationsApi(), departuresApi(), tripsApi({ withSeatsOn: tripsWithSeatsOn, matchingText: tripsMatching }))
  app.use('/api', transfersApi(context))
  app.use('/api', searchApi())
  app.use(chatRouter(context))
  // What no route took: a method the address does not take (405 with Allow), an unknown API address (404).
  app.use(unmatchedRequests(app))
  app.get('/{*path}', renderPages(renderPage))
  // An address the pages do not render either (the renderer passed it on): the error handler's 404.
  app.use(noRoute)
  app.use(createErrorHandler(renderPage, i18n))
  // Deny by default: a staff route without a role declaration answers 403 (ADR 019).
  refuseUndeclaredStaffRoutes(app, (route) => logger.error({ route }, 'staff route without a role declaration: refused'))

  defineTransferJobs(transferContext)
  defineTripBookingJobs(tripContext)
  defineReviewJobs({ ...context, tFor: (lng: Language) => i18n.getFixedT(lng, 'trips') })
  defineDepartureJobs(context.jobs)
  defineRetentionJobs({ jobs: context.jobs, knex, logger, mailBodyDays: env.MAIL_BODY_RETENTION_DAYS })
  // Long staff tasks: once for all instances, their progress in the database (ADR 060).
  defineImageCacheJobs({ jobs: context.jobs, knex, images: context.images, logger, instanceId: metrics.instanceId })
  defineWebpJobs({ jobs: context.jobs, knex, images: context.images, instanceId: metrics.instanceId })
  const mailWorker = new MailWorker({
    knex,
    logger,
    jobs: context.jobs,
    smtpUrl: () => resolveSmtpUrl(context),
    onDelivery: (outcome) => metrics.email(outcome),
    from: async () => {
      const configured = await configuredMailFrom(context.secrets)
      if (configured) return configured
      const site = await getSiteSettings()
      return `"${site.businessName}" <${site.email}>`
    },
  })
  mailWorker.start()
  let publisher: { stop(): Promise<void> } | undefined

  return {
    app,
    mailWorker,
    context,
    async start() {
      await context.jobs.start()
      // Every instance's figures for every instance's performance page (instance_metrics, ADR 057).
      publisher ??= startInstanceMetricsPublisher(knex, metrics, logger)
    },
    async close() {
      await publisher?.stop()
      await mailWorker.stop()
      await context.jobs.stop()
      store.close()
      await sessionPool.end()
      originals.close()
      forgetLocalCopiesUnder(imageFiles.imagesDir)
    },
  }
}

/** Who and which route, on every request's log line (the user only once the session is loaded). */
function requestContext(req: express.Request): { route?: string; userId?: number } {
  return { route: req.route?.path, userId: req.session?.userId }
}

function connectionStringOf(knex: Knex): string {
  const connection = knex.client.config.connection as { connectionString: string }
  return connection.connectionString
}

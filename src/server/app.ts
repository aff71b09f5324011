import { randomUUID } from 'node:crypto'
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
import { pinoHttp } from 'pino-http'
import type { Env } from '../config/env'
import { ping } from '../db/knex'
import { adminRouters } from '../admin/admin-routers'
import { authRouter } from '../auth/auth.routes'
import { csrfProtection } from '../auth/csrf'
import { adminApiGuard, adminPageGuard } from '../auth/guard'
import { languageMiddleware } from '../i18n/i18n.middleware'
import { localesRouter } from '../i18n/locales.routes'
import { blogApiRouter, blogFeedRouter } from '../blog/blog.routes'
import { imagesRouter } from '../images/images.routes'
import { ImageOptimizer } from '../images/optimize'
import { configureImageStorage } from '../images/storage'
import { chatRouter } from '../chat/chat.routes'
import { contactRouter } from '../contact/contact.routes'
import { configureNewsletter } from '../newsletter/newsletter.service'
import { newsletterRouter } from '../newsletter/newsletter.routes'
import { destinationsApi } from '../destinations/destinations.routes'
import { tripEnquiryRouter, tripsApi } from '../trips/trips.routes'
import { seoRouter } from '../seo/seo.routes'
import { transfersApi } from '../transfers/transfers.api'
import { transfersRouter } from '../transfers/transfers.routes'
import { MailWorker } from '../mail/mail-worker'
import { configureApiKeys } from '../settings/api-keys.service'
import { configureEmailSettings, configuredMailFrom, resolveSmtpUrl } from '../settings/email-settings.service'
import { getSiteSettings } from '../settings/settings.service'
import { apiNotFound, publicApi } from './api'
import { errorHandler } from './error-handler'
import { metricsMiddleware } from './metrics'
import { createPageRenderer, renderPages } from './render'
import { cspNonce, securityHeaders } from './security'

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
}

export interface App {
  app: Express
  mailWorker: MailWorker
  close(): Promise<void>
}

const BODY_LIMIT = '100kb'
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/** Builds the whole site as an Express app without listening, so tests drive it with supertest. */
export function createApp({ env, knex, i18n, logger, devMiddleware, schema, smtpUrl, cacheHtml = true }: AppOptions): App {
  configureNewsletter(env.APP_SECRET)
  configureApiKeys(env.APP_SECRET)
  // Staff's saved e-mail settings win; SMTP_URL (or a test's smtpUrl) is the fallback (ADR 010).
  configureEmailSettings(env.APP_SECRET, smtpUrl ?? (() => env.SMTP_URL))
  const imageFiles = configureImageStorage(env.dataDir)
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback, linklocal, uniquelocal')
  const https = env.PUBLIC_URL.startsWith('https://')
  app.use(metricsMiddleware())

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id']
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
        res.setHeader('X-Request-Id', id)
        return id
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // A no-JavaScript upload form carries its CSRF token in the address: keep it out of the logs.
      serializers: {
        req(req: { url?: string; query?: Record<string, unknown> }) {
          if (typeof req.url === 'string') req.url = req.url.replace(/([?&]_csrf=)[^&]*/, '$1[redacted]')
          if (req.query && '_csrf' in req.query) req.query = { ...req.query, _csrf: '[redacted]' }
          return req
        },
      },
    }),
  )
  app.use(cspNonce, securityHeaders({ https, development: Boolean(devMiddleware) }))
  app.use(compression())

  app.get('/healthz', async (_req, res) => {
    const dbUp = await ping(knex)
    res.set('Cache-Control', 'no-store').status(dbUp ? 200 : 503).json({ status: dbUp ? 'ok' : 'error', db: dbUp ? 'ok' : 'unreachable' })
  })

  if (devMiddleware) app.use(devMiddleware)
  else app.use('/assets', express.static(path.resolve('dist/client/assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }))
  app.use(express.static(path.resolve('public'), { maxAge: '1d', index: false }))

  app.use('/locales', localesRouter())
  app.use(seoRouter(env.PUBLIC_URL))
  app.use('/api/images', imagesRouter(new ImageOptimizer(imageFiles.imagesDir, imageFiles.cacheDir)))

  const sessionPool = new pg.Pool({ connectionString: connectionStringOf(knex), max: 2, options: schema ? `-c search_path=${schema}` : undefined })
  // An idle client losing its connection must not crash the process (the pool reconnects).
  sessionPool.on('error', (error) => logger.warn({ err: error }, 'session database connection lost'))
  const PgStore = connectPgSimple(session)
  const store = new PgStore({ pool: sessionPool, tableName: 'session', schemaName: schema, createTableIfMissing: false, pruneSessionInterval: env.NODE_ENV === 'test' ? false : 900 })
  app.use(cookieParser())
  app.use(
    session({
      name: 'mt.sid',
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
  app.use(languageMiddleware(i18n))
  app.use(csrfProtection({ publicUrl: env.PUBLIC_URL }))

  const renderPage = createPageRenderer({ i18n, publicUrl: env.PUBLIC_URL, formSecret: env.SESSION_SECRET, cacheHtml: cacheHtml && !devMiddleware })
  app.locals.renderPage = renderPage
  app.locals.publicUrl = env.PUBLIC_URL

  app.use(authRouter({ knex }))
  app.use('/admin', adminPageGuard)
  app.use('/api/admin', adminApiGuard)
  app.use(adminRouters())
  app.use(contactRouter({ knex, formSecret: env.SESSION_SECRET }))
  app.use(newsletterRouter({ knex, publicUrl: env.PUBLIC_URL }))
  app.use(tripEnquiryRouter({ knex, formSecret: env.SESSION_SECRET }))
  app.use(transfersRouter({ knex, formSecret: env.SESSION_SECRET, appSecret: env.APP_SECRET, publicUrl: env.PUBLIC_URL }))
  app.use(blogFeedRouter({ i18n, publicUrl: env.PUBLIC_URL }))
  app.use('/api/blog', blogApiRouter())
  app.use('/api', publicApi())
  app.use('/api', destinationsApi(), tripsApi())
  app.use('/api', transfersApi({ knex, publicUrl: env.PUBLIC_URL }))
  app.use(chatRouter({ knex, whatsapp: { baseUrl: env.WHATSAPP_API_URL, timeoutMs: env.WHATSAPP_TIMEOUT_MS } }))
  app.use('/api', apiNotFound)
  app.get('/{*path}', renderPages(renderPage))
  app.use(errorHandler)

  const mailWorker = new MailWorker({
    knex,
    logger,
    smtpUrl: resolveSmtpUrl,
    from: async () => {
      const configured = await configuredMailFrom()
      if (configured) return configured
      const site = await getSiteSettings()
      return `"${site.businessName}" <${site.email}>`
    },
  })
  mailWorker.start()

  return {
    app,
    mailWorker,
    async close() {
      await mailWorker.stop()
      store.close()
      await sessionPool.end()
    },
  }
}

function connectionStringOf(knex: Knex): string {
  const connection = knex.client.config.connection as { connectionString: string }
  return connection.connectionString
}

import { randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { S3Settings } from '../lib/object-storage'

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** One entry of a TRUST_PROXY list: an address, a CIDR block or one of Express's names for private ranges. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: a hop count ("1": the last X-Forwarded-For address is the client's) or a
 * comma-separated list of trusted proxy addresses/CIDRs ("10.0.0.0/8, 192.168.1.7", "loopback").
 * Parsed into what Express's `trust proxy` setting takes (ADR 023).
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value)
      if (hops <= 20) return hops
    } else {
      const entries = value.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean)
      if (entries.length && entries.every(isProxyEntry)) return entries
    }
    ctx.addIssue({ code: 'custom', message: 'a hop count (0–20) or a comma-separated list of addresses, CIDR blocks, loopback, linklocal or uniquelocal' })
    return z.NEVER
  })

/** A setting that cannot be used: start-up says which, in one message, without a stack. */
export class InvalidEnvironmentError extends Error {
  override name = 'InvalidEnvironmentError'
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().refine((v) => /^https?:$/.test(new URL(v).protocol), { message: 'an http:// or https:// address' }).default('http://localhost:3000'),
  SESSION_SECRET: z.string().min(32).optional(),
  APP_SECRET: z.string().min(32).optional(),
  // smtp:/host (one slash) parses as a URL without a host: nodemailer would then send to 127.0.0.1.
  SMTP_URL: z
    .string()
    .refine((v) => URL.canParse(v) && /^smtps?:$/.test(new URL(v).protocol) && new URL(v).hostname !== '', { message: 'smtp://user:password@host:port or smtps://…' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.string().email().optional(),
  /**
   * What the first start writes into an empty database: `all` the demo (its content and a running
   * operation: drivers, vehicles, bookings, reviews), `content` only the site's content, for a real
   * installation (docs/decisions/081).
   */
  SEED_DEMO: z.enum(['all', 'content']).default('all'),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  WHATSAPP_API_URL: z
    .string()
    .url()
    .default('https://graph.facebook.com/v21.0')
    .transform((v) => v.replace(/\/+$/, '')),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Stripe's API origin (tests point it at a local stand-in); the keys are in the admin's API keys screen. */
  STRIPE_API_URL: z
    .string()
    .url()
    .default('https://api.stripe.com')
    .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), { error: 'an origin such as https://api.stripe.com, without a path' }),
  /** Share of page views (0–1) that report Core Web Vitals, among visitors who allow analytics. */
  RUM_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.25),
  /** Image variants in no cache that one address may have rendered per 10 minutes (429 beyond). */
  IMAGE_RENDER_LIMIT: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Bearer token for GET /metrics (Prometheus text format); unset: /metrics answers 404 (ADR 057). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** This instance's name on the performance page and in instance_metrics; default hostname-pid (ADR 057). */
  INSTANCE_ID: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, { error: 'letters, digits and . _ : - (at most 100)' }).optional(),
  /** This instance's image files on disk (variants, originals fetched from the database), in MB; least recently used go first (ADR 058). */
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  /** Which peers may tell the client's address (X-Forwarded-For/-Proto): a hop count or addresses/CIDRs (ADR 023). */
  TRUST_PROXY: TrustProxySchema.default(['loopback']),
  /** A CDN's client-address header (CF-Connecting-IP, True-Client-IP), believed only from a trusted proxy. */
  CLIENT_IP_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'a header name such as CF-Connecting-IP' })
    .transform((v) => v.toLowerCase())
    .optional(),
  /** A silent database must not hang the site (ADR 021): connecting, waiting for a pooled connection, one statement. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(4000),
  /**
   * Days a sent e-mail keeps its body, subject and attachments (customers' names, phones,
   * addresses); after that the retention job keeps only its facts (ADR 056).
   */
  MAIL_BODY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** SIGTERM: the process exits by then whatever still hangs (ADR 021). */
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(1000).max(60_000).default(8000),
  /** Image originals in this S3-compatible bucket instead of PostgreSQL (ADR 062); unset: PostgreSQL. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'an S3 bucket name (3–63 lowercase letters, digits, dots and hyphens)' }).optional(),
  /** MinIO, Cloudflare R2, …: the service's address; unset: AWS S3 for S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, { error: 'a region such as eu-west-1 (R2: auto)' }).optional(),
  /** Both or neither: unset, the SDK's default chain (AWS_* variables, ~/.aws, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** bucket in the path (MinIO) rather than the host name; default: true with S3_ENDPOINT, false on AWS. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional(),
  /** Key prefix inside the bucket ("menorca/originals"): the bucket may hold other things. */
  S3_PREFIX: z.string().regex(/^[A-Za-z0-9!_.*'()/-]{0,200}$/, { error: 'letters, digits and / ! _ . * \' ( ) -' }).optional(),
})

/** A half configuration is refused at start: one line naming what is missing. */
const S3_DEPENDENT = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  const without = S3_DEPENDENT.filter((name) => env[name] !== undefined)
  if (!env.S3_BUCKET && without.length) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `required with ${without.join(', ')} (or unset those to keep image originals in PostgreSQL)` })
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither: the SDK\'s default credentials)' })
  }
  if (env.S3_BUCKET && !env.S3_ENDPOINT && !env.S3_REGION) ctx.addIssue({ code: 'custom', path: ['S3_REGION'], message: 'required for AWS S3 (no S3_ENDPOINT)' })
})

/** The S3 settings, or undefined: originals in PostgreSQL (the default). */
export function s3SettingsOf(env: TaskEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '')
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    // Endpoints of S3-compatible services take any region in the signature; R2 documents "auto".
    region: env.S3_REGION ?? 'us-east-1',
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    prefix: prefix ? `${prefix}/` : '',
  }
}

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string; APP_SECRET: string; dataDir: string }

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v]))
}

/**
 * Secrets default to values generated once into DATA_DIR so a local demo needs no setup;
 * a production deployment with an external database must pass them explicitly, because
 * every instance has to share them.
 */
function resolveSecrets(parsed: z.infer<typeof CheckedEnvSchema>, dataDir: string) {
  if (parsed.SESSION_SECRET && parsed.APP_SECRET) return { SESSION_SECRET: parsed.SESSION_SECRET, APP_SECRET: parsed.APP_SECRET }
  if (parsed.NODE_ENV === 'production' && parsed.DATABASE_URL) {
    throw new InvalidEnvironmentError('SESSION_SECRET and APP_SECRET (32+ characters each) are required in production with DATABASE_URL')
  }
  const file = path.join(dataDir, 'secrets.json')
  let stored: Partial<Record<'SESSION_SECRET' | 'APP_SECRET', string>> = {}
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'))
  const secrets = {
    SESSION_SECRET: parsed.SESSION_SECRET ?? stored.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    APP_SECRET: parsed.APP_SECRET ?? stored.APP_SECRET ?? randomBytes(32).toString('hex'),
  }
  if (stored.SESSION_SECRET !== secrets.SESSION_SECRET || stored.APP_SECRET !== secrets.APP_SECRET) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  }
  return secrets
}

/** The settings of a task that signs nothing (migrate, seed, create a user): no secrets asked for or made. */
export type TaskEnv = Omit<Env, 'SESSION_SECRET' | 'APP_SECRET'>

export function loadTaskEnv(source: NodeJS.ProcessEnv = process.env): TaskEnv {
  const result = CheckedEnvSchema.safeParse(emptyToUndefined(source))
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new InvalidEnvironmentError(`Invalid environment:\n${problems}`)
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR), PUBLIC_URL: result.data.PUBLIC_URL.replace(/\/$/, '') }
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = loadTaskEnv(source)
  return { ...env, ...resolveSecrets(env, env.dataDir) }
}

import { createHash, randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import pg from 'pg'
import type { Logger } from 'pino'
import { z } from 'zod'

/**
 * Keeps the in-process caches of several instances on one PostgreSQL in step (docs/decisions/014).
 * A write clears its own instance's copy and announces the topic with NOTIFY; every instance
 * LISTENs on one dedicated connection and clears its copy when another instance announces.
 * On the embedded database there is only ever one instance, so no feed runs there and a
 * write simply clears locally.
 */

const caches = new Map<string, () => void>()
let active: ChangeFeed | undefined

/**
 * Registers an in-process cache under `topic`. Returns what a write calls afterwards: it clears
 * this instance's copy at once and every other instance's copy moments later.
 */
export function sharedCache(topic: string, clearLocal: () => void): () => void {
  caches.set(topic, clearLocal)
  return () => {
    clearLocal()
    active?.publish(topic)
  }
}

function clearLocally(topics: Iterable<string>): void {
  for (const topic of topics) caches.get(topic)?.()
}

/** Empties every registered cache of this process: a new app reads its own database afresh. */
export function clearSharedCaches(): void {
  clearLocally(caches.keys())
}

/** Channel names are identifiers (63 bytes at most); one per schema, so sites sharing a database stay apart. */
export function changeChannel(schema: string): string {
  const name = `menorca_changes:${schema}`
  return Buffer.byteLength(name) <= 63 ? name : `menorca_changes:${createHash('sha256').update(schema).digest('hex').slice(0, 40)}`
}

/** Starts this instance's feed for the app's database (external PostgreSQL only). */
export async function startChangeFeed({ knex, logger }: { knex: Knex; logger: Logger }): Promise<ChangeFeed> {
  const { rows } = (await knex.raw('select current_schema() as schema')) as { rows: Array<{ schema: string }> }
  const feed = new ChangeFeed({
    knex,
    channel: changeChannel(rows[0]!.schema),
    logger,
    onChange: clearLocally,
    // Announcements made while this instance was not listening are lost: start afresh.
    onResync: () => clearLocally(caches.keys()),
  })
  await feed.start()
  active = feed
  return feed
}

export async function stopChangeFeed(): Promise<void> {
  const feed = active
  active = undefined
  await feed?.close()
}

const AnnouncementSchema = z.object({ from: z.string(), topics: z.array(z.string()).max(100) })

export interface ChangeFeedOptions {
  /** Announcements go through the app's own pool, so they are sent even while the listener reconnects. */
  knex: Knex
  channel: string
  logger: Logger
  /** Where the listening connection goes; the app's database by default. */
  listenUrl?: string
  onChange(topics: string[]): void
  onResync(): void
  retry?: { firstMs: number; maxMs: number }
  /** How often the listening connection is checked (a silently dropped connection sends no error). */
  pingMs?: number
}

export class ChangeFeed {
  readonly instanceId = randomUUID()
  private client: pg.Client | undefined
  private closed = false
  /** Set while not listening after having tried: announcements may have been missed. */
  private mayHaveMissed = false
  private retryMs: number
  private reconnectTimer: NodeJS.Timeout | undefined
  private pingTimer: NodeJS.Timeout | undefined
  private pending = new Set<string>()

  constructor(private readonly options: ChangeFeedOptions) {
    this.retryMs = options.retry?.firstMs ?? 500
  }

  get listening(): boolean {
    return Boolean(this.client)
  }

  /** Connects and listens; when the database is not reachable it keeps trying in the background. */
  async start(): Promise<void> {
    await this.connect()
    const pingMs = this.options.pingMs ?? 30_000
    this.pingTimer = setInterval(() => void this.ping(), pingMs).unref()
  }

  /** Announces a change to the other instances (topics of one tick go out as one notification). */
  publish(topic: string): void {
    if (this.closed) return
    if (this.pending.size === 0) queueMicrotask(() => void this.flush())
    this.pending.add(topic)
  }

  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.reconnectTimer)
    clearInterval(this.pingTimer)
    const client = this.client
    this.client = undefined
    await client?.end().catch(() => undefined)
  }

  private async flush(): Promise<void> {
    const topics = [...this.pending]
    this.pending.clear()
    const payload = JSON.stringify({ from: this.instanceId, topics })
    try {
      await this.options.knex.raw('select pg_notify(?, ?)', [this.options.channel, payload])
    } catch (error) {
      this.options.logger.warn({ err: error, topics }, 'cache change not announced to the other instances')
    }
  }

  /** The app's own connection settings (as Knex hands them to pg), unless a listenUrl is given. */
  private connectionConfig(): pg.ClientConfig {
    return this.options.listenUrl ? { connectionString: this.options.listenUrl } : (this.options.knex.client.connectionSettings as pg.ClientConfig)
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.connectionConfig(), keepAlive: true, query_timeout: 10_000, application_name: 'menorca-tours change feed' })
    let gone = false
    const lose = (error?: unknown) => {
      if (gone) return
      gone = true
      if (this.client === client) this.client = undefined
      client.end().catch(() => undefined)
      if (this.closed) return
      this.mayHaveMissed = true
      this.options.logger.warn({ err: error, retryInMs: this.retryMs }, 'cache change feed lost its database connection')
      this.reconnectTimer = setTimeout(() => void this.connect(), this.retryMs).unref()
      this.retryMs = Math.min(this.retryMs * 2, this.options.retry?.maxMs ?? 30_000)
    }
    client.on('error', lose)
    client.on('end', () => lose())
    client.on('notification', (message) => this.receive(message.payload))
    try {
      await client.connect()
      await client.query(`LISTEN ${client.escapeIdentifier(this.options.channel)}`)
    } catch (error) {
      return lose(error)
    }
    if (this.closed || gone) return void client.end().catch(() => undefined)
    this.client = client
    this.retryMs = this.options.retry?.firstMs ?? 500
    if (this.mayHaveMissed) {
      this.mayHaveMissed = false
      this.options.logger.info('cache change feed listening again; caches cleared')
      this.options.onResync()
    }
  }

  private async ping(): Promise<void> {
    const client = this.client
    // A failed query ends in the client's 'error' or is a timeout; either way, start over.
    await client?.query('select 1').catch((error) => client.emit('error', error))
  }

  private receive(payload: string | undefined): void {
    let announcement
    try {
      announcement = AnnouncementSchema.parse(JSON.parse(payload ?? ''))
    } catch {
      return this.options.logger.warn({ payload }, 'cache change feed: unreadable notification ignored')
    }
    if (announcement.from !== this.instanceId) this.options.onChange(announcement.topics)
  }
}

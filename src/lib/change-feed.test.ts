import { randomBytes } from 'node:crypto'
import knexFactory, { type Knex } from 'knex'
import { pino } from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTcpProxy, throughProxy, type TcpProxy } from '../../tests/helpers/tcp-proxy'
import { ChangeFeed, changeChannel, sharedCache, startChangeFeed, stopChangeFeed } from './change-feed'
import { htmlCache } from './html-cache'

const DATABASE_URL = process.env.DATABASE_URL
const logger = pino({ level: 'silent' })

describe('cache change feed without a feed (embedded database, one instance)', () => {
  it('clears the local cache when a write announces a change', () => {
    let cleared = 0
    const clear = sharedCache('unit-local', () => cleared++)
    clear()
    expect(cleared).toBe(1)
  })

  it('keeps channel names within PostgreSQL identifier length', () => {
    expect(changeChannel('public')).toBe('menorca_changes:public')
    const long = changeChannel('s'.repeat(63))
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(63)
    expect(long).not.toBe(changeChannel(`${'s'.repeat(62)}t`))
  })
})

describe.skipIf(!DATABASE_URL)('cache change feed on PostgreSQL (LISTEN/NOTIFY; runs only with DATABASE_URL, the embedded database has no second instance)', () => {
  let knex: Knex
  const feeds: ChangeFeed[] = []
  const proxies: TcpProxy[] = []

  beforeAll(() => {
    knex = knexFactory({ client: 'pg', connection: DATABASE_URL, pool: { min: 0, max: 2 } })
  })
  afterEach(async () => {
    for (const feed of feeds.splice(0)) await feed.close()
    for (const proxy of proxies.splice(0)) await proxy.close()
  })
  afterAll(async () => {
    await stopChangeFeed()
    await knex.destroy()
  })

  function feedOn(channel: string, listenUrl?: string) {
    const received: string[][] = []
    let resyncs = 0
    const feed = new ChangeFeed({ knex, channel, logger, listenUrl, onChange: (topics) => received.push(topics), onResync: () => resyncs++, retry: { firstMs: 50, maxMs: 200 } })
    feeds.push(feed)
    return { feed, received, resyncs: () => resyncs }
  }
  const freshChannel = () => changeChannel(`test_${randomBytes(6).toString('hex')}`)

  it("delivers one instance's announcement to the others, once per tick, and never back to the sender", async () => {
    const channel = freshChannel()
    const a = feedOn(channel)
    const b = feedOn(channel)
    const elsewhere = feedOn(freshChannel())
    await Promise.all([a.feed.start(), b.feed.start(), elsewhere.feed.start()])

    a.feed.publish('html')
    a.feed.publish('sitemap')
    await expect.poll(() => b.received).toEqual([['html', 'sitemap']])
    b.feed.publish('transfers')
    await expect.poll(() => a.received).toEqual([['transfers']])
    await new Promise((r) => setTimeout(r, 200))
    expect(b.received).toEqual([['html', 'sitemap']])
    expect(elsewhere.received).toEqual([])
  })

  it('reconnects after losing the database, clears everything it may have missed, and hears again', async () => {
    const channel = freshChannel()
    const target = new URL(DATABASE_URL!)
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432))
    proxies.push(proxy)
    const sender = feedOn(channel)
    const listener = feedOn(channel, throughProxy(DATABASE_URL!, proxy.port))
    await Promise.all([sender.feed.start(), listener.feed.start()])
    expect(listener.feed.listening).toBe(true)

    proxy.cut()
    await expect.poll(() => listener.feed.listening).toBe(false)
    sender.feed.publish('site-settings') // lost for the listener: the resync stands in for it
    await new Promise((r) => setTimeout(r, 300))
    expect(listener.received).toEqual([])
    expect(listener.resyncs()).toBe(0)

    proxy.restore()
    await expect.poll(() => listener.feed.listening, { timeout: 5_000 }).toBe(true)
    expect(listener.resyncs()).toBe(1)
    sender.feed.publish('api-keys')
    await expect.poll(() => listener.received).toEqual([['api-keys']])
  })

  it('stops trying to reconnect once closed', async () => {
    const target = new URL(DATABASE_URL!)
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432))
    proxies.push(proxy)
    const listener = feedOn(freshChannel(), throughProxy(DATABASE_URL!, proxy.port))
    await listener.feed.start()
    proxy.cut()
    await expect.poll(() => listener.feed.listening).toBe(false)
    await listener.feed.close()
    proxy.restore()
    await new Promise((r) => setTimeout(r, 500))
    expect(listener.feed.listening).toBe(false)
    expect(listener.resyncs()).toBe(0)
  })

  it("wires the app's caches: a write clears here and there, another instance's write clears here", async () => {
    await startChangeFeed({ knex, logger })
    const { rows } = (await knex.raw('select current_schema() as schema')) as { rows: Array<{ schema: string }> }
    const other = feedOn(changeChannel(rows[0]!.schema))
    await other.feed.start()
    let cleared = 0
    const clearWidgets = sharedCache('widgets', () => cleared++)

    clearWidgets()
    expect(cleared).toBe(1)
    await expect.poll(() => other.received).toContainEqual(['widgets'])

    other.feed.publish('widgets')
    await expect.poll(() => cleared).toBe(2)

    htmlCache.set(htmlCache.key('en', '/'), { status: 200, headers: [], body: '<p>cached</p>' })
    other.feed.publish('html')
    await expect.poll(() => htmlCache.stats().entries).toBe(0)
  })
})

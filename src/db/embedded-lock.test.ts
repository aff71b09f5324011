import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase, STALE_AFTER_MS } from './embedded-lock'

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'embedded-lock-')), 'pg')
const mine = `${hostname()} ${process.pid}`
const lockOf = (dir: string, holder: string, ageMs = 0) => {
  writeFileSync(`${dir}.lock`, holder)
  const at = new Date(Date.now() - ageMs)
  utimesSync(`${dir}.lock`, at, at)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('one process at a time on an embedded database', () => {
  it('holds the lock ("host pid") while open and gives it back on release', () => {
    const dir = dataDir()
    const release = lockEmbeddedDatabase(dir)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(mine)
    release()
    expect(existsSync(`${dir}.lock`)).toBe(false)
  })

  it('refuses a database another live process of this host has open, naming it', () => {
    const dir = dataDir()
    lockOf(dir, `${hostname()} ${process.ppid}`)
    expect(() => lockEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseInUseError)
    expect(() => lockEmbeddedDatabase(dir)).toThrow(`pid ${process.ppid} on ${hostname()}`)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${hostname()} ${process.ppid}`)
  })

  it('refuses a lock another host refreshed lately (a second container on the same volume), even with the same pid', () => {
    const dir = dataDir()
    lockOf(dir, `other-container ${process.pid}`, 5_000)
    expect(() => lockEmbeddedDatabase(dir)).toThrow('on other-container')
  })

  it('takes over an abandoned lock: a process of this host that is gone, or any lock not refreshed for 30 s', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString()
    for (const [holder, ageMs] of [
      [`${hostname()} ${gone}`, 0],
      [gone, 0],
      [`other-container 1`, STALE_AFTER_MS + 1000],
      [`${hostname()} ${process.ppid}`, STALE_AFTER_MS + 1000],
    ] as const) {
      const dir = dataDir()
      lockOf(dir, holder, ageMs)
      const release = lockEmbeddedDatabase(dir)
      expect(readFileSync(`${dir}.lock`, 'utf8'), holder).toBe(mine)
      release()
    }
  })

  it('takes over its own lock: a container restarted after a crash has the same host name and pid', () => {
    const dir = dataDir()
    lockOf(dir, mine, 1000)
    lockEmbeddedDatabase(dir)()
  })

  it('refreshes the lock while the database is open', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const dir = dataDir()
    const release = lockEmbeddedDatabase(dir)
    const old = new Date(Date.now() - 20_000)
    utimesSync(`${dir}.lock`, old, old)
    vi.advanceTimersByTime(10_000)
    expect(Date.now() - statSync(`${dir}.lock`).mtimeMs).toBeLessThan(5_000)
    release()
  })
})

import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import request from 'supertest'
import { DataDirCheck, PROBE_FILE, storageStateOf } from '../../src/lib/data-dir'
import { dataDirAccessProblem, dataDirProblem } from '../../scripts/data-dir-writable.mjs'
import { createI18n } from '../../src/i18n/i18n.server'
import { toErrorResponse } from '../../src/server/error-handler'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { freePort } from '../helpers/server-process'
import { startTestApp, type TestApp } from '../helpers/test-app'

/*
 * How the disk's refusals are produced (the tests run as root, for whom chmod 555 stops nothing,
 * and mounting a read-only or full filesystem is not possible here): the write check's probe file
 * in DATA_DIR is made a symbolic link to a file the kernel itself refuses to write —
 * /dev/full (every write: ENOSPC, "no space left on device") and a read-only sysfs attribute
 * (EACCES, what a non-root process gets in a chmod 555 folder). The error codes are the kernel's,
 * through the same open/write/fsync an upload does; only their cause is arranged. A real
 * read-only mount gives EROFS, which maps to the same state (see the unit assertions below).
 */
const FULL_DEVICE = '/dev/full'
const READ_ONLY_FILE = '/sys/kernel/notes'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const probe = () => path.join(t.env.dataDir, PROBE_FILE)
function refuseWritesWith(target: string): void {
  rmSync(probe(), { force: true })
  symlinkSync(target, probe())
}
function allowWrites(): void {
  rmSync(probe(), { force: true })
}

async function picture(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer()
}

describe('a full or read-only DATA_DIR', () => {
  it.runIf(existsSync(FULL_DEVICE) && existsSync(READ_ONLY_FILE))('is reported by /healthz; writes answer a clear 503 and keep nothing; reading pages keep working; it recovers by itself', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const images = async () => Number((await t.knex('images').count({ n: '*' }))[0]!.n)
    expect((await request(t.app).get('/healthz')).body).toEqual({ status: 'ok', db: 'ok', dataDir: 'ok' })
    const before = await images()

    for (const [target, state] of [[FULL_DEVICE, 'full'], [READ_ONLY_FILE, 'read-only']] as const) {
      refuseWritesWith(target)
      const health = await request(t.app).get('/healthz')
      expect(health.status).toBe(503)
      expect(health.body).toEqual({ status: 'error', db: 'ok', dataDir: state })

      // The upload API: JSON 503 with Retry-After, before the body is even read.
      const api = await agent.post('/api/admin/images').set('X-CSRF-Token', csrf).attach('files', await picture(), 'beach.jpg')
      expect(api.status).toBe(503)
      expect(api.headers['retry-after']).toBe('30')
      expect(api.body.error.code).toBe('storage_unavailable')
      const spelled = await agent.post('/API/Admin/images/').set('X-CSRF-Token', csrf).attach('files', await picture(), 'beach.jpg')
      expect(spelled.status).toBe(503) // however Express would match it

      // The same upload as a plain form: the translated page says what happened.
      const form = await agent
        .post(`/admin/images/upload?_csrf=${encodeURIComponent(csrf)}&lng=de`)
        .set('Accept', 'text/html')
        .set('Host', 'site.test')
        .set('Referer', 'http://site.test/admin/images?lng=de')
        .attach('files', await picture(), 'beach.jpg')
      expect(form.status).toBe(503)
      expect(form.headers['retry-after']).toBe('30')
      expect(form.text).toContain(html(tr('de', 'common', 'storageUnavailable.title')))
      expect(form.text).toContain(html(tr('de', 'common', 'storageUnavailable.text')))
      // "Try again" leads back to the library, not to a GET of /admin/images/upload (a 404).
      expect(form.text).toContain(`<a href="/admin/images?lng=de">${html(tr('de', 'common', 'errors.unavailable.retry'))}</a>`)

      // Nothing half-done: no library row.
      expect(await images()).toBe(before)

      // Reading keeps working: pages, APIs, the admin's lists.
      expect((await request(t.app).get('/?lng=de')).status).toBe(200)
      expect((await request(t.app).get('/api/trips/popular')).status).toBe(200)
      expect((await agent.get('/admin/images')).status).toBe(200)
      expect(lstatSync(probe()).isSymbolicLink()).toBe(true) // the check never replaced what it could not write
    }

    allowWrites()
    expect((await request(t.app).get('/healthz')).body).toEqual({ status: 'ok', db: 'ok', dataDir: 'ok' })
    const ok = await agent.post('/api/admin/images').set('X-CSRF-Token', csrf).attach('files', await picture(), 'beach.jpg')
    expect(ok.status).toBe(201)
    expect(await images()).toBe(before + 1)
    expect(existsSync(probe())).toBe(false) // the probe cleans up after itself
  })

  it('names each refusal the kernel can give, and maps a write refused mid-way to 503, not 500', async () => {
    const failing = (code: string) => Object.assign(new Error(code), { code })
    expect(storageStateOf(failing('EROFS'))).toBe('read-only')
    expect(storageStateOf(failing('EACCES'))).toBe('read-only')
    expect(storageStateOf(failing('ENOSPC'))).toBe('full')
    expect(storageStateOf(failing('EDQUOT'))).toBe('full')
    expect(storageStateOf(new Error('other'))).toBeUndefined()
    for (const code of ['EROFS', 'ENOSPC', 'EDQUOT']) {
      const { status, body } = toErrorResponse(failing(code), (await createI18n()).getFixedT('en'))
      expect(status).toBe(503)
      expect(body.error.code).toBe('storage_unavailable')
    }
    // The embedded database lives in DATA_DIR: when that disk is full, an INSERT that must extend a
    // table file fails with SQLSTATE 53100 (seen: a contact form answered 500). That is the storage 503 too.
    const diskFull = Object.assign(new Error('insert … - could not extend file "base/5/16942": No space left on device'), { name: 'DBError', nativeError: { code: '53100' } })
    expect(toErrorResponse(diskFull, (await createI18n()).getFixedT('en'))).toMatchObject({ status: 503, body: { error: { code: 'storage_unavailable' } } })
    // A folder that does not exist (a volume that was not mounted) is not "ok" either.
    expect(await new DataDirCheck(path.join(t.env.dataDir, 'not-mounted')).state()).toBe('unavailable')
  })
})

/*
 * `npm start` (and the container's CMD) with a DATA_DIR it cannot write: the check at the top of
 * scripts/start.mjs ends the start before the build check, the secrets or the database, with one
 * line that names the folder, the user, the owner and the fix (ADR 059). As root (these tests may
 * run as root, for whom chmod stops nothing) the child runs as nobody (uid 65534), the user a
 * container's --user would be; otherwise as this user, in a folder chmod 0555.
 */
describe('npm start with a DATA_DIR it cannot write', () => {
  const asRoot = process.getuid?.() === 0
  const NOBODY = 65534
  let scratch: string
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'data-dir-start-'))
    chmodSync(scratch, 0o755) // the child, running as nobody, must reach the folders inside
  })
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true })
  })

  function start(dataDir: string, env: Record<string, string> = {}) {
    const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 60_000,
      ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    })
    return { status: result.status, stderr: result.stderr, stdout: result.stdout }
  }
  const expectOneLineNoTrace = (stderr: string) => {
    expect(stderr.trim().split('\n')).toHaveLength(1)
    expect(stderr).not.toMatch(/^\s+at /m)
  }

  it('a folder owned by someone else (a root-owned host folder under --user): exit 1, one line with the folder, the uid/gid, the owner and the chown that fixes it', () => {
    const dataDir = path.join(scratch, 'root-owned')
    mkdirSync(dataDir)
    chmodSync(dataDir, 0o555)
    const owner = statSync(dataDir)
    const uid = asRoot ? NOBODY : process.getuid!()
    const gid = asRoot ? NOBODY : process.getgid!()

    const { status, stderr, stdout } = start(dataDir)
    expect(status).toBe(1)
    expectOneLineNoTrace(stderr)
    expect(stderr).toContain(`DATA_DIR ${dataDir} is not writable by uid ${uid} gid ${gid} (EACCES; owner uid ${owner.uid} gid ${owner.gid}, mode 0555)`)
    expect(stderr).toContain(`chown -R ${uid}:${gid}`)
    expect(stderr).toContain('--user')
    expect(stdout).not.toContain('building') // it stopped before the build check
    expect(readdirSync(dataDir)).toEqual([]) // no secrets, no database started
  })

  it('a DATA_DIR that would be created inside such a folder names the parent that refuses', () => {
    const parent = path.join(scratch, 'locked-parent')
    mkdirSync(parent)
    chmodSync(parent, 0o555)
    const dataDir = path.join(parent, 'data')
    const { status, stderr } = start(dataDir)
    expect(status).toBe(1)
    expectOneLineNoTrace(stderr)
    expect(stderr).toContain(`DATA_DIR ${dataDir} (missing; its parent ${parent}) is not writable`)
  })

  it('a file where the folder should be: exit 1, one line saying so', () => {
    const file = path.join(scratch, 'a-file')
    writeFileSync(file, 'not a folder')
    chmodSync(file, 0o644)
    for (const dataDir of [file, path.join(file, 'data')]) {
      const { status, stderr } = start(dataDir)
      expect(status).toBe(1)
      expectOneLineNoTrace(stderr)
      expect(stderr).toContain(`is a file, not a folder`)
      expect(stderr).toContain(`remove the file ${file}`)
    }
  })

  it('a writable folder passes, missing ones are created, and the check leaves nothing behind', () => {
    const dataDir = path.join(scratch, 'fresh', 'data')
    expect(dataDirProblem(dataDir)).toBeNull()
    expect(readdirSync(dataDir)).toEqual([])
    expect(dataDirProblem(dataDir)).toBeNull() // and again, on the folder that now exists
    expect(readdirSync(dataDir)).toEqual([])
  })

  /*
   * A backup restored into a folder the server may write, but as root: the files inside are not
   * the server's. Each case below lays out a data folder as a start finds it (secrets, the embedded
   * database's first files, the image caches), all the child's, then gives one path back to root
   * (as root; as another user: chmod 000, which that user's own files obey too).
   */
  const child = { uid: asRoot ? NOBODY : process.getuid!(), gid: asRoot ? NOBODY : process.getgid!() }
  const restoredLayout = ['secrets.json', 'pg/PG_VERSION', 'pg/global/pg_control', 'pg/base/5/PG_VERSION', 'pg/base/5/pg_filenode.map', 'pg/base/5/16384', 'pg/pg_wal/000000010000000000000001', 'images/demo/cala.jpg', 'cache/images/ab/abcdef/400.webp']
  function restoredDataDir(name: string): string {
    const dataDir = path.join(scratch, name)
    for (const file of restoredLayout) {
      mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true })
      writeFileSync(path.join(dataDir, file), file === 'secrets.json' ? JSON.stringify({ SESSION_SECRET: 's'.repeat(64), APP_SECRET: 'a'.repeat(64) }) : 'x')
    }
    if (asRoot) spawnSync('chown', ['-R', `${child.uid}:${child.gid}`, dataDir])
    return dataDir
  }
  /** `file` (inside `dataDir`) becomes root's with `mode`; as another user, only the mode changes. */
  function giveBackToRoot(file: string, mode: number): void {
    if (asRoot) chownSync(file, 0, 0)
    chmodSync(file, mode)
  }
  const embedded = { DATABASE_URL: '', SESSION_SECRET: '', APP_SECRET: '' }

  it('a restored file or folder it cannot open (secrets, the database, the image cache): exit 1, one line naming that path and the chown of DATA_DIR, before the database is opened', () => {
    const cases = [
      { name: 'secrets', path: 'secrets.json', mode: 0o000, says: 'cannot read' },
      { name: 'database-file', path: 'pg/global/pg_control', mode: 0o000, says: 'cannot read and write' },
      { name: 'database-folder', path: 'pg/base/5', mode: 0o555, says: 'cannot read and write in' },
      { name: 'database-version', path: 'pg/PG_VERSION', mode: 0o444, says: 'cannot read and write' },
      { name: 'image-cache', path: 'cache/images/ab', mode: 0o555, says: 'cannot read and write in' },
      { name: 'images', path: 'images', mode: 0o500, says: 'cannot read and write in' },
    ]
    for (const broken of cases) {
      const dataDir = restoredDataDir(`restored-${broken.name}`)
      const file = path.join(dataDir, broken.path)
      giveBackToRoot(file, broken.mode)
      const { status, stderr, stdout } = start(dataDir, embedded)
      expect(status, broken.name).toBe(1)
      expectOneLineNoTrace(stderr)
      expect(stderr).toContain(`Cannot start: uid ${child.uid} gid ${child.gid} ${broken.says} ${file} (in DATA_DIR ${dataDir}) (EACCES; owner uid ${statSync(file).uid} gid ${statSync(file).gid}, mode 0${broken.mode.toString(8).padStart(3, '0')})`)
      expect(stderr).toContain(`chown -R ${child.uid}:${child.gid} ${dataDir}`)
      expect(stdout).not.toMatch(/password|building/i)
      expect(existsSync(path.join(dataDir, 'pg.lock')), broken.name).toBe(false) // the database was never opened
    }
  })

  it('a folder restored where a file belongs says so', () => {
    const dataDir = restoredDataDir('restored-wrong-kind')
    rmSync(path.join(dataDir, 'secrets.json'))
    mkdirSync(path.join(dataDir, 'secrets.json'))
    const { status, stderr } = start(dataDir, embedded)
    expect(status).toBe(1)
    expectOneLineNoTrace(stderr)
    expect(stderr).toContain(`${path.join(dataDir, 'secrets.json')} (in DATA_DIR ${dataDir}) is a folder where a file belongs`)
  })

  it('what this start does not use is not asked for: secrets from the environment, the database from DATABASE_URL', async () => {
    const dataDir = restoredDataDir('restored-unused')
    giveBackToRoot(path.join(dataDir, 'secrets.json'), 0o000)
    giveBackToRoot(path.join(dataDir, 'pg'), 0o000)
    const secret = 'z'.repeat(40)
    const { status, stderr } = start(dataDir, { DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/menorca`, SESSION_SECRET: secret, APP_SECRET: secret, LOG_LEVEL: 'silent' })
    expect(status).toBe(1)
    expect(stderr).toMatch(/^Cannot reach the database \(ECONNREFUSED\)/) // it got as far as the database
  })

  it('a data folder it can use throughout passes; the relation files inside a database folder are not walked (a large database costs no more)', () => {
    const dataDir = restoredDataDir('restored-whole')
    expect(dataDirAccessProblem(dataDir, { embeddedDatabase: true, secretsFile: true })).toBeNull()
    giveBackToRoot(path.join(dataDir, 'pg/base/5/16384'), 0o000)
    const check = spawnSync(process.execPath, ['--input-type=module', '-e', `import { dataDirAccessProblem } from './scripts/data-dir-writable.mjs'; console.log(String(dataDirAccessProblem(${JSON.stringify(dataDir)}, { embeddedDatabase: true, secretsFile: true })))`], {
      encoding: 'utf8',
      ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    })
    expect(check.stderr).toBe('')
    expect(check.stdout.trim()).toBe('null')
  })
})

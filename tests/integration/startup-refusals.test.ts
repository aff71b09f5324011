import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, startCommand } from '../helpers/server-process'

// What an ops engineer reads when a start cannot go on: one plain message, exit 1, no stack, and
// nothing seeded (nor its one-time passwords printed) before the start knows it can listen.
async function start(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { env: scriptEnv, args } = startCommand()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'startup-refusal-'))
  const child = spawn(process.execPath, args, { env: { ...process.env, ...scriptEnv, NODE_ENV: 'production', SKIP_BUILD: '1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { code, stdout, stderr }
}

/** Stderr's lines that are not JSON log lines: what the start says in its own words. */
const plainLines = (stderr: string) => stderr.split('\n').filter((line) => line.trim() && !line.startsWith('{'))

describe('a start that cannot go on', () => {
  it('names a setting it cannot use, in one message without a stack', async () => {
    const { code, stderr } = await start({ SMTP_URL: 'smtp:/user:secret@mail.example.com:587', PUBLIC_URL: 'ftp://tours.example' })
    expect(code).toBe(1)
    expect(plainLines(stderr)).toEqual(['Invalid environment:', '  PUBLIC_URL: an http:// or https:// address', '  SMTP_URL: smtp://user:password@host:port or smtps://…'])
  })

  it('refuses a port already in use before it seeds anything or prints a password, and exits', async () => {
    const port = await freePort()
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(port, '0.0.0.0', resolve))
    try {
      const { code, stdout, stderr } = await start({ PORT: String(port), ADMIN_EMAIL: 'boss@example.com' })
      expect(code).toBe(1)
      expect(plainLines(stderr)).toEqual([`Cannot listen on 0.0.0.0:${port} (EADDRINUSE): choose another PORT or HOST, or stop what uses it.`])
      expect(stdout).not.toMatch(/password/i)
    } finally {
      holder.close()
    }
  })

  it('says which database it cannot reach, and why, in one line', async () => {
    const secret = 'x'.repeat(40)
    const { code, stderr } = await start({ DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/menorca`, SESSION_SECRET: secret, APP_SECRET: secret })
    expect(code).toBe(1)
    const said = plainLines(stderr)
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(/^Cannot reach the database \(ECONNREFUSED\): .*Check DATABASE_URL/)
  })
})

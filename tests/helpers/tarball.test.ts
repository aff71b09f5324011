import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { withoutEntries } from './tarball'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('withoutEntries (trims the embedded test snapshot)', () => {
  it('drops the picked files with their data and keeps the rest readable by tar, byte for byte', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tarball-'))
    const source = path.join(dir, 'source')
    mkdirSync(path.join(source, 'pg_wal'), { recursive: true })
    writeFileSync(path.join(source, 'PG_VERSION'), '17\n')
    writeFileSync(path.join(source, 'pg_wal', 'spare'), Buffer.alloc(5000, 7))
    writeFileSync(path.join(source, 'pg_wal', 'current'), Buffer.alloc(1300, 9))
    const tarball = execFileSync('tar', ['--format=ustar', '-cf', '-', '-C', source, '.'])

    const trimmed = withoutEntries(tarball, (entry) => entry.endsWith('pg_wal/spare'))
    const target = path.join(dir, 'target')
    mkdirSync(target)
    execFileSync('tar', ['-xf', '-', '-C', target], { input: trimmed })

    expect(trimmed.length).toBeLessThan(tarball.length - 5000)
    expect(readdirSync(path.join(target, 'pg_wal'))).toEqual(['current'])
    expect(readFileSync(path.join(target, 'pg_wal', 'current'))).toEqual(Buffer.alloc(1300, 9))
    expect(readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('17\n')
  })
})

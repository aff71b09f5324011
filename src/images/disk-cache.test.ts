import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DiskCache } from './disk-cache'

const KB = 1024
let dir: string

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'disk-cache-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function file(name: string, size: number): Promise<string> {
  const full = path.join(dir, name)
  await mkdir(path.dirname(full), { recursive: true })
  await writeFile(full, Buffer.alloc(size, 1))
  return full
}

describe('the image cache on disk, capped (IMAGE_CACHE_MAX_MB)', () => {
  it('removes the least recently used files once over the cap, and keeps the ones just used', async () => {
    const cache = new DiskCache(10 * KB)
    const [a, b, c] = [await file('a.webp', 4 * KB), await file('b.webp', 4 * KB), await file('c.webp', 4 * KB)]
    await cache.add(a, 4 * KB)
    await cache.add(b, 4 * KB)
    // a is read again: b is now the least recently used.
    cache.touch(a)
    await cache.add(c, 4 * KB)
    expect(existsSync(a)).toBe(true)
    expect(existsSync(b)).toBe(false)
    expect(existsSync(c)).toBe(true)
    expect(cache.bytes).toBe(8 * KB)
  })

  it('keeps a file larger than the whole cap while it is the one being served', async () => {
    const cache = new DiskCache(2 * KB)
    const small = await file('small.webp', 1 * KB)
    const large = await file('large.webp', 5 * KB)
    await cache.add(small, 1 * KB)
    await cache.add(large, 5 * KB)
    expect(existsSync(small)).toBe(false)
    expect(existsSync(large)).toBe(true)
  })

  it('at start knows the files already there, oldest first, and evicts those before new ones', async () => {
    const old = await file('ab/old.webp', 4 * KB)
    const newer = await file('cd/newer.webp', 4 * KB)
    await utimes(old, new Date('2026-01-01'), new Date('2026-01-01'))
    await utimes(newer, new Date('2026-06-01'), new Date('2026-06-01'))
    const cache = new DiskCache(10 * KB, [dir])
    await cache.load()
    expect(cache.bytes).toBe(8 * KB)
    await cache.add(await file('ef/fresh.webp', 4 * KB), 4 * KB)
    expect(existsSync(old)).toBe(false)
    expect(existsSync(newer)).toBe(true)
  })

  it('never touches a file it was not told of (an original whose only copy is on this disk)', async () => {
    const cache = new DiskCache(1 * KB)
    const onlyCopy = await file('uploads/only.jpg', 4 * KB)
    await cache.add(await file('v.webp', 2 * KB), 2 * KB)
    await cache.add(await file('w.webp', 2 * KB), 2 * KB)
    expect(existsSync(onlyCopy)).toBe(true)
  })
})

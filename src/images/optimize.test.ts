import { mkdtempSync, readdirSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { TooManyRequestsError } from '../lib/errors'
import { cacheFolderOf, canonicalAddress, forgetOptimizedImages, ImageOptimizer, OptimizeQuerySchema } from './optimize'

const root = mkdtempSync(path.join(tmpdir(), 'optimizer-'))
const imagesDir = path.join(root, 'images')
const cacheDir = path.join(root, 'cache')
const query = (q: Record<string, string>) => OptimizeQuerySchema.parse(q)

beforeAll(async () => {
  await mkdir(path.join(imagesDir, 'demo'), { recursive: true })
  await sharp({ create: { width: 64, height: 40, channels: 3, background: '#0e7490' } }).jpeg().toFile(path.join(imagesDir, 'demo', 'sea view.jpg'))
})

describe('the image optimizer', () => {
  it("names a variant by the address the site's pages use", () => {
    expect(canonicalAddress('demo/sea view.jpg', query({ width: '640', height: '420' }))).toBe('/optimize/demo/sea%20view.jpg?width=640&height=420&format=webp&quality=80')
    expect(canonicalAddress('demo/a.jpg', query({ format: 'png', quality: '30' }))).toBe('/optimize/demo/a.jpg?format=png&quality=30')
  })

  it('keeps a variant in memory under its canonical address only, whatever spelling asked for it', async () => {
    forgetOptimizedImages()
    const optimizer = new ImageOptimizer(imagesDir, cacheDir)
    const asked = query({ quality: '080', width: '0032' })
    const image = await optimizer.optimize('demo/sea view.jpg', asked)
    expect((await sharp(image.body).metadata()).width).toBe(32)
    expect(optimizer.fromMemory('/optimize/demo/sea%20view.jpg?quality=080&width=0032')).toBeUndefined()
    expect(optimizer.fromMemory(canonicalAddress('demo/sea view.jpg', asked))).toBe(image)
  })

  it('renders a variant once when two optimizers ask for it at the same time, leaving no temporary file', async () => {
    forgetOptimizedImages()
    const asked = query({ width: '24', format: 'avif' })
    const [a, b] = await Promise.all([new ImageOptimizer(imagesDir, cacheDir).optimize('demo/sea view.jpg', asked), new ImageOptimizer(imagesDir, cacheDir).optimize('demo/sea view.jpg', asked)])
    expect(a.etag).toBe(b.etag)
    const folder = cacheFolderOf(cacheDir, 'demo/sea view.jpg')
    expect(readdirSync(folder).filter((f) => f.endsWith('.avif'))).toHaveLength(1)
    expect(readdirSync(folder).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('still serves a variant when the disk cache takes no writes (a read-only or full DATA_DIR costs the cache, not the image)', async () => {
    forgetOptimizedImages()
    // mkdir under a device file fails as the kernel's ENOTDIR, even for root.
    const optimizer = new ImageOptimizer(imagesDir, '/dev/full/cache')
    const image = await optimizer.optimize('demo/sea view.jpg', query({ width: '20' }))
    expect((await sharp(image.body).metadata()).width).toBe(20)
  })

  it('asks before rendering a variant no cache holds, and refuses with 429 when told no; cached variants are never refused', async () => {
    forgetOptimizedImages()
    const optimizer = new ImageOptimizer(imagesDir, cacheDir)
    let asked = 0
    const no = async () => {
      asked++
      return false
    }
    await expect(optimizer.optimize('demo/sea view.jpg', query({ width: '17' }), no)).rejects.toBeInstanceOf(TooManyRequestsError)
    expect(asked).toBe(1)
    await optimizer.optimize('demo/sea view.jpg', query({ width: '17' }))
    forgetOptimizedImages()
    // From the disk cache now: not a render, so not asked.
    await optimizer.optimize('demo/sea view.jpg', query({ width: '17' }), no)
    expect(asked).toBe(1)
  })

  it('reports each variant served once a day, from memory too', async () => {
    forgetOptimizedImages()
    const served: string[] = []
    const optimizer = new ImageOptimizer(imagesDir, cacheDir, { onServed: async (p, q) => void served.push(canonicalAddress(p, q)) })
    const asked = query({ width: '19' })
    await optimizer.optimize('demo/sea view.jpg', asked)
    await optimizer.optimize('demo/sea view.jpg', asked)
    optimizer.fromMemory(canonicalAddress('demo/sea view.jpg', asked))
    expect(served).toEqual([canonicalAddress('demo/sea view.jpg', asked)])
  })

  it('does not put back into memory a render that finishes after the memory was emptied (an image deleted meanwhile)', async () => {
    forgetOptimizedImages()
    const optimizer = new ImageOptimizer(imagesDir, cacheDir)
    const asked = query({ width: '21' })
    const rendering = optimizer.optimize('demo/sea view.jpg', asked)
    forgetOptimizedImages()
    expect((await sharp((await rendering).body).metadata()).width).toBe(21)
    expect(optimizer.fromMemory(canonicalAddress('demo/sea view.jpg', asked))).toBeUndefined()
    // The next request is remembered again.
    const again = await optimizer.optimize('demo/sea view.jpg', asked)
    expect(optimizer.fromMemory(canonicalAddress('demo/sea view.jpg', asked))).toBe(again)
  })
})

import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEMO_SCENES, demoSvg, ensureDemoImages, renderDemoImage } from './demo-art'

const isAvatar = (n: string): boolean => n.startsWith('avatar-')

describe('demo-art', () => {
  it('lists every base scene once', () => {
    expect(DEMO_SCENES).toHaveLength(28)
    expect(new Set(DEMO_SCENES).size).toBe(DEMO_SCENES.length)
    expect(DEMO_SCENES).toContain('cove-turquoise')
    expect(DEMO_SCENES).toContain('avatar-8')
  })

  it.each(DEMO_SCENES.map((n) => [n]))('renders %s to a JPEG of the requested size', async (name) => {
    const [width, height] = isAvatar(name) ? [120, 120] : [320, 200]
    const buf = await renderDemoImage(name, { width, height })
    expect(buf.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    const meta = await sharp(buf).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBe(width)
    expect(meta.height).toBe(height)
  })

  it('uses 1600x1000 for scenes and 400x400 for avatars by default', async () => {
    const scene = await sharp(await renderDemoImage('cove-turquoise')).metadata()
    expect([scene.width, scene.height]).toEqual([1600, 1000])
    const avatar = await sharp(await renderDemoImage('avatar-3')).metadata()
    expect([avatar.width, avatar.height]).toEqual([400, 400])
  })

  it('renders other aspect ratios', async () => {
    const meta = await sharp(await renderDemoImage('long-beach', { width: 300, height: 400 })).metadata()
    expect([meta.width, meta.height]).toEqual([300, 400])
  })

  it('is deterministic', () => {
    expect(demoSvg('harbour-town', 800, 500)).toBe(demoSvg('harbour-town', 800, 500))
    expect(demoSvg('avatar-2-4')).toBe(demoSvg('avatar-2-4'))
  })

  it('produces SVG without external references, text or fonts', () => {
    for (const name of DEMO_SCENES) {
      const svg = demoSvg(name)
      expect(svg.startsWith('<svg')).toBe(true)
      expect(svg).toContain('viewBox=')
      expect(svg).not.toMatch(/<text|<image|href=|font-family|NaN|undefined/)
    }
  })

  it('numeric suffixes give variations that differ from the base', async () => {
    for (const base of ['cove-turquoise', 'sunset-sea', 'cheese-gin', 'avatar-1', 'placeholder-2']) {
      const svg = demoSvg(base)
      const v1 = demoSvg(`${base}-1`)
      const v2 = demoSvg(`${base}-2`)
      expect(v1).not.toBe(svg)
      expect(v2).not.toBe(svg)
      expect(v2).not.toBe(v1)
    }
    const [a, b] = await Promise.all([renderDemoImage('boat-sea', { width: 160, height: 100 }), renderDemoImage('boat-sea-3', { width: 160, height: 100 })])
    expect(a.equals(b)).toBe(false)
  })

  it('rejects unknown names with the list of allowed scenes', async () => {
    expect(() => demoSvg('unicorn')).toThrow(/Allowed scenes:.*cove-turquoise/)
    expect(() => demoSvg('cove-turquoise-x')).toThrow(/Unknown demo image/)
    expect(() => demoSvg('avatar-9')).toThrow(/avatar-8/)
    await expect(renderDemoImage('nope')).rejects.toThrow(/Allowed scenes/)
    await expect(ensureDemoImages(tmpdir(), ['nope'])).rejects.toThrow(/Allowed scenes/)
  })

  it('ensureDemoImages writes missing files only and is idempotent', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-art-'))
    try {
      const names = ['cove-pines', 'cove-pines-2', 'avatar-4']
      const first = await ensureDemoImages(join(dir, 'demo'), names)
      expect(first.map((r) => r.name)).toEqual(names)
      for (const r of first) {
        expect(r.file).toBe(join(dir, 'demo', `${r.name}.jpg`))
        const st = await stat(r.file)
        expect(st.size).toBe(r.bytes)
        expect(r.bytes).toBeGreaterThan(1000)
      }
      expect(first.find((r) => r.name === 'avatar-4')).toMatchObject({ width: 400, height: 400 })
      expect(first.find((r) => r.name === 'cove-pines')).toMatchObject({ width: 1600, height: 1000 })
      const mtimes = await Promise.all(first.map(async (r) => (await stat(r.file)).mtimeMs))
      await new Promise((resolve) => setTimeout(resolve, 30))
      const second = await ensureDemoImages(join(dir, 'demo'), names)
      expect(second).toEqual(first)
      const mtimes2 = await Promise.all(second.map(async (r) => (await stat(r.file)).mtimeMs))
      expect(mtimes2).toEqual(mtimes)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

// Generated demo artwork: flat-design illustrations of Menorca rendered as SVG and
// converted to JPEG with sharp. Nothing is downloaded; output is fully deterministic.
//
// A name is a base scene ("cove-turquoise") optionally followed by a numeric suffix
// ("cove-turquoise-2") that selects a variation: another palette / time of day, a
// different composition seed and, for odd suffixes, a mirrored composition.
import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { AVATAR_COUNT, avatarSvg } from './demo-art/avatars'
import { Canvas, PALETTE_ORDER, PALETTES, type PaletteKey, hashString, mulberry32 } from './demo-art/primitives'
import { COAST_SCENES } from './demo-art/scenes-coast'
import { LAND_SCENES } from './demo-art/scenes-land'
import { TOWN_SCENES } from './demo-art/scenes-town'

interface SceneDef {
  draw: (c: Canvas) => void
  palette: PaletteKey
}

const SCENES: Record<string, SceneDef> = { ...COAST_SCENES, ...TOWN_SCENES, ...LAND_SCENES }
const AVATARS = Array.from({ length: AVATAR_COUNT }, (_, i) => `avatar-${i + 1}`)

export const DEMO_SCENES: readonly string[] = Object.freeze([
  'cove-turquoise', 'cove-pines', 'lighthouse-cliff', 'harbour-town', 'old-town-square', 'whitewashed-village',
  'mountain-view', 'wetland-lagoon', 'long-beach', 'boat-sea', 'kayak-cave', 'hiking-trail', 'horse-beach',
  'talayot-stones', 'cheese-gin', 'sunset-sea', 'airport-car', 'minivan-road', 'placeholder-1', 'placeholder-2',
  ...AVATARS,
])

const SCENE_SIZE = { width: 1600, height: 1000 }
const AVATAR_SIZE = { width: 400, height: 400 }
const MAX_SIDE = 6000

interface Parsed {
  base: string
  variant: number
  avatar: number // 1-based avatar index, 0 for landscapes
}

function parseName(name: string): Parsed {
  const known = (b: string): boolean => DEMO_SCENES.includes(b)
  let base = name
  let variant = 0
  if (!known(name)) {
    const m = /^(.+)-(\d{1,6})$/.exec(name)
    if (!m || !known(m[1]!)) {
      throw new Error(`Unknown demo image "${name}". Allowed scenes: ${DEMO_SCENES.join(', ')} (optionally with a numeric suffix such as "cove-turquoise-2")`)
    }
    base = m[1]!
    variant = Number(m[2])
  }
  const a = /^avatar-(\d+)$/.exec(base)
  return { base, variant, avatar: a ? Number(a[1]) : 0 }
}

function sizeFor(p: Parsed, width?: number, height?: number): { width: number; height: number } {
  const def = p.avatar ? AVATAR_SIZE : SCENE_SIZE
  const check = (v: number, what: string): number => {
    if (!Number.isInteger(v) || v < 1 || v > MAX_SIDE) throw new Error(`Invalid demo image ${what}: ${v} (integer 1–${MAX_SIDE})`)
    return v
  }
  if (width === undefined && height === undefined) return def
  if (width !== undefined && height !== undefined) return { width: check(width, 'width'), height: check(height, 'height') }
  if (width !== undefined) return { width: check(width, 'width'), height: Math.max(1, Math.round((width * def.height) / def.width)) }
  return { width: Math.max(1, Math.round((height! * def.width) / def.height)), height: check(height!, 'height') }
}

/** SVG markup for a demo picture. Throws for unknown names. */
export function demoSvg(name: string, width?: number, height?: number): string {
  const p = parseName(name)
  const size = sizeFor(p, width, height)
  if (p.avatar) return avatarSvg(p.avatar, p.variant, size.width, size.height)
  const scene = SCENES[p.base]
  if (!scene) throw new Error(`Demo scene "${p.base}" has no drawing`)
  const order = PALETTE_ORDER
  const pal = PALETTES[p.variant === 0 ? scene.palette : order[(order.indexOf(scene.palette) + p.variant) % order.length]!]
  // Design space: 1000 units tall, as wide as the aspect ratio asks (clamped; the rest is cropped).
  const W = Math.round(Math.min(3200, Math.max(700, (1000 * size.width) / size.height)))
  const seed = (hashString(p.base) ^ Math.imul(p.variant + 1, 0x9e3779b1)) >>> 0
  const c = new Canvas(W, mulberry32(seed), pal, p.variant)
  scene.draw(c)
  const mirror = p.variant % 2 === 1 ? ` transform="translate(${W},0) scale(-1,1)"` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} 1000" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${c.defs.join('')}</defs><rect width="${W}" height="1000" fill="${pal.sky[2]}"/>` +
    `<g${mirror}>${c.body.join('')}</g></svg>`
  )
}

/** Render a demo picture to JPEG (quality 82, mozjpeg). Default 1600×1000 (avatars 400×400). */
export async function renderDemoImage(name: string, opts: { width?: number; height?: number } = {}): Promise<Buffer> {
  const p = parseName(name)
  const { width, height } = sizeFor(p, opts.width, opts.height)
  const svg = demoSvg(name, width, height)
  return sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

export interface DemoImageInfo {
  name: string
  file: string
  width: number
  height: number
  bytes: number
}

/**
 * Make sure `<dir>/<name>.jpg` exists for every name; only missing files are rendered
 * (written atomically), existing ones are left untouched. Returns metadata for each name.
 */
export async function ensureDemoImages(dir: string, names: string[]): Promise<DemoImageInfo[]> {
  names.forEach(parseName) // fail fast, before writing anything
  await mkdir(dir, { recursive: true })
  const one = async (name: string): Promise<DemoImageInfo> => {
    const file = join(dir, `${name}.jpg`)
    const existing = await stat(file).catch(() => null)
    if (existing?.isFile()) {
      const meta = await sharp(file).metadata()
      return { name, file, width: meta.width ?? 0, height: meta.height ?? 0, bytes: existing.size }
    }
    const p = parseName(name)
    const { width, height } = sizeFor(p)
    const buf = await renderDemoImage(name)
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(tmp, buf)
    await rename(tmp, file)
    return { name, file, width, height, bytes: buf.length }
  }
  // Small worker pool: rendering is CPU bound inside libvips, a few at a time is plenty.
  const results: DemoImageInfo[] = new Array(names.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < names.length) {
      const i = next++
      results[i] = await one(names[i]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(4, names.length) }, worker))
  return results
}

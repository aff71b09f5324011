// Drawing primitives for the generated demo artwork: seeded PRNG, colour helpers,
// an SVG canvas with a gradient registry, and reusable flat-design shapes.
// Only SVG features librsvg renders natively are used (no filters, text or fonts).

export type Rng = () => number

/** mulberry32: tiny deterministic PRNG. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a hash of a string. */
export function hashString(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

// ---------------------------------------------------------------- colours

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

/** Linear blend of two #rrggbb colours (t = 0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  const k = Math.max(0, Math.min(1, t))
  const c = x.map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * k))
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('')
}

/** Lighten (amt > 0) or darken (amt < 0) a colour. */
export function shade(hex: string, amt: number): string {
  return amt >= 0 ? mix(hex, '#ffffff', amt) : mix(hex, '#000000', -amt)
}

// ---------------------------------------------------------------- palettes

export type PaletteKey = 'day' | 'morning' | 'golden' | 'sunset'

export interface Palette {
  key: PaletteKey
  sky: [string, string, string] // top, middle, horizon
  sun: string
  glow: string
  sunHeight: number // 0 = at the horizon, 1 = top of the picture
  cloud: string
  tint: string // colour wash applied to land and buildings
  tintAmt: number
  haze: string // far-distance colour (aerial perspective)
  sea: [string, string, string] // deep, mid, shallow
}

export const PALETTES: Record<PaletteKey, Palette> = {
  day: {
    key: 'day', sky: ['#3f9fdc', '#8fd0f0', '#e4f6fb'], sun: '#fffbe8', glow: '#fff4c4', sunHeight: 0.78,
    cloud: '#ffffff', tint: '#ffffff', tintAmt: 0, haze: '#cfeaf4', sea: ['#0b6fa4', '#1aa2bd', '#5fdccf'],
  },
  morning: {
    key: 'morning', sky: ['#6fb4e4', '#bfe3f0', '#fbe8cf'], sun: '#fff3cf', glow: '#ffe7b0', sunHeight: 0.5,
    cloud: '#fff8f0', tint: '#ffe2c0', tintAmt: 0.08, haze: '#e6eef0', sea: ['#1a76a6', '#2aa8bd', '#7adccd'],
  },
  golden: {
    key: 'golden', sky: ['#5c93cc', '#f4c993', '#ffe6b8'], sun: '#fff0c0', glow: '#ffc46b', sunHeight: 0.32,
    cloud: '#fff0dc', tint: '#ffb45a', tintAmt: 0.16, haze: '#f7dcb8', sea: ['#1e6a96', '#3a9aad', '#8fd4c0'],
  },
  sunset: {
    key: 'sunset', sky: ['#3a3f7c', '#d9707c', '#ffc27a'], sun: '#fff1c9', glow: '#ff9a5a', sunHeight: 0.1,
    cloud: '#f7a8a0', tint: '#e0607a', tintAmt: 0.24, haze: '#e99a8f', sea: ['#2f3f78', '#7a6a9a', '#e7a08a'],
  },
}
export const PALETTE_ORDER: PaletteKey[] = ['day', 'golden', 'morning', 'sunset']

// ---------------------------------------------------------------- svg helpers

export const f = (n: number): string => String(Math.round(n * 10) / 10)

type Attrs = Record<string, string | number | undefined>
const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? f(v) : v}"`)
    .join('')

export const el = (tag: string, a: Attrs, inner?: string): string =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...extra })
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra })
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra })
export const path = (d: string, fill: string, extra: Attrs = {}): string => el('path', { d, fill, ...extra })
export const poly = (pts: Array<[number, number]>, fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' '), fill, ...extra })
export const group = (inner: string, extra: Attrs = {}): string => el('g', extra, inner)

/** Smooth Catmull-Rom curve through points, as an SVG path fragment starting with M. */
export function smooth(pts: Array<[number, number]>): string {
  if (pts.length < 2) return ''
  const p = pts
  let d = `M${f(p[0]![0])},${f(p[0]![1])}`
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i]!
    const p1 = p[i]!
    const p2 = p[i + 1]!
    const p3 = p[i + 2] ?? p2
    const c1x = p1[0] + (p2[0] - p0[0]) / 6
    const c1y = p1[1] + (p2[1] - p0[1]) / 6
    const c2x = p2[0] - (p3[0] - p1[0]) / 6
    const c2y = p2[1] - (p3[1] - p1[1]) / 6
    d += `C${f(c1x)},${f(c1y)} ${f(c2x)},${f(c2y)} ${f(p2[0])},${f(p2[1])}`
  }
  return d
}

// ---------------------------------------------------------------- canvas

export type Stop = [offset: number, color: string, opacity?: number]

export class Canvas {
  readonly H = 1000
  readonly defs: string[] = []
  readonly body: string[] = []
  private ids = 0

  constructor(
    readonly W: number,
    readonly rng: Rng,
    readonly pal: Palette,
    readonly variant: number,
  ) {}

  add(...parts: string[]): void {
    this.body.push(...parts)
  }
  rand(a = 0, b = 1): number {
    return a + (b - a) * this.rng()
  }
  int(a: number, b: number): number {
    return Math.floor(this.rand(a, b + 1))
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rng() * xs.length)] ?? (xs[0] as T)
  }
  /** Colour washed by the palette's time-of-day tint. */
  t(hex: string, extra = 0): string {
    return mix(hex, this.pal.tint, this.pal.tintAmt + extra)
  }
  /** Tinted colour pushed towards the haze colour (k = distance 0..1). */
  far(hex: string, k: number): string {
    return mix(this.t(hex), this.pal.haze, k)
  }
  private stops(s: Stop[]): string {
    return s.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('')
  }
  lin(s: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${++this.ids}`
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(s)))
    return `url(#${id})`
  }
  /** Register a clip path; returns the url() reference. */
  clip(d: string): string {
    const id = `c${++this.ids}`
    this.defs.push(el('clipPath', { id }, el('path', { d })))
    return `url(#${id})`
  }
  rad(s: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${++this.ids}`
    this.defs.push(el('radialGradient', { id, cx, cy, r }, this.stops(s)))
    return `url(#${id})`
  }
}

// ---------------------------------------------------------------- shared scenery

/** Sky gradient down to the horizon (and a little beyond). */
export function sky(c: Canvas, horizon: number): void {
  const [a, b, h] = c.pal.sky
  c.add(rect(0, 0, c.W, horizon + 40, c.lin([[0, a], [0.55, b], [1, h]])))
}

/** Sun with a soft glow; y derived from the palette unless given. */
export function sun(c: Canvas, x: number, horizon: number, r = 60, y?: number): { x: number; y: number } {
  const sy = y ?? horizon - 30 - (horizon - 120) * c.pal.sunHeight
  const glowR = r * (c.pal.key === 'day' ? 4 : 6)
  c.add(circle(x, sy, glowR, c.rad([[0, c.pal.glow, 0.75], [0.35, c.pal.glow, 0.25], [1, c.pal.glow, 0]])))
  c.add(circle(x, sy, r, c.pal.sun))
  return { x, y: sy }
}

/** A flat, puffy cloud. */
export function cloud(c: Canvas, x: number, y: number, s: number, opacity = 0.92): void {
  const puffs: string[] = []
  const n = 3 + Math.floor(c.rng() * 3)
  for (let i = 0; i < n; i++) {
    const px = x + (i - (n - 1) / 2) * 38 * s
    const r = (26 + c.rng() * 26) * s * (i === 0 || i === n - 1 ? 0.75 : 1)
    puffs.push(circle(px, y - r * 0.55, r, c.pal.cloud))
  }
  const w = (n * 38 + 30) * s
  puffs.push(rect(x - w / 2, y - 14 * s, w, 22 * s, c.pal.cloud, { rx: 11 * s }))
  c.add(group(puffs.join(''), { opacity }))
}

export function clouds(c: Canvas, n: number, yMin: number, yMax: number, sMin = 0.6, sMax = 1.2): void {
  for (let i = 0; i < n; i++) {
    const x = ((i + c.rand(0.15, 0.85)) / n) * c.W
    cloud(c, x, c.rand(yMin, yMax), c.rand(sMin, sMax), c.rand(0.75, 0.95))
  }
}

/** Points of a noisy ridge line from x0 to x1 around baseline y. */
export function ridgePts(c: Canvas, y: number, amp: number, x0 = -40, x1 = c.W + 40, step = 90): Array<[number, number]> {
  const ph = [c.rand(0, 6.3), c.rand(0, 6.3), c.rand(0, 6.3)]
  const fr = [c.rand(0.8, 1.4), c.rand(2, 3.2), c.rand(4.5, 6.5)]
  const pts: Array<[number, number]> = []
  for (let x = x0; x <= x1 + step - 1; x += step) {
    const u = (x / c.W) * Math.PI
    const n = Math.sin(u * fr[0]! + ph[0]!) * 0.6 + Math.sin(u * fr[1]! + ph[1]!) * 0.3 + Math.sin(u * fr[2]! + ph[2]!) * 0.1
    pts.push([Math.min(x, x1), y - amp * (0.5 + 0.5 * n)])
  }
  return pts
}

/** A filled hill band: ridge line closed down to `bottom`. */
export function hill(c: Canvas, pts: Array<[number, number]>, bottom: number, fill: string, extra: Record<string, string | number> = {}): void {
  const first = pts[0]!
  const last = pts[pts.length - 1]!
  c.add(path(`${smooth(pts)}L${f(last[0])},${f(bottom)}L${f(first[0])},${f(bottom)}Z`, fill, extra))
}

/** Sea body from the horizon down with light stripes. */
export function sea(c: Canvas, top: number, bottom: number, opts: { shallow?: number; stripes?: number } = {}): void {
  const [deep, mid, shallow] = c.pal.sea
  const s = opts.shallow ?? 0.9
  c.add(rect(-10, top, c.W + 20, bottom - top, c.lin([[0, mix(deep, c.pal.sky[2], 0.25)], [0.25, deep], [0.6, mid], [s, shallow], [1, shallow]])))
  seaStripes(c, top, bottom, opts.stripes ?? 26)
}

export function seaStripes(c: Canvas, top: number, bottom: number, n: number, x0 = 0, x1 = c.W, color = '#ffffff'): void {
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const k = c.rng()
    const y = top + 6 + (bottom - top - 12) * k * k
    const depth = (y - top) / Math.max(1, bottom - top)
    const w = 30 + depth * 180 * c.rand(0.5, 1.2)
    const x = c.rand(x0, x1 - w)
    const h = 2 + depth * 4
    out.push(rect(x, y, w, h, color, { rx: h / 2, opacity: f(0.18 + 0.3 * c.rng()) }))
  }
  c.add(group(out.join('')))
}

/** Aleppo pine: leaning, twisted trunk with flat, layered canopy clumps. */
export function pine(c: Canvas, x: number, y: number, s: number, lean = 0, dark = '#2f5d3a', tall = 1): void {
  const trunk = c.t('#6b4a33')
  const tx = x + lean * 60 * s * tall
  const ty = y - 150 * s * tall
  const out: string[] = []
  out.push(path(`M${f(x - 7 * s)},${f(y)}Q${f(x + lean * 10 * s)},${f(y - 80 * s * tall)} ${f(tx - 4 * s)},${f(ty)}L${f(tx + 5 * s)},${f(ty)}Q${f(x + 12 * s + lean * 14 * s)},${f(y - 70 * s * tall)} ${f(x + 7 * s)},${f(y)}Z`, trunk))
  out.push(path(`M${f(tx)},${f(ty + 30 * s)}Q${f(tx - 30 * s)},${f(ty + 5 * s)} ${f(tx - 55 * s)},${f(ty - 4 * s)}`, 'none', { stroke: trunk, 'stroke-width': 5 * s, 'stroke-linecap': 'round' }))
  out.push(path(`M${f(tx)},${f(ty + 20 * s)}Q${f(tx + 30 * s)},${f(ty)} ${f(tx + 52 * s)},${f(ty - 14 * s)}`, 'none', { stroke: trunk, 'stroke-width': 4 * s, 'stroke-linecap': 'round' }))
  const base = c.t(dark)
  const clumps: Array<[number, number, number, number]> = [
    [tx - 55, ty - 12, 52, 22], [tx + 50, ty - 22, 50, 20], [tx, ty - 30, 62, 26], [tx - 20, ty - 52, 46, 20], [tx + 22, ty - 50, 40, 18],
  ]
  for (const [cx, cy, rx, ry] of clumps) {
    const jx = (c.rng() - 0.5) * 14
    const px = tx + (cx - tx) * s + jx * s
    const py = ty + (cy - ty) * s
    out.push(ellipse(px, py, rx * s, ry * s, base))
    out.push(ellipse(px - 6 * s, py - ry * 0.35 * s, rx * 0.7 * s, ry * 0.55 * s, shade(base, 0.14)))
  }
  c.add(group(out.join('')))
}

/** Wild olive / holm-oak bush: round grey-green crown. */
export function olive(c: Canvas, x: number, y: number, s: number, color = '#6f8f4e'): void {
  const col = c.t(color)
  c.add(path(`M${f(x - 5 * s)},${f(y)}L${f(x - 3 * s)},${f(y - 40 * s)}L${f(x + 4 * s)},${f(y - 40 * s)}L${f(x + 6 * s)},${f(y)}Z`, c.t('#6b4a33')))
  c.add(ellipse(x, y - 55 * s, 48 * s, 32 * s, shade(col, -0.12)))
  c.add(ellipse(x - 14 * s, y - 66 * s, 30 * s, 22 * s, col))
  c.add(ellipse(x + 16 * s, y - 62 * s, 26 * s, 18 * s, shade(col, 0.1)))
}

/** Small rounded shrub. */
export function bush(c: Canvas, x: number, y: number, s: number, color = '#5e8a45'): void {
  const col = c.t(color)
  c.add(path(`M${f(x - 30 * s)},${f(y)}a${f(30 * s)},${f(24 * s)} 0 0 1 ${f(60 * s)},0Z`, col))
  c.add(ellipse(x - 8 * s, y - 14 * s, 14 * s, 7 * s, shade(col, 0.15)))
}

/** Flying gull ("v" shape). */
export function birds(c: Canvas, n: number, x0: number, x1: number, y0: number, y1: number, color = '#33414d'): void {
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const x = c.rand(x0, x1)
    const y = c.rand(y0, y1)
    const s = c.rand(0.6, 1.2)
    out.push(path(`M${f(x - 14 * s)},${f(y - 4 * s)}Q${f(x - 6 * s)},${f(y - 10 * s)} ${f(x)},${f(y)}Q${f(x + 6 * s)},${f(y - 10 * s)} ${f(x + 14 * s)},${f(y - 4 * s)}`, 'none', { stroke: color, 'stroke-width': 2.5 * s, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }))
  }
  c.add(group(out.join(''), { opacity: 0.7 }))
}

// Landforms shared by the scenes: cove walls, headlands, beaches and rock faces.
import { type Canvas, f, group, mix, path, pine, poly, shade, smooth } from './primitives'

export type Pt = [number, number]

/** Point at fraction t along a polyline (by segment index). */
export function along(pts: Pt[], t: number): Pt {
  const k = Math.max(0, Math.min(0.9999, t)) * (pts.length - 1)
  const i = Math.floor(k)
  const a = pts[i]!
  const b = pts[i + 1] ?? a
  const u = k - i
  return [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u]
}

/** Closed outline: smooth curve through `a`, straight to the smooth curve through `b`. */
export function band(a: Pt[], b: Pt[]): string {
  return `${smooth(a)}L${f(b[0]![0])},${f(b[0]![1])}${smooth(b).replace(/^M[^C]*/, '')}Z`
}

/** Vertical, slightly slanted rock facets inside a clipped outline. */
function facets(c: Canvas, outline: string, x0: number, x1: number, y0: number, y1: number, rock: string, n: number): string {
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const x = c.rand(x0, x1)
    const w = c.rand(12, 50)
    const sk = c.rand(-30, 30)
    out.push(poly([[x, y0], [x + w, y0], [x + w + sk, y1], [x + sk - w * 0.3, y1]], shade(rock, c.rand(-0.25, -0.08)), { opacity: f(c.rand(0.35, 0.7)) }))
  }
  for (let i = 0; i < 3; i++) {
    const y = y0 + (y1 - y0) * (0.3 + i * 0.22)
    out.push(path(`M${f(x0)},${f(y)}Q${f((x0 + x1) / 2)},${f(y + c.rand(-15, 15))} ${f(x1)},${f(y + c.rand(-10, 10))}`, 'none', { stroke: shade(rock, 0.15), 'stroke-width': 3, opacity: 0.35 }))
  }
  return group(out.join(''), { 'clip-path': c.clip(outline) })
}

/**
 * A cove wall seen from inside the cove: `top` runs from the near end to the far end,
 * `bottom` (the waterline) from the far end back to the near end.
 */
export function cliff(c: Canvas, top: Pt[], bottom: Pt[], rock: string, o: { green?: string; pines?: number } = {}): void {
  const face = c.t(rock)
  const near = top[0]!
  const farP = top[top.length - 1]!
  const outline = band(top, bottom)
  const out: string[] = []
  const drop = (bottom[bottom.length - 1]![1] - near[1]) * 0.3
  const refl = bottom.map(([x, y], i): Pt => [x, y + drop * (i / (bottom.length - 1))])
  out.push(path(band(bottom, refl.slice().reverse()), shade(c.pal.sea[0], -0.2), { opacity: 0.3 }))
  const ltr = near[0] < farP[0]
  out.push(path(outline, c.lin([[0, shade(face, ltr ? 0.06 : -0.1)], [1, shade(face, ltr ? -0.1 : 0.06)]], 0, 0, 1, 0)))
  const xs = [...top, ...bottom].map((p) => p[0])
  const ys = [...top, ...bottom].map((p) => p[1])
  out.push(facets(c, outline, Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys), face, 14))
  out.push(path(smooth(bottom), 'none', { stroke: shade(face, -0.35), 'stroke-width': 7, opacity: 0.5 }))
  out.push(path(smooth(bottom.map(([x, y]): Pt => [x, y + 3])), 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.75 }))
  const green = c.t(o.green ?? '#4d7a3f')
  const up: Pt[] = []
  const dn: Pt[] = []
  const n = 30
  for (let i = 0; i <= n; i++) {
    const [x, y] = along(top, i / n)
    const k = 1 - i / n
    up.push([x, y - c.rand(2, 14) * (0.3 + k)])
    dn.push([x, y + (10 + 30 * k) + c.rand(-5, 5) * k])
  }
  out.push(path(band(up, dn.slice().reverse()), green))
  for (let i = 0; i < n; i += 2) {
    const [x, y] = up[i]!
    const k = 1 - i / n
    out.push(path(`M${f(x - 22 * (0.4 + k))},${f(y + 6)}a${f(22 * (0.4 + k))},${f(14 * (0.4 + k))} 0 0 1 ${f(44 * (0.4 + k))},0Z`, shade(green, c.rand(-0.1, 0.12))))
  }
  c.add(group(out.join('')))
  for (let i = 0; i < (o.pines ?? 4); i++) {
    const t = c.rand(0.03, 0.8)
    const [x, y] = along(up, t)
    pine(c, x, y + 10, 0.8 * (1 - t * 0.75) + 0.1, c.rand(-0.4, 0.4))
  }
}

export interface HeadlandOpts {
  rock?: string
  green?: string
  haze?: number // 0 near … 1 lost in the haze
  dir?: 1 | -1 // 1: cliff end on the left, land continues right; -1: the opposite
  cap?: number // thickness of the vegetation cap as a share of h
  seed?: number
}

/** Returns the top outline of a headland (cliff end at x0, land to x1). */
export function headlandTop(c: Canvas, x0: number, x1: number, base: number, h: number, dir: 1 | -1 = 1): Pt[] {
  const L = x1 - x0
  const ph = c.rand(0, 6)
  const raw: Array<[number, number]> = [[0, 0], [0.02, 0.55], [0.06, 0.9]]
  const n = 7
  for (let k = 1; k <= n; k++) raw.push([0.06 + (0.94 * k) / n, 0.88 + 0.1 * Math.sin(ph + k * 1.3) * Math.cos(ph * 0.5 + k * 0.7) - 0.04 * (k / n)])
  return raw.map(([u, v]): Pt => [dir === 1 ? x0 + u * L : x1 - u * L, base - v * h])
}

/** A headland: rock face, vegetation cap, foam line and reflection. Returns its top outline. */
export function headland(c: Canvas, x0: number, x1: number, base: number, h: number, o: HeadlandOpts = {}): Pt[] {
  const dir = o.dir ?? 1
  const hz = o.haze ?? 0
  const rock = c.far(o.rock ?? '#dcc39a', hz)
  const green = c.far(o.green ?? '#55824a', hz)
  const top = headlandTop(c, x0, x1, base, h, dir)
  const endX = dir === 1 ? x1 + 40 : x0 - 40
  const first = top[0]!
  const outline = `${smooth(top)}L${f(endX)},${f(top[top.length - 1]![1])}L${f(endX)},${f(base)}L${f(first[0])},${f(base)}Z`
  const out: string[] = []
  out.push(path(`M${f(x0 - 20)},${f(base)}L${f(x1 + 20)},${f(base)}L${f(x1 + 20)},${f(base + h * 0.22)}L${f(x0 - 20)},${f(base + h * 0.12)}Z`, mix(rock, c.pal.sea[0], 0.55), { opacity: f(0.35 * (1 - hz)) }))
  out.push(path(outline, rock))
  if (hz < 0.75) out.push(facets(c, outline, Math.min(x0, x1) - 40, Math.max(x0, x1) + 40, base - h, base, rock, Math.round(Math.abs(x1 - x0) / 60)))
  const cap = o.cap ?? 0.4
  const lower = top.slice(2).map(([x, y], i): Pt => [x, y + h * cap * Math.min(1, 0.35 + i * 0.25)])
  const gOutline = `${smooth(top.slice(1))}L${f(endX)},${f(top[top.length - 1]![1])}L${f(endX)},${f(lower[lower.length - 1]![1])}${smooth(lower.slice().reverse()).replace(/^M/, 'L')}Z`
  out.push(path(gOutline, green))
  out.push(path(smooth(top.slice(1).map(([x, y]): Pt => [x, y + 3])), 'none', { stroke: shade(green, 0.15), 'stroke-width': Math.max(2, h * 0.04), opacity: 0.8 }))
  out.push(path(`M${f(x0)},${f(base)}L${f(x1)},${f(base)}`, 'none', { stroke: '#ffffff', 'stroke-width': Math.max(1.5, h * 0.025), opacity: f(0.8 * (1 - hz)) }))
  c.add(group(out.join('')))
  return top
}

/** Sandy beach whose waterline follows `edge` (left to right), with foam. */
export function beach(c: Canvas, edge: Pt[], bottom = 1000, sandColor = '#f4e6c6'): void {
  const sand = c.t(sandColor)
  const wet = c.t(shade(sandColor, -0.1))
  const lo = Math.max(...edge.map((p) => p[1]))
  const d = `${smooth(edge)}L${f(edge[edge.length - 1]![0])},${f(bottom + 10)}L${f(edge[0]![0])},${f(bottom + 10)}Z`
  c.add(path(d, c.lin([[0, wet], [0.1, sand], [1, shade(sand, -0.05)]], 0, Math.min(...edge.map((p) => p[1])) > lo ? 0 : 0, 0, 1)))
  c.add(path(smooth(edge.map(([x, y]): Pt => [x, y + 9])), 'none', { stroke: wet, 'stroke-width': 12, opacity: 0.6 }))
  c.add(path(smooth(edge), 'none', { stroke: '#ffffff', 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.95 }))
  c.add(path(smooth(edge.map(([x, y]): Pt => [x, y - 14])), 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.35 }))
}

/** Linear interpolation of a polyline's y at x (points may run either way). */
export function yAt(pts: Pt[], x: number): number {
  const s = pts[0]![0] <= pts[pts.length - 1]![0] ? pts : pts.slice().reverse()
  if (x <= s[0]![0]) return s[0]![1]
  for (let i = 1; i < s.length; i++) {
    const a = s[i - 1]!
    const b = s[i]!
    if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1)
  }
  return s[s.length - 1]![1]
}

/** Linear interpolation of a polyline's x at y. */
export function xAt(pts: Pt[], y: number): number {
  return yAt(pts.map(([a, b]): Pt => [b, a]), y)
}

/** Foreground rock outcrop: smooth top outline `top` (left to right) closed to the bottom, with facets. */
export function rockMass(c: Canvas, top: Pt[], rock: string, bottom = 1010): void {
  const col = c.t(rock)
  const first = top[0]!
  const last = top[top.length - 1]!
  const d = `${smooth(top)}L${f(last[0])},${f(bottom)}L${f(first[0])},${f(bottom)}Z`
  const ys = top.map((p) => p[1])
  c.add(path(d, c.lin([[0, shade(col, 0.08)], [1, shade(col, -0.15)]])))
  c.add(facets(c, d, first[0], last[0], Math.min(...ys), bottom, col, Math.max(4, Math.round((last[0] - first[0]) / 50))))
  c.add(path(smooth(top.map(([x, y]): Pt => [x, y + 3])), 'none', { stroke: shade(col, 0.25), 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.7 }))
}

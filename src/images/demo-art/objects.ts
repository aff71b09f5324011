// Man-made objects shared by several scenes: houses, boats, a lighthouse,
// dry-stone walls ("paret seca"), parasols and tiny people.
import { type Canvas, circle, ellipse, f, group, path, poly, rect, shade, smooth } from './primitives'

export const ROOF = '#c8643b'
export const SHUTTER = '#3f7d55'
export const WALL = '#fbf8f1'

export interface HouseOpts {
  roof?: 'gable' | 'flat'
  wall?: string
  roofColor?: string
  shutter?: string
  front?: number // share of the width that is the lit front face
  floors?: number
  chimney?: boolean
  door?: boolean
}

/** A small house as a lit front face plus a shaded side face. (x, y) = bottom-left. */
export function house(c: Canvas, x: number, y: number, w: number, h: number, o: HouseOpts = {}): void {
  const wall = c.t(o.wall ?? WALL)
  const side = shade(c.t(o.wall ?? WALL), -0.16)
  const roofC = c.t(o.roofColor ?? ROOF)
  const fw = w * (o.front ?? 0.55)
  const sw = w - fw
  const top = y - h
  const out: string[] = []
  if ((o.roof ?? 'gable') === 'gable') {
    const rh = fw * 0.32
    const ax = x + fw / 2
    out.push(rect(x + fw, top, sw, h, side))
    out.push(poly([[ax, top - rh], [ax + sw, top - rh], [x + w + 4, top + 2], [x + fw + 2, top + 2]], roofC))
    out.push(poly([[ax, top - rh], [ax + sw, top - rh], [ax + sw + 3, top - rh + 4], [ax + 3, top - rh + 4]], shade(roofC, 0.18)))
    for (let i = 1; i < 5; i++) {
      const k = i / 5
      out.push(path(`M${f(ax + sw * k)},${f(top - rh)}L${f(x + fw + 2 + (sw + 2) * k)},${f(top + 2)}`, 'none', { stroke: shade(roofC, -0.15), 'stroke-width': 1.2, opacity: 0.6 }))
    }
    out.push(poly([[x, top], [ax, top - rh], [x + fw, top], [x + fw, y], [x, y]], wall))
    out.push(path(`M${f(x - 3)},${f(top + 2)}L${f(ax)},${f(top - rh - 2)}L${f(x + fw + 3)},${f(top + 2)}`, 'none', { stroke: roofC, 'stroke-width': 4, 'stroke-linejoin': 'round' }))
  } else {
    out.push(rect(x + fw, top, sw, h, side))
    out.push(rect(x, top, fw, h, wall))
    out.push(rect(x - 2, top - 6, fw + 2, 8, shade(wall, -0.04), { rx: 2 }))
    out.push(rect(x + fw, top - 6, sw + 2, 8, shade(side, -0.05), { rx: 2 }))
  }
  if (o.chimney) {
    const cx = x + fw + sw * 0.55
    out.push(rect(cx, top - (o.roof === 'flat' ? 26 : fw * 0.34), 12, o.roof === 'flat' ? 26 : fw * 0.2, wall))
    out.push(rect(cx - 2, top - (o.roof === 'flat' ? 30 : fw * 0.36), 16, 5, shade(wall, -0.1)))
  }
  const floors = o.floors ?? Math.max(1, Math.round(h / 55))
  const fh = h / floors
  const ww = Math.min(fw * 0.18, fh * 0.3)
  const sh = c.t(o.shutter ?? SHUTTER)
  for (let fl = 0; fl < floors; fl++) {
    const wy = top + fh * fl + fh * 0.28
    const cols = fw > 90 ? 2 : 1
    for (let k = 0; k < cols; k++) {
      const wx = x + (fw * (k + 0.5)) / cols - ww / 2
      if (fl === floors - 1 && (o.door ?? true) && k === cols - 1) {
        const dh = fh * 0.62
        out.push(path(`M${f(wx)},${f(y)}V${f(y - dh + ww / 2)}a${f(ww / 2)},${f(ww / 2)} 0 0 1 ${f(ww)},0V${f(y)}Z`, shade(sh, -0.15)))
        continue
      }
      out.push(rect(wx, wy, ww, fh * 0.36, '#2c3a44'))
      out.push(rect(wx - ww * 0.45, wy, ww * 0.42, fh * 0.36, sh))
      out.push(rect(wx + ww * 1.03, wy, ww * 0.42, fh * 0.36, sh))
    }
  }
  c.add(group(out.join('')))
}

/** Traditional "llaüt" fishing boat or a small sailing yacht. (x, y) = waterline centre. */
export function boat(c: Canvas, x: number, y: number, s: number, o: { sail?: boolean; hull?: string; stripe?: string; dir?: 1 | -1 } = {}): void {
  const d = o.dir ?? 1
  const hull = c.t(o.hull ?? '#ffffff')
  const stripe = c.t(o.stripe ?? '#1f6fb2')
  const X = (u: number): number => x + u * s * d
  const Y = (v: number): number => y + v * s
  const out: string[] = []
  out.push(ellipse(x, Y(6), 70 * s, 6 * s, '#0b3b57', { opacity: 0.18 }))
  out.push(path(`M${f(X(-62))},${f(Y(-22))}L${f(X(66))},${f(Y(-26))}Q${f(X(58))},${f(Y(-2))} ${f(X(38))},${f(Y(4))}L${f(X(-48))},${f(Y(4))}Q${f(X(-58))},${f(Y(-6))} ${f(X(-62))},${f(Y(-22))}Z`, hull))
  out.push(path(`M${f(X(-60))},${f(Y(-14))}L${f(X(62))},${f(Y(-16))}L${f(X(59))},${f(Y(-10))}L${f(X(-57))},${f(Y(-8))}Z`, stripe))
  out.push(path(`M${f(X(-48))},${f(Y(4))}L${f(X(38))},${f(Y(4))}Q${f(X(48))},${f(Y(0))} ${f(X(52))},${f(Y(-4))}L${f(X(-54))},${f(Y(-2))}Z`, shade(hull, -0.18)))
  if (o.sail) {
    out.push(rect(X(0) - 2 * s, Y(-170), 4 * s, 148 * s, shade(hull, -0.35)))
    out.push(path(`M${f(X(4))},${f(Y(-165))}Q${f(X(46))},${f(Y(-90))} ${f(X(56))},${f(Y(-32))}L${f(X(4))},${f(Y(-32))}Z`, c.t('#fffdf7')))
    out.push(path(`M${f(X(-4))},${f(Y(-150))}L${f(X(-4))},${f(Y(-34))}L${f(X(-52))},${f(Y(-30))}Q${f(X(-30))},${f(Y(-90))} ${f(X(-4))},${f(Y(-150))}Z`, shade(c.t('#fffdf7'), -0.08)))
  } else {
    out.push(rect(Math.min(X(-14), X(16)), Y(-44), 30 * s, 22 * s, hull, { rx: 3 * s }))
    out.push(rect(Math.min(X(-10), X(12)), Y(-40), 22 * s, 8 * s, '#6ea6c4', { rx: 2 * s }))
    out.push(rect(X(24) - 1.5 * s, Y(-70), 3 * s, 48 * s, shade(hull, -0.4)))
  }
  c.add(group(out.join('')))
}

/** Lighthouse on a base at (x, y) with tower height h (Favàritx style spiral band). */
export function lighthouse(c: Canvas, x: number, y: number, h: number, beam = false): void {
  const wb = h * 0.16
  const wt = h * 0.11
  const top = y - h
  const L = (yy: number): number => x - wt / 2 - ((wb - wt) / 2) * ((yy - top) / h)
  const R = (yy: number): number => x + wt / 2 + ((wb - wt) / 2) * ((yy - top) / h)
  const white = c.t('#fbfbf7')
  const out: string[] = []
  // keeper's house
  out.push(rect(x - h * 0.42, y - h * 0.16, h * 0.34, h * 0.16, white))
  out.push(rect(x - h * 0.44, y - h * 0.175, h * 0.38, h * 0.02, shade(white, -0.15)))
  out.push(rect(x - h * 0.36, y - h * 0.11, h * 0.05, h * 0.06, '#3b4a55'))
  out.push(poly([[L(top), top], [R(top), top], [R(y), y], [L(y), y]], white))
  out.push(poly([[x + wt * 0.1, top], [R(top), top], [R(y), y], [x + wb * 0.1, y]], shade(white, -0.1)))
  const band = h * 0.07
  for (let yy = y - h * 0.12; yy - band > top + h * 0.06; yy -= h * 0.24) {
    const d = h * 0.06
    out.push(poly([[L(yy), yy], [R(yy - d), yy - d], [R(yy - d - band), yy - d - band], [L(yy - band), yy - band]], '#22272b'))
  }
  out.push(rect(x - wt * 0.75, top - 6, wt * 1.5, 8, '#2a2f33'))
  out.push(rect(x - wt * 0.42, top - 6 - h * 0.11, wt * 0.84, h * 0.11, '#ffe9a3'))
  out.push(rect(x - wt * 0.42, top - 6 - h * 0.11, wt * 0.84, h * 0.11, 'none', { stroke: '#2a2f33', 'stroke-width': 3 }))
  out.push(path(`M${f(x - wt * 0.55)},${f(top - 6 - h * 0.11)}Q${f(x)},${f(top - h * 0.22)} ${f(x + wt * 0.55)},${f(top - 6 - h * 0.11)}Z`, '#9c2f2a'))
  if (beam) {
    const ly = top - 6 - h * 0.055
    out.unshift(poly([[x, ly - 4], [x - h * 2.6, ly - h * 0.5], [x - h * 2.6, ly + h * 0.25], [x, ly + 4]], '#fff3c0', { opacity: 0.35 }))
  }
  c.add(group(out.join('')))
}

/**
 * Dry-stone wall ("paret seca") from base point (x0, y0) with height h0 to (x1, y1) with height h1.
 * Drawn as stacked, irregular flat stones so it works both side-on and in perspective.
 */
export function stoneWall(c: Canvas, x0: number, y0: number, h0: number, x1: number, y1: number, h1: number, tone = '#b9ad98'): void {
  const base = c.t(tone)
  const out: string[] = []
  out.push(poly([[x0, y0], [x1, y1], [x1, y1 - h1], [x0, y0 - h0]], shade(base, -0.35)))
  const rows = 3
  const len = Math.hypot(x1 - x0, y1 - y0) || 1
  for (let r = 0; r < rows; r++) {
    let t = r % 2 ? 0.02 : 0
    while (t < 1) {
      const hh = h0 + (h1 - h0) * t
      const sw = Math.max(9, hh * c.rand(0.55, 1.05)) / len
      const t2 = Math.min(1, t + sw)
      const hm = h0 + (h1 - h0) * ((t + t2) / 2)
      const px = (u: number): number => x0 + (x1 - x0) * u
      const py = (u: number, v: number): number => y0 + (y1 - y0) * u - v * (h0 + (h1 - h0) * u)
      const v0 = r / rows + 0.02
      const v1 = (r + 1) / rows - 0.02
      const j = c.rand(-0.04, 0.04)
      const col = shade(base, c.rand(-0.12, 0.12) + (r === rows - 1 ? 0.06 : 0))
      out.push(poly([[px(t + sw * 0.04), py(t, v0)], [px(t2 - sw * 0.04), py(t2, v0 + j)], [px(t2), py(t2, v1 + j)], [px(t + sw * 0.1), py(t, v1)]], col))
      if (hm > 14) out.push(poly([[px(t + sw * 0.1), py(t, v1)], [px(t2), py(t2, v1 + j)], [px(t2), py(t2, v1 + j - 0.05)], [px(t + sw * 0.1), py(t, v1 - 0.05)]], shade(col, 0.2)))
      t = t2
    }
  }
  // capping stones
  out.push(path(`M${f(x0)},${f(y0 - h0)}L${f(x1)},${f(y1 - h1)}`, 'none', { stroke: shade(base, 0.15), 'stroke-width': f(Math.max(2, (h0 + h1) * 0.06)), 'stroke-linecap': 'round' }))
  c.add(group(out.join('')))
}

/** Beach parasol with a towel. */
export function parasol(c: Canvas, x: number, y: number, s: number, color: string): void {
  const col = c.t(color)
  const out: string[] = []
  out.push(ellipse(x + 30 * s, y + 2 * s, 46 * s, 7 * s, '#000000', { opacity: 0.08 }))
  out.push(rect(x - 1.5 * s, y - 78 * s, 3 * s, 78 * s, '#8a7a66'))
  out.push(path(`M${f(x - 52 * s)},${f(y - 66 * s)}Q${f(x)},${f(y - 112 * s)} ${f(x + 52 * s)},${f(y - 66 * s)}Z`, col))
  out.push(path(`M${f(x - 17 * s)},${f(y - 74 * s)}Q${f(x)},${f(y - 112 * s)} ${f(x + 17 * s)},${f(y - 74 * s)}Z`, shade(col, 0.7)))
  out.push(rect(x + 14 * s, y - 4 * s, 44 * s, 9 * s, c.t(shade(color, 0.4)), { rx: 2 * s }))
  c.add(group(out.join('')))
}

/** Tiny stylised person (head + body) standing at (x, y). */
export function person(c: Canvas, x: number, y: number, s: number, shirt: string, skin = '#e0ac7e'): void {
  const out: string[] = []
  out.push(path(`M${f(x - 5 * s)},${f(y)}L${f(x - 4 * s)},${f(y - 22 * s)}L${f(x + 4 * s)},${f(y - 22 * s)}L${f(x + 5 * s)},${f(y)}Z`, '#34495e'))
  out.push(path(`M${f(x - 8 * s)},${f(y - 20 * s)}Q${f(x - 9 * s)},${f(y - 42 * s)} ${f(x)},${f(y - 43 * s)}Q${f(x + 9 * s)},${f(y - 42 * s)} ${f(x + 8 * s)},${f(y - 20 * s)}Z`, c.t(shirt)))
  out.push(circle(x, y - 50 * s, 7 * s, c.t(skin)))
  c.add(group(out.join('')))
}

/** Sit-on-top kayak with a paddler; (x, y) = waterline centre. */
export function kayak(c: Canvas, x: number, y: number, s: number, color: string, vest = '#d63a2f'): void {
  const k = c.t(color)
  const P = (u: number, v: number): string => `${f(x + u * s)},${f(y + v * s)}`
  const skin = c.t('#e3a97b')
  const out: string[] = []
  out.push(ellipse(x, y + 8 * s, 135 * s, 12 * s, '#06364a', { opacity: 0.22 }))
  out.push(path(`M${P(-16, -14)}L${P(-13, -56)}Q${P(0, -66)} ${P(13, -56)}L${P(16, -14)}Z`, c.t(vest)))
  out.push(path(`M${P(-130, -4)}Q${P(0, -28)} ${P(130, -8)}Q${P(0, 16)} ${P(-130, -4)}Z`, k))
  out.push(path(`M${P(-126, -4)}Q${P(0, 4)} ${P(126, -8)}`, 'none', { stroke: shade(k, -0.25), 'stroke-width': 3 * s }))
  out.push(path(`M${P(-110, -9)}Q${P(0, -26)} ${P(110, -12)}`, 'none', { stroke: shade(k, 0.3), 'stroke-width': 3 * s, 'stroke-linecap': 'round' }))
  out.push(ellipse(x, y - 74 * s, 11 * s, 12 * s, skin))
  out.push(path(`M${P(-13, -76)}Q${P(0, -96)} ${P(13, -76)}L${P(20, -74)}Z`, c.t('#f6f1e4')))
  out.push(path(`M${P(-70, 4)}L${P(70, -80)}`, 'none', { stroke: '#2d2d2d', 'stroke-width': 4 * s, 'stroke-linecap': 'round' }))
  for (const [u, v] of [[-74, 7], [74, -83]] as const) out.push(ellipse(x + u * s, y + v * s, 17 * s, 6 * s, c.t('#f2c14e'), { transform: `rotate(-31 ${f(x + u * s)} ${f(y + v * s)})` }))
  out.push(path(`M${P(-10, -50)}L${P(-30, -28)}M${P(10, -50)}L${P(34, -50)}`, 'none', { stroke: skin, 'stroke-width': 6 * s, 'stroke-linecap': 'round' }))
  c.add(group(out.join('')))
}

/** Black Menorcan horse walking right; (x, y) = hooves line. Local units ≈ 1 px at s = 1. */
export function horse(c: Canvas, x: number, y: number, s: number, o: { opacity?: number; reflect?: boolean; mirror?: boolean } = {}): void {
  const near = '#221c1e'
  const farC = '#120e10'
  const leg = (x0: number, kx: number, hx: number, w: number, col: string, hind = false): string => {
    const ky = hind ? -46 : -40
    const pts: Array<[number, number]> = [
      [x0 - w, -92], [x0 + w, -92], [kx + w * 0.55, ky], [hx + w * 0.45, -10], [hx + w * 0.75, 0], [hx - w * 0.6, 0], [hx - w * 0.45, -10], [kx - w * 0.55, ky],
    ]
    return poly(pts, col)
  }
  const body: Array<[number, number]> = [
    [74, -100], [82, -128], [94, -162], [106, -186], [124, -170], [140, -158], [152, -157], [156, -168], [142, -190], [116, -216], [100, -222],
    [84, -206], [62, -172], [42, -152], [10, -143], [-30, -144], [-64, -150], [-86, -136], [-92, -114], [-82, -92], [-62, -80], [-20, -77], [30, -77], [58, -84], [74, -100],
  ]
  const parts = [
    leg(46, 58, 74, 9, farC), leg(-62, -76, -82, 10, farC, true),
    path('M-84,-136Q-112,-122 -108,-66Q-100,-60 -96,-70Q-94,-100 -80,-120Z', farC),
    path(`${smoothClosed(body)}`, near),
    poly([[92, -214], [94, -236], [104, -218]], near),
    path('M100,-220Q74,-200 58,-170Q50,-160 40,-154', 'none', { stroke: farC, 'stroke-width': 9, 'stroke-linecap': 'round' }),
    leg(60, 60, 62, 10, near), leg(-48, -56, -46, 11, near, true),
    path('M-50,-146Q0,-154 40,-148', 'none', { stroke: '#4a4044', 'stroke-width': 4, opacity: 0.55, 'stroke-linecap': 'round' }),
    circle(128, -196, 2.6, '#5a4a4e'),
  ]
  const sx = o.mirror ? -s : s
  const tr = o.reflect ? `translate(${f(x)},${f(y + 4)}) scale(${f(sx)},${f(-s * 0.85)})` : `translate(${f(x)},${f(y)}) scale(${f(sx)},${f(s)})`
  c.add(group(parts.join(''), { transform: tr, opacity: o.opacity === undefined ? undefined : f(o.opacity) }))
}

function smoothClosed(p: Array<[number, number]>): string {
  return smooth(p) + 'Z'
}

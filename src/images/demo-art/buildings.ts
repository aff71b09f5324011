// Town pieces: terraced facades, a church, an obelisk and palm trees.
import { ROOF, SHUTTER } from './objects'
import { type Canvas, circle, f, group, path, poly, rect, shade } from './primitives'

export const FACADES = ['#fbf8f1', '#f3e6c4', '#ecc77f', '#e3a574', '#f2d3bf', '#f6efdc', '#e9b98f']

export interface FacadeOpts {
  color?: string
  roof?: 'flat' | 'tile'
  floors?: number
  cols?: number
  shutter?: string
  arcade?: boolean
  balcony?: boolean
}

/** A terraced-house front (no side face); (x, base) = bottom-left. */
export function facade(c: Canvas, x: number, base: number, w: number, h: number, o: FacadeOpts = {}): void {
  const col = c.t(o.color ?? '#fbf8f1')
  const top = base - h
  const out: string[] = [rect(x, top, w, h, col)]
  out.push(rect(x, top, w, h * 0.06, shade(col, -0.1), { opacity: 0.5 }))
  if ((o.roof ?? 'tile') === 'tile') {
    const r = c.t(ROOF)
    out.push(poly([[x - 4, top + 2], [x + w + 4, top + 2], [x + w - 2, top - h * 0.09], [x + 2, top - h * 0.09]], r))
    out.push(rect(x - 4, top, w + 8, 3, shade(r, -0.2)))
  } else {
    out.push(rect(x - 3, top - 6, w + 6, 8, shade(col, 0.25)))
  }
  const floors = o.floors ?? Math.max(1, Math.round(h / 70))
  const cols = o.cols ?? Math.max(1, Math.round(w / 55))
  const fh = h / floors
  const cw = w / cols
  const sh = c.t(o.shutter ?? SHUTTER)
  for (let fl = 0; fl < floors; fl++) {
    const ground = fl === floors - 1
    for (let k = 0; k < cols; k++) {
      const cx = x + cw * (k + 0.5)
      if (ground && o.arcade) {
        const aw = cw * 0.7
        out.push(path(`M${f(cx - aw / 2)},${f(base)}V${f(base - fh * 0.55)}a${f(aw / 2)},${f(aw / 2)} 0 0 1 ${f(aw)},0V${f(base)}Z`, shade(col, -0.45)))
        continue
      }
      const ww = Math.min(cw * 0.32, 26)
      const wh = fh * (ground ? 0.55 : 0.46)
      const wy = ground ? base - wh : top + fh * fl + fh * 0.3
      if (ground && k === Math.floor(cols / 2)) {
        out.push(path(`M${f(cx - ww * 0.7)},${f(base)}V${f(base - wh * 1.1 + ww * 0.7)}a${f(ww * 0.7)},${f(ww * 0.7)} 0 0 1 ${f(ww * 1.4)},0V${f(base)}Z`, c.t('#7a4b2f')))
        continue
      }
      out.push(rect(cx - ww / 2, wy, ww, wh, '#2c3a44'))
      out.push(rect(cx - ww / 2 - ww * 0.42, wy, ww * 0.4, wh, sh))
      out.push(rect(cx + ww / 2 + ww * 0.02, wy, ww * 0.4, wh, sh))
      if (o.balcony && !ground) out.push(rect(cx - ww * 0.9, wy + wh - 2, ww * 1.8, 5, '#3a3f44'), path(`M${f(cx - ww * 0.9)},${f(wy + wh - 2)}v-${f(wh * 0.3)}h${f(ww * 1.8)}v${f(wh * 0.3)}`, 'none', { stroke: '#3a3f44', 'stroke-width': 2 }))
      else out.push(rect(cx - ww * 0.65, wy + wh, ww * 1.3, 4, shade(col, 0.3)))
    }
  }
  c.add(group(out.join('')))
}

/** Church front with a rose window and a bell tower on the right. */
export function church(c: Canvas, x: number, base: number, w: number, h: number, color = '#ead7ac'): void {
  const col = c.t(color)
  const dark = shade(col, -0.14)
  const out: string[] = []
  const tw = w * 0.32
  const tx = x + w - tw * 0.2
  out.push(rect(tx, base - h * 1.55, tw, h * 1.55, dark))
  out.push(rect(tx, base - h * 1.55, tw * 0.5, h * 1.55, col))
  out.push(path(`M${f(tx + tw * 0.3)},${f(base - h * 1.2)}v-${f(h * 0.14)}a${f(tw * 0.2)},${f(tw * 0.2)} 0 0 1 ${f(tw * 0.4)},0v${f(h * 0.14)}Z`, '#3a3430'))
  out.push(rect(tx - 4, base - h * 1.56, tw + 8, 8, shade(col, 0.2)))
  out.push(poly([[tx - 2, base - h * 1.56], [tx + tw / 2, base - h * 1.9], [tx + tw + 2, base - h * 1.56]], c.t(ROOF)))
  out.push(circle(tx + tw / 2, base - h * 1.92, 4, '#3a3430'))
  out.push(rect(x, base - h, w * 0.78, h, col))
  out.push(poly([[x - 6, base - h], [x + w * 0.39, base - h * 1.32], [x + w * 0.78 + 6, base - h]], shade(col, 0.12)))
  out.push(path(`M${f(x - 6)},${f(base - h)}L${f(x + w * 0.39)},${f(base - h * 1.32)}L${f(x + w * 0.78 + 6)},${f(base - h)}`, 'none', { stroke: dark, 'stroke-width': 6 }))
  out.push(circle(x + w * 0.39, base - h * 0.7, w * 0.11, dark), circle(x + w * 0.39, base - h * 0.7, w * 0.075, c.t('#9c5a3c')))
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2
    out.push(path(`M${f(x + w * 0.39)},${f(base - h * 0.7)}l${f(Math.cos(a) * w * 0.075)},${f(Math.sin(a) * w * 0.075)}`, 'none', { stroke: col, 'stroke-width': 2 }))
  }
  const dw = w * 0.16
  out.push(path(`M${f(x + w * 0.39 - dw / 2)},${f(base)}V${f(base - h * 0.32)}a${f(dw / 2)},${f(dw / 2)} 0 0 1 ${f(dw)},0V${f(base)}Z`, c.t('#6b4128')))
  for (const px of [0.06, 0.7]) out.push(rect(x + w * px, base - h, w * 0.03, h, dark, { opacity: 0.5 }))
  c.add(group(out.join('')))
}

/** Obelisk on a stepped pedestal (Ciutadella's Born). */
export function obelisk(c: Canvas, x: number, base: number, h: number): void {
  const col = c.t('#e8dcc2')
  const dark = shade(col, -0.15)
  const out: string[] = []
  out.push(rect(x - h * 0.12, base - h * 0.05, h * 0.24, h * 0.05, dark))
  out.push(rect(x - h * 0.09, base - h * 0.16, h * 0.18, h * 0.11, col))
  out.push(rect(x, base - h * 0.16, h * 0.09, h * 0.11, dark))
  out.push(poly([[x - h * 0.045, base - h * 0.16], [x - h * 0.03, base - h * 0.92], [x + h * 0.03, base - h * 0.92], [x + h * 0.045, base - h * 0.16]], col))
  out.push(poly([[x, base - h * 0.16], [x, base - h * 0.92], [x + h * 0.03, base - h * 0.92], [x + h * 0.045, base - h * 0.16]], dark))
  out.push(poly([[x - h * 0.03, base - h * 0.92], [x, base - h], [x + h * 0.03, base - h * 0.92]], shade(col, 0.1)))
  c.add(group(out.join('')))
}

/** Date palm with a curved trunk; (x, y) = foot of the trunk. */
export function palm(c: Canvas, x: number, y: number, h: number, lean = 0.2): void {
  const trunk = c.t('#9a7b55')
  const green = c.t('#3f7a3e')
  const cx = x + lean * h
  const cy = y - h
  const out: string[] = []
  out.push(path(`M${f(x - h * 0.035)},${f(y)}Q${f(x + lean * h * 0.2)},${f(y - h * 0.6)} ${f(cx - h * 0.018)},${f(cy)}L${f(cx + h * 0.018)},${f(cy)}Q${f(x + lean * h * 0.2 + h * 0.04)},${f(y - h * 0.6)} ${f(x + h * 0.035)},${f(y)}Z`, trunk))
  out.push(path(`M${f(x)},${f(y)}Q${f(x + lean * h * 0.2 + h * 0.01)},${f(y - h * 0.6)} ${f(cx)},${f(cy)}`, 'none', { stroke: shade(trunk, -0.25), 'stroke-width': h * 0.05, 'stroke-dasharray': `2 ${f(h * 0.035)}` }))
  const L = h * 0.42
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (1.05 + (i / 8) * 0.9) + c.rand(-0.1, 0.1)
    const tipx = cx + Math.cos(a) * L * 1.1
    const tipy = cy + Math.sin(a) * L * 0.55 + L * 0.45
    const mx = (cx + tipx) / 2
    const my = Math.min(cy, tipy) - L * 0.28
    const wdt = L * 0.13
    const leaf = `M${f(cx)},${f(cy)}Q${f(mx)},${f(my - wdt)} ${f(tipx)},${f(tipy)}Q${f(mx)},${f(my + wdt)} ${f(cx)},${f(cy)}Z`
    out.push(path(leaf, i % 2 ? green : shade(green, -0.15)))
  }
  out.push(circle(cx, cy + 4, h * 0.03, c.t('#7a5a30')))
  c.add(group(out.join('')))
}

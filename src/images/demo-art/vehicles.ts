// Vehicles and airport structures: a hatchback, a minivan, an airliner and a control tower.
import { type Canvas, circle, ellipse, f, group, path, poly, rect, shade } from './primitives'

function wheel(x: number, y: number, r: number): string {
  return circle(x, y, r, '#23262b') + circle(x, y, r * 0.55, '#c9cdd2') + circle(x, y, r * 0.2, '#6b7178')
}

const GLASS = (c: Canvas): string => c.lin([[0, '#9fc8dc'], [0.55, '#3f6478'], [1, '#2a4456']])

/** Hatchback seen side-on, facing right; (x, y) = ground centre. */
export function car(c: Canvas, x: number, y: number, s: number, color: string): void {
  const body = c.t(color)
  const P = (u: number, v: number): string => `${f(x + u * s)},${f(y + v * s)}`
  const out: string[] = []
  out.push(ellipse(x, y - 2 * s, 140 * s, 9 * s, '#000000', { opacity: 0.18 }))
  out.push(path(`M${P(-132, -34)}Q${P(-134, -70)} ${P(-112, -76)}L${P(-84, -80)}Q${P(-58, -122)} ${P(-30, -124)}L${P(40, -124)}Q${P(62, -122)} ${P(86, -84)}L${P(118, -76)}Q${P(136, -70)} ${P(136, -44)}L${P(134, -30)}Q${P(132, -24)} ${P(124, -24)}L${P(-124, -24)}Q${P(-132, -24)} ${P(-132, -34)}Z`, body))
  out.push(path(`M${P(-72, -82)}Q${P(-52, -114)} ${P(-28, -114)}L${P(-6, -114)}L${P(-6, -82)}Z`, GLASS(c)))
  out.push(path(`M${P(2, -82)}L${P(2, -114)}L${P(38, -114)}Q${P(56, -112)} ${P(74, -84)}Z`, GLASS(c)))
  out.push(path(`M${P(-130, -52)}L${P(134, -52)}`, 'none', { stroke: shade(body, -0.18), 'stroke-width': 2 * s }))
  out.push(path(`M${P(-2, -84)}L${P(-2, -30)}M${P(-80, -80)}L${P(-84, -30)}`, 'none', { stroke: shade(body, -0.22), 'stroke-width': 2 * s }))
  out.push(rect(x + 20 * s, y - 66 * s, 14 * s, 4 * s, shade(body, -0.3), { rx: 2 * s }))
  out.push(rect(x - 60 * s, y - 66 * s, 14 * s, 4 * s, shade(body, -0.3), { rx: 2 * s }))
  out.push(path(`M${P(-120, -74)}Q${P(0, -96)} ${P(110, -76)}`, 'none', { stroke: shade(body, 0.35), 'stroke-width': 3 * s, opacity: 0.6 }))
  out.push(rect(x + 124 * s, y - 66 * s, 10 * s, 10 * s, '#fff4c2', { rx: 3 * s }))
  out.push(rect(x - 134 * s, y - 68 * s, 7 * s, 12 * s, '#d83a34', { rx: 2 * s }))
  out.push(wheel(x - 80 * s, y - 24 * s, 24 * s), wheel(x + 84 * s, y - 24 * s, 24 * s))
  c.add(group(out.join('')))
}

/** Passenger minivan seen side-on, facing right; (x, y) = ground centre. */
export function minivan(c: Canvas, x: number, y: number, s: number, color: string, stripe = '#0e7490'): void {
  const body = c.t(color)
  const P = (u: number, v: number): string => `${f(x + u * s)},${f(y + v * s)}`
  const out: string[] = []
  out.push(ellipse(x, y - 2 * s, 175 * s, 10 * s, '#000000', { opacity: 0.2 }))
  out.push(path(`M${P(-166, -34)}L${P(-166, -150)}Q${P(-164, -166)} ${P(-146, -166)}L${P(74, -166)}Q${P(92, -164)} ${P(104, -146)}L${P(134, -104)}L${P(160, -94)}Q${P(172, -88)} ${P(172, -70)}L${P(172, -36)}Q${P(170, -26)} ${P(160, -26)}L${P(-156, -26)}Q${P(-166, -26)} ${P(-166, -34)}Z`, body))
  const glass = GLASS(c)
  out.push(path(`M${P(-150, -152)}L${P(-150, -112)}L${P(-92, -112)}L${P(-92, -152)}Z`, glass))
  out.push(path(`M${P(-84, -152)}L${P(-84, -112)}L${P(-20, -112)}L${P(-20, -152)}Z`, glass))
  out.push(path(`M${P(-12, -152)}L${P(-12, -112)}L${P(52, -112)}L${P(52, -152)}Z`, glass))
  out.push(path(`M${P(60, -152)}L${P(60, -112)}L${P(124, -108)}L${P(98, -146)}Q${P(90, -152)} ${P(80, -152)}Z`, glass))
  out.push(rect(x - 166 * s, y - 92 * s, 338 * s, 14 * s, c.t(stripe)))
  out.push(path(`M${P(-18, -160)}L${P(-18, -30)}M${P(56, -160)}L${P(56, -30)}`, 'none', { stroke: shade(body, -0.18), 'stroke-width': 2.5 * s }))
  out.push(rect(x + 26 * s, y - 70 * s, 16 * s, 4 * s, shade(body, -0.35), { rx: 2 * s }))
  out.push(rect(x - 166 * s, y - 169 * s, 220 * s, 5 * s, shade(body, -0.25), { rx: 2 * s }))
  out.push(rect(x + 160 * s, y - 86 * s, 12 * s, 12 * s, '#fff4c2', { rx: 3 * s }))
  out.push(rect(x - 168 * s, y - 130 * s, 6 * s, 26 * s, '#d83a34', { rx: 2 * s }))
  out.push(rect(x + 150 * s, y - 44 * s, 24 * s, 10 * s, shade(body, -0.3), { rx: 3 * s }))
  out.push(wheel(x - 104 * s, y - 26 * s, 27 * s), wheel(x + 104 * s, y - 26 * s, 27 * s))
  c.add(group(out.join('')))
}

/** Airliner climbing to the right; (x, y) = centre. */
export function plane(c: Canvas, x: number, y: number, s: number, tail = '#0e7490', angle = -10): void {
  const white = c.t('#fbfcfd')
  const P = (u: number, v: number): string => `${f(u)},${f(v)}`
  const out: string[] = []
  out.push(path(`M${P(-30, 4)}L${P(-84, 60)}L${P(-62, 62)}L${P(24, 8)}Z`, shade(white, -0.2)))
  out.push(path(`M${P(-150, -8)}Q${P(-150, -18)} ${P(-130, -18)}L${P(120, -18)}Q${P(158, -16)} ${P(170, 0)}Q${P(158, 14)} ${P(120, 16)}L${P(-130, 14)}Q${P(-152, 12)} ${P(-150, -8)}Z`, white))
  out.push(path(`M${P(-120, -16)}L${P(-150, -70)}L${P(-128, -70)}L${P(-84, -16)}Z`, c.t(tail)))
  out.push(path(`M${P(-118, 4)}L${P(-160, 16)}L${P(-144, 20)}L${P(-100, 10)}Z`, shade(white, -0.12)))
  out.push(path(`M${P(-30, 2)}L${P(-74, -38)}L${P(-56, -40)}L${P(20, 0)}Z`, shade(white, -0.08)))
  out.push(rect(-58, 22, 34, 14, shade(white, -0.25), { rx: 7 }))
  for (let i = 0; i < 14; i++) out.push(circle(-96 + i * 15, -5, 3.2, '#3f6478'))
  out.push(path(`M${P(140, -12)}Q${P(156, -10)} ${P(162, -4)}L${P(142, -4)}Z`, '#3f6478'))
  out.push(path(`M${P(-150, -4)}L${P(170, 0)}`, 'none', { stroke: c.t(tail), 'stroke-width': 3, opacity: 0.8 }))
  c.add(group(out.join(''), { transform: `translate(${f(x)},${f(y)}) rotate(${angle}) scale(${f(s)})` }))
}

/** Airport control tower standing on y with total height h. */
export function controlTower(c: Canvas, x: number, y: number, h: number): void {
  const col = c.t('#eef1f3')
  const out: string[] = []
  const top = y - h
  out.push(poly([[x - h * 0.06, y], [x - h * 0.04, top + h * 0.22], [x + h * 0.04, top + h * 0.22], [x + h * 0.06, y]], col))
  out.push(poly([[x + h * 0.005, y], [x + h * 0.005, top + h * 0.22], [x + h * 0.04, top + h * 0.22], [x + h * 0.06, y]], shade(col, -0.12)))
  out.push(rect(x - h * 0.09, top + h * 0.19, h * 0.18, h * 0.04, shade(col, -0.08)))
  out.push(poly([[x - h * 0.13, top + h * 0.08], [x + h * 0.13, top + h * 0.08], [x + h * 0.1, top + h * 0.19], [x - h * 0.1, top + h * 0.19]], c.lin([[0, '#8fc3d9'], [1, '#2d5366']])))
  for (let i = -2; i <= 2; i++) out.push(path(`M${f(x + i * h * 0.045)},${f(top + h * 0.08)}L${f(x + i * h * 0.037)},${f(top + h * 0.19)}`, 'none', { stroke: col, 'stroke-width': 2 }))
  out.push(poly([[x - h * 0.15, top + h * 0.08], [x - h * 0.1, top + h * 0.04], [x + h * 0.1, top + h * 0.04], [x + h * 0.15, top + h * 0.08]], shade(col, -0.05)))
  out.push(rect(x - 1.5, top - h * 0.04, 3, h * 0.08, '#6b7178'))
  out.push(circle(x, top - h * 0.04, 4, '#e4572e'))
  c.add(group(out.join('')))
}

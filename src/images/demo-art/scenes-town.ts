// Town scenes: the harbour, the old-town square, a whitewashed fishing village and a
// still life of Mahón cheese with Menorcan gin.
import { FACADES, church, facade, obelisk, palm } from './buildings'
import { boat, house, person } from './objects'
import {
  type Canvas, circle, clouds, ellipse, f, group, hill, mix, path, pine, poly, rect, ridgePts, sea, seaStripes, shade, sky, sun,
} from './primitives'

interface Block { x: number; w: number; h: number; color: string }

/** A row of terraced facades across the picture; returns the blocks drawn. */
function terrace(c: Canvas, base: number, hMin: number, hMax: number, wMin: number, wMax: number, o: { arcade?: boolean; skip?: [number, number] } = {}): Block[] {
  const out: Block[] = []
  for (let x = -c.rand(10, 40); x < c.W + 10; ) {
    const w = c.rand(wMin, wMax)
    const h = c.rand(hMin, hMax)
    if (!o.skip || x + w < o.skip[0] || x > o.skip[1]) {
      const color = c.pick(FACADES)
      facade(c, x, base, w, h, { color, roof: c.rng() < 0.6 ? 'tile' : 'flat', arcade: o.arcade && c.rng() < 0.6, balcony: c.rng() < 0.4 })
      out.push({ x, w, h, color })
    }
    x += w
  }
  return out
}

function harbourTown(c: Canvas): void {
  const { W } = c
  const hz = 430
  sky(c, hz)
  sun(c, W * c.rand(0.12, 0.3), hz, 48)
  clouds(c, 4, 70, 220)
  hill(c, ridgePts(c, 480, 80), 600, c.far('#6f8f5a', 0.45))
  terrace(c, 540, 60, 110, 40, 70)
  church(c, W * c.rand(0.45, 0.6), 560, 170, 150)
  for (let i = 0; i < 5; i++) pine(c, W * c.rand(0, 1), 560, c.rand(0.35, 0.5), c.rand(-0.3, 0.3))
  terrace(c, 620, 80, 130, 55, 95)
  c.add(rect(-10, 620, W + 20, 70, c.lin([[0, c.t('#c9ab7b')], [1, c.t('#a88a5c')]])))
  for (let i = 0; i < 30; i++) c.add(rect(c.rand(0, W), c.rand(626, 680), c.rand(20, 60), c.rand(8, 16), shade(c.t('#b89a6a'), c.rand(-0.1, 0.1)), { rx: 4 }))
  const front = terrace(c, 710, 90, 130, 80, 130, { arcade: true })
  c.add(rect(-10, 708, W + 20, 16, c.t('#d8cdb8')))
  c.add(rect(-10, 722, W + 20, 6, shade(c.t('#d8cdb8'), -0.25)))
  const water = c.pal.sea
  c.add(rect(-10, 728, W + 20, 290, c.lin([[0, mix(water[1], water[0], 0.4)], [1, water[0]]])))
  for (const b of front) c.add(rect(b.x, 728, b.w, b.h * 0.7, c.lin([[0, c.t(b.color), 0.35], [1, c.t(b.color), 0]])))
  seaStripes(c, 735, 1000, 40)
  for (let i = 0; i < 6; i++) boat(c, W * (0.08 + i * 0.17 + c.rand(-0.03, 0.03)), 790 + (i % 2) * 40, 0.9, { dir: i % 2 ? 1 : -1, stripe: c.pick(['#1f6fb2', '#d64933', '#2e8b57', '#f2c14e']) })
  boat(c, W * c.rand(0.3, 0.7), 930, 1.6, { sail: true, stripe: '#0e7490' })
}

function oldTownSquare(c: Canvas): void {
  const { W } = c
  const gy = 800
  sky(c, gy)
  sun(c, W * c.rand(0.7, 0.85), 700, 50)
  clouds(c, 3, 70, 220)
  church(c, W * c.rand(0.55, 0.65), 560, 220, 240, '#e3cfa0')
  const left = W * 0.3
  facade(c, -10, gy, left, 420, { color: '#d9a86a', roof: 'flat', floors: 3, cols: 5, arcade: true, balcony: true })
  for (let x = -10; x < left; x += 34) c.add(rect(x, gy - 446, 22, 26, c.t('#d9a86a')))
  terrace(c, gy, 260, 340, 110, 170, { skip: [0, left] })
  const stone = c.t('#e8dcc4')
  c.add(rect(-10, gy, W + 20, 220, c.lin([[0, shade(stone, -0.06)], [1, stone]])))
  const lines: string[] = []
  for (let i = -12; i <= 12; i++) lines.push(`M${f(W / 2 + i * 40)},${f(gy)}L${f(W / 2 + i * 260)},1010`)
  for (let k = 1; k < 8; k++) lines.push(`M-10,${f(gy + k * k * 3.6)}L${f(W + 10)},${f(gy + k * k * 3.6)}`)
  c.add(path(lines.join(''), 'none', { stroke: shade(stone, -0.14), 'stroke-width': 2, opacity: 0.5 }))
  c.add(ellipse(W * 0.5, 878, 120, 16, '#000000', { opacity: 0.08 }))
  obelisk(c, W * 0.5, 880, 440)
  palm(c, W * 0.2, 900, 340, 0.15)
  palm(c, W * 0.84, 910, 320, -0.2)
  for (let i = 0; i < 3; i++) {
    const x = W * (0.62 + i * 0.12)
    const y = 930 + (i % 2) * 30
    c.add(rect(x - 2, y - 110, 4, 110, '#5b5b5b'))
    c.add(poly([[x - 80, y - 100], [x + 80, y - 100], [x + 56, y - 124], [x - 56, y - 124]], c.t(c.pick(['#f4f1ea', '#b5483a', '#2e6f8e']))))
    c.add(rect(x - 30, y - 40, 60, 6, '#6b5440'), rect(x - 3, y - 34, 6, 34, '#6b5440'))
  }
  person(c, W * 0.36, 930, 1.4, '#2e86ab')
  person(c, W * 0.4, 935, 1.3, '#e4572e')
  person(c, W * 0.58, 880, 1, '#f2c14e')
  person(c, W * 0.1, 960, 1.5, '#5aae61')
}

function bougainvillea(c: Canvas, x: number, y: number, s: number): void {
  const out: string[] = []
  for (let i = 0; i < 20; i++) {
    const a = c.rand(0, Math.PI * 2)
    const r = c.rand(0, 34) * s
    const col = i % 4 === 0 ? c.t('#4d7a3f') : c.t(c.pick(['#d6336c', '#e64980', '#c2255c']))
    out.push(circle(x + Math.cos(a) * r * 1.3, y + Math.sin(a) * r * 0.8, c.rand(6, 11) * s, col))
  }
  c.add(group(out.join('')))
}

function whitewashedVillage(c: Canvas): void {
  const { W } = c
  const hz = 330
  sky(c, hz)
  sun(c, W * c.rand(0.2, 0.8), hz, 46)
  clouds(c, 4, 60, 200, 0.5, 0.9)
  sea(c, hz, 520, { stripes: 20, shallow: 1.1 })
  const ground = c.t('#ece3d2')
  c.add(path(`M-40,470Q${f(W * 0.5)},440 ${f(W + 40)},480L${f(W + 40)},1010L-40,1010Z`, ground))
  const shutters = ['#3f7d55', '#2e6f8e', '#7a4b2f', '#3f7d55']
  const rows: Array<[number, number, number, number, number]> = [[540, 130, 190, 70, 95], [750, 200, 300, 130, 170], [1010, 320, 440, 200, 250]]
  rows.forEach(([base, wMin, wMax, hMin, hMax], r) => {
    if (r === 1) for (let i = 0; i < 5; i++) pine(c, W * c.rand(0, 1), 560 + c.rand(0, 30), 0.6, c.rand(-0.3, 0.3))
    for (let x = -c.rand(20, 120); x < W; ) {
      const w = c.rand(wMin, wMax)
      const h = c.rand(hMin, hMax)
      if (r === 2 && x + w > W * 0.44 && x < W * 0.56) {
        c.add(poly([[W * 0.44, 1010], [W * 0.47, 750], [W * 0.53, 750], [W * 0.56, 1010]], shade(ground, 0.4)))
        for (let k = 1; k < 8; k++) c.add(path(`M${f(W * 0.44 + k * 3.4)},${f(1010 - k * 34)}h${f(W * 0.12 - k * 6.8)}`, 'none', { stroke: shade(ground, -0.1), 'stroke-width': 3 }))
        x = W * 0.56
        continue
      }
      const low = c.t('#f4efe4')
      if (r > 0) c.add(rect(x - 30, base - 50 * r, w + 60, 50 * r, low), rect(x - 30, base - 50 * r - 6, w + 60, 8, shade(low, 0.4)))
      house(c, x, base, w, h, { roof: 'flat', chimney: c.rng() < 0.7, shutter: c.pick(shutters), front: c.rand(0.55, 0.7), floors: r === 0 ? 1 : 2 })
      if (c.rng() < 0.5) bougainvillea(c, x + w * c.rand(0.05, 0.6), base - h * c.rand(0.55, 0.9), 0.6 + r * 0.4)
      if (r > 0 && c.rng() < 0.5) c.add(ellipse(x - 12, base - 8, 14 * r, 10 * r, c.t('#c8643b')), ellipse(x - 12, base - 20 * r, 18 * r, 14 * r, c.t('#4d7a3f')))
      x += w + c.rand(0, 20) * (1 + r)
    }
  })
}

function cheeseGin(c: Canvas): void {
  const { W } = c
  const wall = c.t('#f7f1e6')
  c.add(rect(0, 0, W, 640, c.lin([[0, shade(wall, -0.06)], [1, wall]])))
  // window with a sea view
  const wx = W * 0.5 - 230
  const wy = 90
  const ww = 460
  const wh = 420
  const frame = `M${f(wx)},${f(wy + wh)}V${f(wy + ww / 2)}a${f(ww / 2)},${f(ww / 2)} 0 0 1 ${f(ww)},0V${f(wy + wh)}Z`
  c.add(path(frame, shade(wall, -0.12)))
  const view: string[] = []
  const [a, b, h] = c.pal.sky
  view.push(rect(wx, wy, ww, 260, c.lin([[0, a], [0.6, b], [1, h]])))
  view.push(circle(wx + ww * 0.72, wy + 170, 34, c.pal.sun))
  view.push(rect(wx, wy + 260, ww, wh, c.lin([[0, c.pal.sea[0]], [1, c.pal.sea[1]]])))
  view.push(path(`M${f(wx)},${f(wy + 262)}Q${f(wx + 120)},${f(wy + 220)} ${f(wx + 240)},${f(wy + 262)}Z`, c.far('#5b8a4c', 0.35)))
  view.push(path(`M${f(wx + ww * 0.55)},${f(wy + 300)}l40,0l-8,8l-26,0Z`, '#ffffff'))
  c.add(group(view.join(''), { 'clip-path': c.clip(`M${f(wx + 16)},${f(wy + wh)}V${f(wy + ww / 2)}a${f(ww / 2 - 16)},${f(ww / 2 - 16)} 0 0 1 ${f(ww - 32)},0V${f(wy + wh)}Z`) }))
  c.add(rect(wx - 20, wy + wh - 4, ww + 40, 18, shade(wall, -0.08), { rx: 3 }))
  for (const side of [-1, 1]) {
    const sx = side < 0 ? wx - 120 : wx + ww + 10
    c.add(rect(sx, wy + 130, 110, wh - 120, c.t('#3f7d55')))
    for (let i = 0; i < 9; i++) c.add(rect(sx + 10, wy + 146 + i * 32, 90, 8, shade(c.t('#3f7d55'), -0.2)))
  }
  // table
  const wood = c.t('#b07a4a')
  c.add(poly([[-40, 600], [W + 40, 600], [W + 40, 1010], [-40, 1010]], c.lin([[0, shade(wood, -0.1)], [1, shade(wood, 0.08)]])))
  c.add(rect(-40, 596, W + 80, 12, shade(wood, 0.2)))
  for (let i = 1; i < 6; i++) c.add(path(`M-40,${f(600 + i * i * 14)}L${f(W + 40)},${f(600 + i * i * 14)}`, 'none', { stroke: shade(wood, -0.22), 'stroke-width': 2, opacity: 0.6 }))
  // cutting board with Mahón cheese (square with rounded corners, orange rind)
  const cx = W * 0.36
  c.add(ellipse(cx, 860, 290, 70, '#000000', { opacity: 0.12 }))
  c.add(rect(cx - 280, 770, 560, 80, c.t('#d9b27c'), { rx: 40 }))
  c.add(rect(cx - 280, 800, 560, 50, c.t('#c29562'), { rx: 25 }))
  mahonCheese(c, cx - 240, 800, 1)
  for (let i = 0; i < 3; i++) c.add(ellipse(cx - 110 + i * 30, 890 + (i % 2) * 14, 14, 10, c.t('#5b6b2f')), circle(cx - 114 + i * 30, 886 + (i % 2) * 14, 3, '#ffffff', { opacity: 0.4 }))
  ginBottle(c, W * 0.66, 880)
  tumbler(c, W * 0.8, 900)
  for (const [lx, ly] of [[W * 0.56, 930], [W * 0.6, 950]] as const) c.add(ellipse(lx, ly, 46, 34, c.t('#f5cf2e')), ellipse(lx - 12, ly - 12, 14, 8, '#ffffff', { opacity: 0.4 }))
}

/** Mahón-Menorca cheese: a square block with rounded edges and an orange rind, plus a cut wedge. */
function mahonCheese(c: Canvas, x: number, y: number, s: number): void {
  const rind = c.t('#e0892c')
  const P = (u: number, v: number): [number, number] => [x + u * s, y + v * s]
  const round = (fill: string): Record<string, string | number> => ({ stroke: fill, 'stroke-width': 34 * s, 'stroke-linejoin': 'round' })
  const out: string[] = []
  const front = shade(rind, -0.08)
  const side = shade(rind, -0.22)
  const top = shade(rind, 0.12)
  out.push(poly([P(230, -14), P(300, -84), P(300, -150), P(230, -80)], side, round(side)))
  out.push(poly([P(0, -14), P(230, -14), P(230, -80), P(0, -80)], front, round(front)))
  out.push(poly([P(0, -80), P(230, -80), P(300, -150), P(70, -150)], top, round(top)))
  out.push(path(`M${P(95, -112).join(',')}Q${P(150, -126).join(',')} ${P(205, -112).join(',')}`, 'none', { stroke: shade(top, -0.12), 'stroke-width': 4 * s, 'stroke-linecap': 'round' }))
  out.push(path(`M${P(150, -132).join(',')}L${P(150, -100).join(',')}`, 'none', { stroke: shade(top, -0.12), 'stroke-width': 4 * s, 'stroke-linecap': 'round' }))
  out.push(path(`M${P(8, -62).join(',')}Q${P(20, -74).join(',')} ${P(60, -74).join(',')}`, 'none', { stroke: shade(front, 0.25), 'stroke-width': 5 * s, 'stroke-linecap': 'round', opacity: 0.7 }))
  const paste = c.t('#f6e3a1')
  const wx = 360
  out.push(poly([P(wx, -8), P(wx + 150, -4), P(wx + 150, -50), P(wx + 20, -76)], paste, { stroke: paste, 'stroke-width': 10 * s, 'stroke-linejoin': 'round' }))
  out.push(poly([P(wx, -8), P(wx + 20, -76), P(wx + 6, -82), P(wx - 12, -10)], rind, { stroke: rind, 'stroke-width': 10 * s, 'stroke-linejoin': 'round' }))
  out.push(poly([P(wx + 20, -76), P(wx + 150, -50), P(wx + 156, -62), P(wx + 26, -88)], top, { stroke: top, 'stroke-width': 8 * s, 'stroke-linejoin': 'round' }))
  for (let i = 0; i < 6; i++) out.push(ellipse(x + (wx + c.rand(40, 140)) * s, y + c.rand(-50, -15) * s, c.rand(3, 6) * s, c.rand(2, 4) * s, shade(paste, -0.15)))
  c.add(group(out.join('')))
}

/** Green glass gin bottle with a small handle (in the spirit of Mahón gin jugs). */
function ginBottle(c: Canvas, x: number, y: number): void {
  const glass = c.t('#3e8f6a')
  const out: string[] = []
  out.push(ellipse(x + 20, y, 110, 18, '#000000', { opacity: 0.15 }))
  out.push(path(`M${f(x - 90)},${f(y - 20)}Q${f(x - 96)},${f(y - 200)} ${f(x - 60)},${f(y - 250)}Q${f(x - 30)},${f(y - 290)} ${f(x - 26)},${f(y - 330)}L${f(x - 26)},${f(y - 380)}L${f(x + 26)},${f(y - 380)}L${f(x + 26)},${f(y - 330)}Q${f(x + 30)},${f(y - 290)} ${f(x + 60)},${f(y - 250)}Q${f(x + 96)},${f(y - 200)} ${f(x + 90)},${f(y - 20)}Q${f(x)},${f(y + 4)} ${f(x - 90)},${f(y - 20)}Z`, c.lin([[0, shade(glass, -0.2)], [0.35, glass], [1, shade(glass, -0.35)]], 0, 0, 1, 0), { opacity: 0.92 }))
  out.push(path(`M${f(x + 28)},${f(y - 350)}Q${f(x + 100)},${f(y - 350)} ${f(x + 70)},${f(y - 250)}`, 'none', { stroke: shade(glass, -0.15), 'stroke-width': 14, 'stroke-linecap': 'round' }))
  out.push(rect(x - 30, y - 400, 60, 26, c.t('#c9a54e'), { rx: 6 }))
  out.push(path(`M${f(x - 60)},${f(y - 210)}Q${f(x - 76)},${f(y - 120)} ${f(x - 64)},${f(y - 50)}`, 'none', { stroke: '#ffffff', 'stroke-width': 10, opacity: 0.35, 'stroke-linecap': 'round' }))
  out.push(ellipse(x, y - 130, 58, 62, c.t('#f6efdc')))
  out.push(ellipse(x, y - 130, 50, 54, 'none', { stroke: c.t('#b5483a'), 'stroke-width': 3 }))
  out.push(rect(x - 10, y - 140, 20, 40, c.t('#b5483a')), poly([[x - 14, y - 140], [x, y - 158], [x + 14, y - 140]], c.t('#7a4b2f')))
  for (let i = 0; i < 4; i++) {
    const a = Math.PI / 4 + (i * Math.PI) / 2
    out.push(path(`M${f(x)},${f(y - 150)}l${f(Math.cos(a) * 26)},${f(Math.sin(a) * 26)}`, 'none', { stroke: c.t('#7a4b2f'), 'stroke-width': 4 }))
  }
  c.add(group(out.join('')))
}

/** Tumbler of gin with lemonade ("pomada"), ice and a lemon slice. */
function tumbler(c: Canvas, x: number, y: number): void {
  const out: string[] = []
  out.push(ellipse(x, y, 70, 12, '#000000', { opacity: 0.12 }))
  out.push(path(`M${f(x - 62)},${f(y - 190)}L${f(x - 52)},${f(y - 8)}Q${f(x)},${f(y + 4)} ${f(x + 52)},${f(y - 8)}L${f(x + 62)},${f(y - 190)}Z`, '#e6f2f4', { opacity: 0.55 }))
  out.push(path(`M${f(x - 58)},${f(y - 130)}L${f(x - 52)},${f(y - 12)}Q${f(x)},${f(y)} ${f(x + 52)},${f(y - 12)}L${f(x + 58)},${f(y - 130)}Z`, c.t('#f4e79a'), { opacity: 0.85 }))
  for (const [u, v] of [[-20, -120], [14, -112], [-4, -90]] as const) out.push(rect(x + u - 16, y + v - 16, 32, 30, '#ffffff', { opacity: 0.55, rx: 5 }))
  out.push(circle(x + 52, y - 196, 34, c.t('#f5cf2e')), circle(x + 52, y - 196, 27, c.t('#fbeb8a')))
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2
    out.push(path(`M${f(x + 52)},${f(y - 196)}l${f(Math.cos(a) * 26)},${f(Math.sin(a) * 26)}`, 'none', { stroke: c.t('#f5cf2e'), 'stroke-width': 2 }))
  }
  out.push(path(`M${f(x - 62)},${f(y - 190)}L${f(x + 62)},${f(y - 190)}`, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.8 }))
  out.push(path(`M${f(x - 44)},${f(y - 170)}L${f(x - 38)},${f(y - 30)}`, 'none', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.5, 'stroke-linecap': 'round' }))
  c.add(group(out.join('')))
}

export const TOWN_SCENES = {
  'harbour-town': { draw: harbourTown, palette: 'morning' },
  'old-town-square': { draw: oldTownSquare, palette: 'golden' },
  'whitewashed-village': { draw: whitewashedVillage, palette: 'day' },
  'cheese-gin': { draw: cheeseGin, palette: 'day' },
} as const

// Inland scenes: Monte Toro, the s'Albufera wetland, the Camí de Cavalls trail,
// prehistoric monuments, the airport and a transfer minivan on a country road.
import { palm } from './buildings'
import { type Pt, yAt } from './landscape'
import { house, person, stoneWall } from './objects'
import {
  type Canvas, birds, bush, circle, clouds, ellipse, f, group, hill, mix, olive, path, pine, poly, rect, ridgePts, sea, shade, sky, smooth, sun,
} from './primitives'
import { car, controlTower, minivan, plane } from './vehicles'

/** Distant sea strip plus two hazy hill layers: the usual inland backdrop. */
function backdrop(c: Canvas, hz: number, sunX: number, seaBand = true): void {
  sky(c, hz)
  sun(c, sunX, hz, 50)
  clouds(c, 4, 70, hz - 170)
  if (seaBand) sea(c, hz, hz + 40, { stripes: 6 })
  hill(c, ridgePts(c, hz + 10, 70), 1010, c.far('#6f8f6a', 0.6))
  hill(c, ridgePts(c, hz + 60, 80), 1010, c.far('#6a9255', 0.35))
}

/** Patchwork of fields between y0 and y1, in perspective, separated by dry-stone walls. */
function fields(c: Canvas, y0: number, y1: number, cols: number): void {
  const greens = ['#8db25e', '#a3bd6a', '#c9c47a', '#7fa552', '#b7c46e', '#d8c88a', '#9cb85f']
  const vx = c.W * c.rand(0.4, 0.6)
  const vy = y0 - 260
  const ys = [0, 0.14, 0.34, 0.62, 1].map((k) => y0 + (y1 - y0) * k)
  const xAtY = (xb: number, y: number): number => vx + ((xb - vx) * (y - vy)) / (y1 - vy)
  const walls: Array<() => void> = []
  for (let r = 0; r < ys.length - 1; r++) {
    const ya = ys[r]!
    const yb = ys[r + 1]!
    const n = cols + r
    const xs = [-c.W]
    for (let k = 1; k < n; k++) xs.push((c.W * (k + c.rand(-0.3, 0.3))) / n)
    xs.push(c.W * 2)
    for (let k = 0; k < xs.length - 1; k++) {
      const l = xs[k]!
      const rr = xs[k + 1]!
      c.add(poly([[xAtY(l, ya), ya], [xAtY(rr, ya), ya], [xAtY(rr, yb), yb], [xAtY(l, yb), yb]], c.t(c.pick(greens))))
      if (k > 0 && c.rng() < 0.7) {
        const hA = 2 + ((ya - y0) / (y1 - y0)) * 26
        const hB = 2 + ((yb - y0) / (y1 - y0)) * 26
        walls.push(() => stoneWall(c, xAtY(l, ya), ya, hA, xAtY(l, yb), yb, hB))
      }
    }
    const h = 3 + ((yb - y0) / (y1 - y0)) * 28
    walls.push(() => {
      stoneWall(c, -20, yb, h, c.W + 20, yb, h)
      for (let i = 0; i < 3 + r; i++) olive(c, c.rand(0, c.W), yb - h * 0.3, 0.3 + ((yb - y0) / (y1 - y0)) * 0.8)
    })
  }
  walls.forEach((w) => w())
}

function mountainView(c: Canvas): void {
  const { W } = c
  const hz = 380
  backdrop(c, hz, W * c.rand(0.15, 0.3))
  const mx = W * c.rand(0.5, 0.6)
  const top: Pt[] = [[-40, 620], [mx - W * 0.35, 520], [mx - 150, 330], [mx - 40, 262], [mx + 60, 268], [mx + 170, 340], [mx + W * 0.32, 500], [W + 40, 600]]
  const green = c.t('#5e8a4a')
  c.add(path(`${smooth(top)}L${f(W + 40)},1010L-40,1010Z`, c.lin([[0, shade(green, 0.05)], [1, shade(green, -0.15)]])))
  for (let i = 0; i < 40; i++) {
    const x = c.rand(mx - W * 0.3, mx + W * 0.28)
    const y = yAt(top, x) + c.rand(20, 200)
    c.add(ellipse(x, y, c.rand(14, 30), c.rand(8, 14), shade(green, c.rand(-0.2, 0.05))))
  }
  c.add(path(smooth([[mx + 260, 560], [mx + 60, 470], [mx + 160, 400], [mx + 20, 330], [mx + 30, 275]]), 'none', { stroke: c.t('#e6d5b0'), 'stroke-width': 6, 'stroke-linecap': 'round' }))
  // sanctuary on the summit
  const sx = mx - 10
  const sy = 272
  house(c, sx - 90, sy, 110, 42, { roof: 'gable', floors: 1, door: false })
  c.add(rect(sx + 20, sy - 96, 30, 96, c.t('#f4eedf')), rect(sx + 35, sy - 96, 15, 96, c.t('#ddd4c0')))
  c.add(path(`M${f(sx + 16)},${f(sy - 96)}L${f(sx + 35)},${f(sy - 126)}L${f(sx + 54)},${f(sy - 96)}Z`, c.t('#c8643b')))
  c.add(path(`M${f(sx + 28)},${f(sy - 60)}v-14a7,7 0 0 1 14,0v14Z`, '#3a3430'))
  c.add(rect(sx + 66, sy - 70, 10, 70, c.t('#e8e2d2')), circle(sx + 71, sy - 78, 8, c.t('#e8e2d2')))
  fields(c, 640, 1000, 5)
  house(c, W * c.rand(0.1, 0.25), 760, 180, 80, { roof: 'gable', chimney: true })
  for (let i = 0; i < 8; i++) olive(c, W * c.rand(0, 1), c.rand(700, 980), c.rand(0.7, 1.3))
  pine(c, W * 0.9, 1010, 1.8, -0.4, '#2c5a37', 1.5)
  birds(c, 3, W * 0.2, W * 0.5, 120, 240)
}

/** Grey heron standing in shallow water; (x, y) = feet. */
function heron(c: Canvas, x: number, y: number, s: number): void {
  const grey = c.t('#9aa4ab')
  const out: string[] = []
  out.push(path(`M${f(x - 6 * s)},${f(y)}L${f(x - 2 * s)},${f(y - 60 * s)}M${f(x + 8 * s)},${f(y)}L${f(x + 6 * s)},${f(y - 60 * s)}`, 'none', { stroke: '#5b5f4a', 'stroke-width': 3 * s }))
  out.push(path(`M${f(x - 50 * s)},${f(y - 70 * s)}Q${f(x - 10 * s)},${f(y - 120 * s)} ${f(x + 30 * s)},${f(y - 100 * s)}Q${f(x + 20 * s)},${f(y - 60 * s)} ${f(x - 50 * s)},${f(y - 70 * s)}Z`, grey))
  out.push(path(`M${f(x + 24 * s)},${f(y - 100 * s)}Q${f(x + 40 * s)},${f(y - 130 * s)} ${f(x + 22 * s)},${f(y - 150 * s)}Q${f(x + 14 * s)},${f(y - 166 * s)} ${f(x + 30 * s)},${f(y - 172 * s)}`, 'none', { stroke: shade(grey, 0.2), 'stroke-width': 8 * s, 'stroke-linecap': 'round' }))
  out.push(path(`M${f(x + 32 * s)},${f(y - 176 * s)}L${f(x + 70 * s)},${f(y - 168 * s)}L${f(x + 32 * s)},${f(y - 166 * s)}Z`, c.t('#e0a23a')))
  out.push(path(`M${f(x + 26 * s)},${f(y - 176 * s)}L${f(x + 4 * s)},${f(y - 180 * s)}`, 'none', { stroke: '#2d2d2d', 'stroke-width': 3 * s, 'stroke-linecap': 'round' }))
  out.push(path(`M${f(x - 40 * s)},${f(y - 74 * s)}Q${f(x - 5 * s)},${f(y - 100 * s)} ${f(x + 20 * s)},${f(y - 92 * s)}`, 'none', { stroke: shade(grey, -0.3), 'stroke-width': 5 * s, 'stroke-linecap': 'round' }))
  out.push(ellipse(x, y + 2 * s, 30 * s, 4 * s, '#ffffff', { opacity: 0.4 }))
  c.add(group(out.join('')))
}

function reeds(c: Canvas, x0: number, x1: number, y: number, n: number, s: number): void {
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const x = c.rand(x0, x1)
    const h = c.rand(120, 240) * s
    const bend = c.rand(-30, 30) * s
    const col = c.t(c.pick(['#7e8f3f', '#9aa54d', '#6b7c36', '#b8a95a']))
    out.push(path(`M${f(x)},${f(y + c.rand(0, 40))}Q${f(x + bend * 0.3)},${f(y - h * 0.5)} ${f(x + bend)},${f(y - h)}`, 'none', { stroke: col, 'stroke-width': c.rand(3, 6) * s, 'stroke-linecap': 'round' }))
    if (c.rng() < 0.3) out.push(ellipse(x + bend * 0.92, y - h * 0.86, 5 * s, 18 * s, c.t('#6b4a2b'), { transform: `rotate(${f(bend * 0.4)} ${f(x + bend * 0.92)} ${f(y - h * 0.86)})` }))
  }
  c.add(group(out.join('')))
}

function wetlandLagoon(c: Canvas): void {
  const { W } = c
  const hz = 470
  sky(c, hz)
  const s = sun(c, W * c.rand(0.6, 0.8), hz, 50)
  clouds(c, 4, 80, 280)
  const ridge1 = ridgePts(c, hz + 4, 60)
  hill(c, ridge1, hz + 40, c.far('#6f8f6a', 0.55))
  const ridge2 = ridgePts(c, hz + 30, 50)
  hill(c, ridge2, hz + 50, c.far('#5e8a4a', 0.25))
  for (let i = 0; i < 14; i++) {
    const x = c.rand(0, W)
    pine(c, x, yAt(ridge2, x) + 24, c.rand(0.25, 0.35), c.rand(-0.3, 0.3))
  }
  const [a, b, h] = c.pal.sky
  c.add(rect(-10, hz + 48, W + 20, 560, c.lin([[0, mix(h, c.pal.sea[1], 0.35)], [0.5, mix(b, c.pal.sea[1], 0.4)], [1, mix(a, c.pal.sea[0], 0.4)]])))
  c.add(rect(-10, hz + 48, W + 20, 30, c.far('#5e8a4a', 0.4), { opacity: 0.35 }))
  c.add(ellipse(s.x, hz + 80 + (hz - s.y) * 0.4, 40, 8, c.pal.sun, { opacity: 0.5 }))
  for (let i = 0; i < 24; i++) c.add(rect(c.rand(0, W), c.rand(hz + 60, 1000), c.rand(40, 180), 2.5, '#ffffff', { opacity: 0.3, rx: 1 }))
  const ix = W * c.rand(0.3, 0.45)
  c.add(path(`M${f(ix - 160)},580Q${f(ix)},545 ${f(ix + 170)},580Z`, c.t('#6f8f4e')))
  c.add(ellipse(ix, 582, 175, 6, c.t('#4a6a3a'), { opacity: 0.4 }))
  for (let i = 0; i < 4; i++) pine(c, ix - 80 + i * 50, 572, 0.4, c.rand(-0.3, 0.3))
  heron(c, W * 0.62, 790, 1.3)
  c.add(path(`M-40,900Q${f(W * 0.3)},860 ${f(W * 0.5)},920L${f(W * 0.5)},1010L-40,1010Z`, c.t('#8a8450')))
  c.add(path(`M${f(W * 0.7)},940Q${f(W * 0.85)},880 ${f(W + 40)},890L${f(W + 40)},1010L${f(W * 0.7)},1010Z`, c.t('#8a8450')))
  reeds(c, -20, W * 0.35, 960, 60, 1.2)
  reeds(c, W * 0.78, W + 20, 960, 40, 1.1)
  birds(c, 5, W * 0.2, W * 0.6, 140, 300)
}

/** Menorcan wild-olive wood gate ("barrera d'ullastre") between two posts; (x, y) = left post foot. */
function gate(c: Canvas, x: number, y: number, w: number, h: number): void {
  const wood = c.t('#9b7a56')
  const out: string[] = []
  out.push(rect(x - 10, y - h - 14, 20, h + 14, c.t('#cfc4ae')), rect(x + w - 10, y - h - 14, 20, h + 14, c.t('#cfc4ae')))
  for (let i = 0; i < 5; i++) {
    const yy = y - h * (0.12 + i * 0.2)
    out.push(path(`M${f(x + 8)},${f(yy)}Q${f(x + w * 0.5)},${f(yy + (i === 4 ? -10 : 4))} ${f(x + w - 8)},${f(yy)}`, 'none', { stroke: wood, 'stroke-width': 7, 'stroke-linecap': 'round' }))
  }
  out.push(path(`M${f(x + 12)},${f(y - h * 0.1)}Q${f(x + w * 0.4)},${f(y - h * 0.75)} ${f(x + w - 12)},${f(y - h * 0.92)}`, 'none', { stroke: shade(wood, -0.15), 'stroke-width': 8, 'stroke-linecap': 'round' }))
  out.push(path(`M${f(x + 12)},${f(y - h * 0.9)}L${f(x + 12)},${f(y - h * 0.1)}`, 'none', { stroke: wood, 'stroke-width': 9, 'stroke-linecap': 'round' }))
  c.add(group(out.join('')))
}

function hikingTrail(c: Canvas): void {
  const { W } = c
  const hz = 430
  sky(c, hz)
  sun(c, W * c.rand(0.65, 0.85), hz, 50)
  clouds(c, 4, 70, 260)
  sea(c, hz, 560, { stripes: 12 })
  const land: Pt[] = [[-40, 440], [W * 0.3, 470], [W * 0.55, 520], [W * 0.68, 560], [W * 0.8, 600], [W + 40, 620]]
  c.add(path(`${smooth(land)}L${f(W + 40)},1010L-40,1010Z`, c.t('#9fb666')))
  hill(c, [[-40, 420], [W * 0.15, 400], [W * 0.35, 450], [W * 0.5, 520], [W * 0.62, 560]], 600, c.far('#5e8a4a', 0.2))
  for (let i = 0; i < 10; i++) pine(c, W * c.rand(0, 0.45), c.rand(440, 520), c.rand(0.4, 0.6), c.rand(-0.3, 0.3))
  c.add(path(`${smooth([[-40, 620], [W * 0.3, 600], [W * 0.7, 650], [W + 40, 640]])}L${f(W + 40)},1010L-40,1010Z`, c.t('#b8c47a')))
  const vx = W * 0.6
  const vy = 560
  const trail = c.t('#dcc08e')
  c.add(path(`M${f(W * 0.22)},1010Q${f(W * 0.46)},800 ${f(vx - 6)},${f(vy)}L${f(vx + 6)},${f(vy)}Q${f(W * 0.56)},800 ${f(W * 0.66)},1010Z`, trail))
  c.add(path(`M${f(W * 0.4)},1010Q${f(W * 0.5)},820 ${f(vx)},${f(vy + 2)}`, 'none', { stroke: shade(trail, 0.2), 'stroke-width': 10, opacity: 0.6 }))
  stoneWall(c, W * 0.2, 1000, 110, vx - 18, vy + 6, 8)
  stoneWall(c, vx + 18, vy + 6, 8, W * 0.7, 1000, 110)
  stoneWall(c, -40, 700, 40, W * 0.34, 690, 26)
  gate(c, W * 0.35, 730, 150, 70)
  stoneWall(c, W * 0.62, 640, 22, W + 40, 660, 30)
  for (let i = 0; i < 6; i++) olive(c, W * c.rand(0, 0.25), c.rand(760, 960), c.rand(1, 1.5))
  for (let i = 0; i < 5; i++) olive(c, W * c.rand(0.75, 1), c.rand(700, 900), c.rand(0.9, 1.4))
  person(c, W * 0.555, 700, 1.4, '#e4572e')
  person(c, W * 0.57, 690, 1.3, '#2e86ab')
  c.add(rect(W * 0.67, 760, 14, 120, c.t('#8a6a48')), rect(W * 0.67 - 4, 750, 22, 18, c.t('#e0b64e')))
  for (let i = 0; i < 8; i++) bush(c, W * c.rand(0.55, 1), c.rand(880, 1000), c.rand(0.8, 1.2))
}

/** Stacked-stone block with light and shadow. */
function block(c: Canvas, x: number, y: number, w: number, h: number, base: string): string {
  const col = shade(base, c.rand(-0.08, 0.08))
  return rect(x, y, w, h, col, { rx: Math.min(w, h) * 0.25 }) + rect(x + 3, y + 2, w - 6, h * 0.3, shade(col, 0.15), { rx: h * 0.15 })
}

function talayotStones(c: Canvas): void {
  const { W } = c
  const hz = 520
  backdrop(c, hz, W * c.rand(0.7, 0.85), false)
  const grass = c.t('#c8b86e')
  c.add(path(`${smooth([[-40, 600], [W * 0.4, 580], [W + 40, 610]])}L${f(W + 40)},1010L-40,1010Z`, c.lin([[0, grass], [1, shade(grass, -0.1)]])))
  const stone = c.t('#b3a58c')
  for (let i = 0; i < 6; i++) olive(c, W * c.rand(0, 1), c.rand(620, 660), c.rand(0.6, 0.9))
  // talayot: truncated cone of big stones
  const tx = W * 0.27
  const ty = 770
  const bw = 480
  const tw = 330
  const th = 250
  const outline = `M${f(tx - bw / 2)},${f(ty)}C${f(tx - bw / 2 + 20)},${f(ty - th * 0.5)} ${f(tx - tw / 2 - 20)},${f(ty - th * 0.85)} ${f(tx - tw / 2)},${f(ty - th)}Q${f(tx)},${f(ty - th - 16)} ${f(tx + tw / 2)},${f(ty - th)}C${f(tx + tw / 2 + 20)},${f(ty - th * 0.85)} ${f(tx + bw / 2 - 20)},${f(ty - th * 0.5)} ${f(tx + bw / 2)},${f(ty)}Z`
  c.add(ellipse(tx + 40, ty + 4, 280, 18, '#000000', { opacity: 0.14 }))
  c.add(path(outline, shade(stone, -0.4)))
  const out: string[] = []
  for (let r = 0, y = ty; y > ty - th - 20; r++) {
    const hRow = c.rand(30, 42)
    y -= hRow
    for (let x = tx - bw / 2 - c.rand(0, 40); x < tx + bw / 2; ) {
      const w = c.rand(50, 100)
      const k = (x + w / 2 - (tx - bw / 2)) / bw
      out.push(block(c, x + 2, y + 2, w - 4, hRow - 4, shade(stone, 0.12 - k * 0.3)))
      x += w
    }
  }
  c.add(group(out.join(''), { 'clip-path': c.clip(outline) }))
  for (let i = 0; i < 4; i++) bush(c, tx + c.rand(-tw / 2 + 30, tw / 2 - 30), ty - th + 4, c.rand(0.5, 0.8), '#7f8f4e')
  // taula enclosure and taula (T-shaped monument)
  const ax = W * 0.66
  const ay = 820
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.05 + (i / 8) * 0.9)
    const sx = ax - Math.cos(a) * 230
    const sy = ay - 30 - Math.sin(a) * 50
    const sh = c.rand(90, 140)
    c.add(rect(sx - 22, sy - sh, 44, sh, shade(stone, -0.05), { rx: 8 }), rect(sx, sy - sh, 22, sh, shade(stone, -0.18), { rx: 8 }))
  }
  c.add(ellipse(ax + 60, ay + 4, 150, 14, '#000000', { opacity: 0.15 }))
  c.add(poly([[ax - 40, ay], [ax - 32, ay - 300], [ax + 32, ay - 300], [ax + 40, ay]], shade(stone, 0.05)))
  c.add(poly([[ax + 10, ay], [ax + 8, ay - 300], [ax + 32, ay - 300], [ax + 40, ay]], shade(stone, -0.14)))
  c.add(rect(ax - 120, ay - 360, 240, 62, shade(stone, 0.08), { rx: 6 }))
  c.add(rect(ax - 120, ay - 320, 240, 22, shade(stone, -0.12), { rx: 4 }))
  c.add(rect(ax - 116, ay - 358, 232, 10, shade(stone, 0.22), { rx: 4 }))
  stoneWall(c, -40, 930, 60, W + 40, 950, 60)
  for (let i = 0; i < 14; i++) c.add(ellipse(c.rand(0, W), c.rand(840, 900), c.rand(10, 24), c.rand(6, 10), shade(stone, c.rand(-0.1, 0.1))))
  person(c, W * 0.8, 880, 1.3, '#2e86ab')
}

function road(c: Canvas, y0: number, y1: number): void {
  const asphalt = c.t('#5b6168')
  c.add(rect(-10, y0 - 12, c.W + 20, 12, c.t('#c9c1ad')))
  c.add(rect(-10, y0, c.W + 20, y1 - y0, asphalt))
  for (let x = -20; x < c.W; x += 140) c.add(rect(x, (y0 + y1) / 2 - 4, 80, 8, '#f2f2ee', { rx: 2 }))
  c.add(rect(-10, y1, c.W + 20, 14, c.t('#c9c1ad')))
}

function airportCar(c: Canvas): void {
  const { W } = c
  const hz = 560
  sky(c, hz)
  sun(c, W * c.rand(0.1, 0.25), hz, 50)
  clouds(c, 4, 60, 300)
  hill(c, ridgePts(c, hz + 10, 80), hz + 100, c.far('#6f8f6a', 0.5))
  c.add(rect(-10, hz, W + 20, 460, c.t('#a9bf72')))
  const bx = W * 0.18
  const tw = W * 0.55
  c.add(rect(bx, 520, tw, 110, c.t('#eef1f3')))
  c.add(rect(bx + 14, 540, tw - 28, 70, c.lin([[0, '#9cc9dc'], [1, '#3f6e84']])))
  for (let x = bx + 14; x < bx + tw - 20; x += 46) c.add(rect(x, 540, 4, 70, c.t('#eef1f3')))
  c.add(poly([[bx - 30, 520], [bx + tw + 30, 520], [bx + tw + 10, 496], [bx - 10, 496]], c.t('#d3d9de')))
  controlTower(c, W * 0.8, 640, 360)
  plane(c, W * 0.58, 230, 1.25)
  c.add(rect(-10, 630, W + 20, 60, c.t('#c6cdd3')))
  for (let i = 0; i < 6; i++) palm(c, W * (0.06 + i * 0.18), 720, 190, c.rand(-0.2, 0.2))
  road(c, 740, 930)
  car(c, W * 0.38, 850, 1.3, c.pick(['#e4572e', '#2e86ab', '#f2c14e', '#ffffff']))
  minivan(c, W * 0.78, 905, 1.05, '#ffffff')
  c.add(rect(W * 0.06, 640, 10, 100, '#6b7178'), rect(W * 0.06 - 50, 600, 110, 56, c.t('#2e6f8e'), { rx: 6 }))
  c.add(group(path('M-36,0L36,-6L30,4L-30,6Z', '#ffffff') + path('M-4,-2L-22,-22L-12,-22L12,-3Z', '#ffffff') + path('M-2,2L-14,18L-6,18L10,3Z', '#ffffff'), { transform: `translate(${f(W * 0.06 + 5)},628) rotate(-10)` }))
}

function minivanRoad(c: Canvas): void {
  const { W } = c
  const hz = 420
  backdrop(c, hz, W * c.rand(0.6, 0.8))
  c.add(path(`${smooth([[-40, 560], [W * 0.5, 540], [W + 40, 570]])}L${f(W + 40)},1010L-40,1010Z`, c.t('#9fb666')))
  fields(c, 560, 800, 4)
  for (let i = 0; i < 7; i++) pine(c, W * c.rand(0, 1), c.rand(570, 620), c.rand(0.4, 0.6), c.rand(-0.3, 0.3))
  road(c, 820, 950)
  c.add(rect(-10, 964, W + 20, 60, c.t('#9fb666')))
  for (let i = 0; i < 30; i++) c.add(circle(c.rand(0, W), c.rand(972, 1000), c.rand(3, 5), c.t(c.pick(['#f2c14e', '#ffffff', '#e4572e', '#c084fc']))))
  minivan(c, W * c.rand(0.35, 0.55), 925, 1.45, c.pick(['#ffffff', '#f4f4f0']), c.pick(['#0e7490', '#e4572e']))
  pine(c, W * 0.9, 830, 1.5, -0.3, '#2c5a37', 1.5)
  pine(c, W * 0.06, 830, 1.3, 0.3, '#2c5a37', 1.4)
}

export const LAND_SCENES = {
  'mountain-view': { draw: mountainView, palette: 'morning' },
  'wetland-lagoon': { draw: wetlandLagoon, palette: 'golden' },
  'hiking-trail': { draw: hikingTrail, palette: 'day' },
  'talayot-stones': { draw: talayotStones, palette: 'golden' },
  'airport-car': { draw: airportCar, palette: 'day' },
  'minivan-road': { draw: minivanRoad, palette: 'day' },
} as const

// Coastal scenes: coves, beaches, cliffs with a lighthouse, boats, a sea cave and sunsets.
import { type Pt, band, beach, cliff, headland, rockMass, xAt, yAt } from './landscape'
import { boat, horse, house, kayak, lighthouse, parasol, person } from './objects'
import {
  type Canvas, birds, bush, clouds, ellipse, f, group, mix, path, pine, rect, sea, seaStripes, shade, sky, smooth, sun,
} from './primitives'

const LIMESTONE = ['#e6d3ab', '#dcc39a', '#e9dcbc']
const PARASOLS = ['#e4572e', '#2e86ab', '#f2c14e', '#5aae61', '#ef7b9b']
const parasolColor = (c: Canvas, i: number): string => PARASOLS[(i + c.variant) % PARASOLS.length]!

function coveTurquoise(c: Canvas): void {
  const { W } = c
  const hz = 390
  sky(c, hz)
  sun(c, W * c.rand(0.45, 0.62), hz, 52)
  clouds(c, 4, 90, 250)
  sea(c, hz, 1000, { shallow: 0.8, stripes: 36 })
  c.add(ellipse(W * 0.5, 930, W * 0.5, 300, c.rad([[0, shade(c.pal.sea[2], 0.4), 0.9], [0.6, c.pal.sea[2], 0.5], [1, c.pal.sea[2], 0]])))
  const rock = c.pick(LIMESTONE)
  const lx = c.rand(0.36, 0.42)
  cliff(c, [[-30, 210], [W * 0.12, 250], [W * 0.26, 320], [W * lx, hz + 8]], [[W * (lx + 0.01), hz + 26], [W * 0.28, 470], [W * 0.14, 590], [-30, 700]], rock, { pines: 5 })
  const rx = c.rand(0.6, 0.66)
  cliff(c, [[W + 30, 240], [W * 0.88, 270], [W * 0.74, 335], [W * rx, hz + 10]], [[W * (rx - 0.01), hz + 28], [W * 0.72, 480], [W * 0.86, 600], [W + 30, 720]], rock, { pines: 5 })
  boat(c, W * c.rand(0.46, 0.55), c.rand(520, 560), 0.55, { sail: true, dir: c.rng() > 0.5 ? 1 : -1 })
  boat(c, W * c.rand(0.3, 0.38), c.rand(640, 680), 0.6, { stripe: '#d64933' })
  seaStripes(c, 700, 860, 10, W * 0.2, W * 0.8)
  beach(c, [[-40, 940], [W * 0.2, 880], [W * 0.5, 862], [W * 0.8, 878], [W + 40, 935]])
  for (let i = 0; i < 4; i++) parasol(c, W * (0.18 + i * 0.2 + c.rand(-0.04, 0.04)), 960 + c.rand(-10, 20), 0.75, parasolColor(c, i))
}

/** Land on one side of an inlet seen from above: green top with a rock rim along `edge`. */
function inletSide(c: Canvas, edge: Pt[], outerX: number, rim: number, green: string, rock: string): void {
  const inward = outerX < edge[0]![0] ? 1 : -1
  const rimPts = edge.map(([x, y], i): Pt => [x + inward * rim * (0.4 + i / edge.length), y + rim * 0.5])
  c.add(path(`${smooth(rimPts)}L${f(outerX)},1010L${f(outerX)},${f(edge[0]![1])}Z`, c.t(rock)))
  c.add(path(band(rimPts, rimPts.map(([x, y]): Pt => [x, y + 30]).reverse()), shade(c.pal.sea[1], -0.1), { opacity: 0.35 }))
  c.add(path(smooth(rimPts.map(([x, y]): Pt => [x + inward * 2, y + 2])), 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.8 }))
  c.add(path(`${smooth(edge)}L${f(outerX)},1010L${f(outerX)},${f(edge[0]![1])}Z`, c.lin([[0, c.t(green)], [1, shade(c.t(green), -0.12)]])))
}

function covePines(c: Canvas): void {
  const { W } = c
  const hz = 330
  sky(c, hz)
  sun(c, W * c.rand(0.55, 0.7), hz, 46)
  clouds(c, 3, 70, 200, 0.5, 0.9)
  sea(c, hz, 1000, { shallow: 0.62, stripes: 30 })
  headland(c, -40, W * 0.3, hz + 8, 45, { dir: -1, haze: 0.55 })
  const inner = W * 0.5
  c.add(ellipse(inner, 800, W * 0.16, 160, c.rad([[0, shade(c.pal.sea[2], 0.35)], [1, c.pal.sea[2], 0]])))
  beach(c, [[inner - W * 0.14, 760], [inner, 800], [inner + W * 0.14, 760]], 1000)
  const left: Pt[] = [[-40, 420], [W * 0.18, 445], [W * 0.3, 510], [W * 0.38, 620], [W * 0.4, 780], [W * 0.36, 900]]
  const right: Pt[] = [[W + 40, 430], [W * 0.84, 450], [W * 0.71, 520], [W * 0.63, 630], [W * 0.6, 780], [W * 0.64, 900]]
  inletSide(c, left, -40, 26, '#5e8c4a', '#d9c197')
  inletSide(c, right, W + 40, 26, '#57844a', '#cfb68b')
  for (let i = 0; i < 26; i++) {
    const y = c.rand(470, 760)
    const side = i % 2
    const edgeX = xAt(side ? right : left, y)
    const x = side ? c.rand(edgeX + 40, W) : c.rand(0, edgeX - 40)
    pine(c, x, y, 0.25 + (y - 440) / 700, c.rand(-0.3, 0.3), c.pick(['#2f5d3a', '#3a6b40', '#2a5535']))
  }
  boat(c, W * 0.5, 560, 0.45, { sail: true })
  boat(c, W * 0.46, 690, 0.5, { stripe: '#d64933' })
  c.add(path(`${smooth([[-40, 880], [W * 0.2, 860], [W * 0.45, 900], [W * 0.75, 870], [W + 40, 850]])}L${f(W + 40)},1010L-40,1010Z`, c.t('#c9a878')))
  c.add(path(`${smooth([[-40, 950], [W * 0.3, 930], [W * 0.6, 960], [W + 40, 940]])}L${f(W + 40)},1010L-40,1010Z`, c.t('#ad8b5d')))
  for (let i = 0; i < 7; i++) bush(c, W * c.rand(0, 1), c.rand(900, 990), c.rand(0.9, 1.5))
  pine(c, W * 0.07, 1010, 2.3, 0.55, '#2c5a37', 1.8)
  pine(c, W * 0.95, 1010, 2.0, -0.6, '#2c5a37', 1.9)
}

function lighthouseCliff(c: Canvas): void {
  const { W } = c
  const hz = 470
  sky(c, hz)
  const s = sun(c, W * c.rand(0.12, 0.25), hz, 50)
  clouds(c, 4, 80, 260)
  sea(c, hz, 1000, { stripes: 40, shallow: 1.1 })
  headland(c, -40, W * 0.22, hz + 4, 40, { dir: -1, haze: 0.6 })
  const rock = c.pick(['#6b625a', '#8a5a3c', '#7a7168'])
  const top = headland(c, W * 0.36, W + 40, 700, 280, { rock, green: '#7f8f58', cap: 0.18 })
  const lx = W * 0.66
  const beam = c.pal.key === 'sunset'
  if (beam) {
    const ly = yAt(top, lx) - 300
    c.add(path(`M${f(lx)},${f(ly - 6)}L${f(lx - 900)},${f(ly - 130)}L${f(lx - 900)},${f(ly + 70)}L${f(lx)},${f(ly + 6)}Z`, c.lin([[0, '#fff3c0', 0], [1, '#fff3c0', 0.55]], 0, 0, 1, 0)))
  }
  lighthouse(c, lx, yAt(top, lx) + 6, 250)
  for (let i = 0; i < 7; i++) {
    const x = W * c.rand(0.42, 1)
    if (Math.abs(x - lx) > 60) bush(c, x, yAt(top, x) + c.rand(14, 40), c.rand(0.5, 0.9), '#6e8a4c')
  }
  for (let i = 0; i < 6; i++) c.add(path(`M${f(W * (0.36 + i * 0.11))},${f(712 + i * 3)}q30,-8 60,0t60,0`, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.5 }))
  c.add(path(smooth([[-40, 868], [W * 0.08, 838], [W * 0.18, 858], [W * 0.26, 928], [W * 0.3, 1018]]), 'none', { stroke: '#ffffff', 'stroke-width': 8, opacity: 0.6 }))
  rockMass(c, [[-40, 860], [W * 0.08, 830], [W * 0.18, 850], [W * 0.26, 920], [W * 0.3, 1010]], shade(rock, -0.1))
  for (let i = 0; i < 4; i++) bush(c, W * c.rand(0, 0.18), c.rand(880, 960), c.rand(0.9, 1.4), '#6e8a4c')
  birds(c, 4, s.x - 100, s.x + 400, 150, 320)
}

function longBeach(c: Canvas): void {
  const { W } = c
  const hz = 400
  sky(c, hz)
  sun(c, W * c.rand(0.2, 0.4), hz, 55)
  clouds(c, 5, 70, 260)
  sea(c, hz, 1000, { stripes: 34 })
  headland(c, W * 0.6, W + 40, hz + 4, 55, { haze: 0.5 })
  const edge: Pt[] = [[-40, 840], [W * 0.25, 720], [W * 0.55, 560], [W * 0.8, 470], [W + 40, 430]]
  for (const d of [26, 52]) c.add(path(smooth(edge.map(([x, y]): Pt => [x - d * 1.2, y - d])), 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.3 }))
  beach(c, edge)
  const dune = c.t('#e9d6ac')
  c.add(path(`${smooth([[W * 0.5, 1010], [W * 0.66, 780], [W * 0.84, 620], [W + 40, 560]])}L${f(W + 40)},1010Z`, dune))
  for (let i = 0; i < 46; i++) {
    const x = W * c.rand(0.62, 1)
    const y = c.rand(620, 1000)
    if (y < 1010 - (x - W * 0.5) * 1.1) continue
    c.add(path(`M${f(x)},${f(y)}l-6,-22M${f(x)},${f(y)}l2,-26M${f(x)},${f(y)}l9,-18`, 'none', { stroke: c.t('#7f9a54'), 'stroke-width': 3, 'stroke-linecap': 'round' }))
  }
  for (let i = 0; i < 6; i++) {
    const t = 0.12 + i * 0.11
    const x = -40 + (W * 0.9) * t
    const y = yAt(edge, x)
    parasol(c, x + 70, y + 110 * (1.1 - t), 1.15 - t * 0.95, parasolColor(c, i))
  }
  person(c, W * 0.2, yAt(edge, W * 0.2) + 40, 1.1, '#f2c14e')
  person(c, W * 0.23, yAt(edge, W * 0.23) + 44, 0.9, '#e4572e')
  birds(c, 3, W * 0.3, W * 0.7, 120, 260)
}

function boatSea(c: Canvas): void {
  const { W } = c
  const hz = 500
  sky(c, hz)
  sun(c, W * c.rand(0.6, 0.8), hz, 55)
  clouds(c, 5, 80, 320)
  sea(c, hz, 1000, { shallow: 1.2, stripes: 50 })
  const top = headland(c, -40, W * 0.42, hz + 4, 60, { dir: -1, haze: 0.4 })
  for (let i = 0; i < 10; i++) {
    const x = W * c.rand(0.03, 0.3)
    house(c, x, yAt(top, x) + 14, c.rand(16, 26), c.rand(12, 18), { floors: 1, door: false })
  }
  boat(c, W * 0.74, hz + 40, 0.35, { sail: true, dir: -1 })
  boat(c, W * 0.5, 780, 2.1, { sail: true, hull: '#ffffff', stripe: '#0e7490' })
  c.add(path(`M${f(W * 0.5 - 150)},800Q${f(W * 0.5)},820 ${f(W * 0.5 + 160)},798`, 'none', { stroke: '#ffffff', 'stroke-width': 5, opacity: 0.6 }))
  boat(c, W * 0.2, 880, 1.1, { stripe: '#d64933', dir: -1 })
  birds(c, 5, W * 0.2, W * 0.8, 100, 300)
}

function kayakCave(c: Canvas): void {
  const { W } = c
  const hz = 420
  sky(c, hz)
  sun(c, W * c.rand(0.75, 0.9), hz, 48)
  clouds(c, 3, 80, 240)
  sea(c, hz, 1000, { shallow: 0.75, stripes: 40 })
  headland(c, W * 0.82, W + 40, hz + 4, 40, { haze: 0.55 })
  const rock = c.t(c.pick(['#d9bf93', '#cfae80']))
  const face: Pt[] = [[-40, -10], [W * 0.45, -10], [W * 0.52, 160], [W * 0.58, 420], [W * 0.62, 650], [-40, 660]]
  const faceD = `${smooth(face)}Z`
  c.add(path(band([[-40, 660], [W * 0.62, 650]], [[W * 0.6, 760], [-40, 780]]), shade(c.pal.sea[0], -0.2), { opacity: 0.3 }))
  c.add(path(faceD, c.lin([[0, shade(rock, -0.12)], [1, shade(rock, 0.08)]], 0, 0, 1, 0)))
  const lines: string[] = []
  for (let i = 0; i < 7; i++) {
    const y = c.rand(80, 600)
    lines.push(path(`M-40,${f(y)}Q${f(W * 0.3)},${f(y + c.rand(-40, 40))} ${f(W * 0.62)},${f(y + 20)}`, 'none', { stroke: shade(rock, -0.15), 'stroke-width': c.rand(3, 8), opacity: 0.5 }))
  }
  c.add(group(lines.join(''), { 'clip-path': c.clip(faceD) }))
  let cap = `M-40,-10L${f(W * 0.47)},-10L${f(W * 0.47)},40`
  for (let x = W * 0.47; x > -40; ) {
    const w = c.rand(50, 90)
    cap += `a${f(w / 2)},${f(c.rand(14, 24))} 0 0 1 ${f(-w)},0`
    x -= w
  }
  c.add(path(`${cap}L-40,-10Z`, c.t('#4d7a3f')))
  const cx = W * 0.28
  c.add(path(`M${f(cx - 200)},662Q${f(cx - 190)},330 ${f(cx)},320Q${f(cx + 190)},330 ${f(cx + 210)},658Z`, c.lin([[0, '#0b232b'], [0.7, '#0e3e49'], [1, '#13606c']])))
  c.add(path(`M${f(cx - 200)},662Q${f(cx - 190)},330 ${f(cx)},320Q${f(cx + 190)},330 ${f(cx + 210)},658`, 'none', { stroke: shade(rock, -0.28), 'stroke-width': 12 }))
  c.add(path(`M${f(cx - 160)},660Q${f(cx)},600 ${f(cx + 170)},658Z`, c.pal.sea[2], { opacity: 0.35 }))
  c.add(path(smooth([[-40, 664], [W * 0.3, 660], [W * 0.62, 652]]), 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.7 }))
  seaStripes(c, 700, 1000, 24, 0, W)
  kayak(c, W * 0.62, 810, 1.4, c.pick(['#f29e2e', '#e4572e', '#f2c14e']))
  kayak(c, W * 0.42, 700, 0.7, '#2e86ab', '#f2c14e')
}

function horseBeach(c: Canvas): void {
  const { W } = c
  const hz = 470
  sky(c, hz)
  sun(c, W * c.rand(0.62, 0.75), hz, 60)
  clouds(c, 3, 90, 280, 0.7, 1.1)
  sea(c, hz, 700, { stripes: 20 })
  headland(c, -40, W * 0.36, hz + 4, 70, { dir: -1, haze: 0.45 })
  beach(c, [[-40, 650], [W * 0.3, 640], [W * 0.6, 655], [W + 40, 640]])
  c.add(rect(-10, 690, W + 20, 110, c.lin([[0, mix(c.pal.sky[2], '#ffffff', 0.3), 0], [0.5, mix(c.pal.sky[2], '#ffffff', 0.3), 0.45], [1, mix(c.pal.sky[2], '#ffffff', 0.3), 0]])))
  const hx = W * 0.46
  const hy = 800
  horse(c, hx, hy, 1.6, { reflect: true, opacity: 0.18 })
  horse(c, hx, hy, 1.6)
  for (let i = 0; i < 12; i++) c.add(ellipse(hx - 160 - i * 65 + c.rand(-8, 8), hy + 2 + (i % 2) * 10, 9, 3.5, c.t('#c9b48a'), { opacity: 0.8 }))
  birds(c, 3, W * 0.55, W * 0.9, 120, 300)
}

function sunsetSea(c: Canvas): void {
  const { W } = c
  const hz = 560
  sky(c, hz)
  clouds(c, 4, 120, 360, 0.8, 1.4)
  const sx = W * c.rand(0.5, 0.6)
  const s = sun(c, sx, hz, 80)
  sea(c, hz, 1000, { stripes: 20, shallow: 1.2 })
  for (let i = 0; i < 22; i++) {
    const y = hz + 8 + i * i * 0.9
    const w = 60 + i * 14 + c.rand(-20, 20)
    c.add(rect(sx - w / 2 + c.rand(-20, 20), y, w, 3 + i * 0.25, c.pal.glow, { rx: 2, opacity: f(0.75 - i * 0.025) }))
  }
  const sil = mix(c.pal.sky[0], '#1b1b2e', 0.45)
  headland(c, W * 0.74, W + 40, hz + 4, 45, { haze: 0.5, rock: sil, green: sil })
  const top = headland(c, -40, W * 0.32, 720, 260, { dir: -1, rock: shade(sil, 0.15), green: sil, cap: 0.3 })
  for (let i = 0; i < 6; i++) {
    const x = W * c.rand(0, 0.24)
    pine(c, x, yAt(top, x) + 12, c.rand(0.6, 0.9), c.rand(-0.4, 0.4), sil)
  }
  c.add(path(`${smooth([[-40, 900], [W * 0.15, 880], [W * 0.32, 940], [W * 0.4, 1010]])}L-40,1010Z`, shade(sil, -0.2)))
  boat(c, W * 0.74, hz + 110, 0.7, { sail: true, hull: shade(sil, 0.2), stripe: sil })
  birds(c, 4, s.x - 300, s.x + 200, 160, 380, '#2b2238')
}

function placeholder1(c: Canvas): void {
  const { W } = c
  const hz = 400
  sky(c, hz)
  sun(c, W * c.rand(0.7, 0.85), hz, 50)
  clouds(c, 4, 80, 240)
  sea(c, hz, 1000, { stripes: 36 })
  headland(c, W * 0.78, W + 40, hz + 4, 40, { haze: 0.55 })
  const edge: Pt[] = [[-40, 380], [W * 0.2, 400], [W * 0.42, 470], [W * 0.55, 580], [W * 0.6, 700], [W * 0.58, 820]]
  inletSide(c, edge, -40, 30, '#6f9258', '#d9c197')
  for (let r = 0; r < 5; r++) {
    const y = 470 + r * 42
    const xMax = xAt(edge, y) - 90
    for (let x = W * 0.02 + (r % 2) * 35 + c.rand(0, 30); x < xMax; x += c.rand(70, 120) * (0.8 + r * 0.1)) {
      if (c.rng() < 0.2) bush(c, x + 20, y, 0.6 + r * 0.1, '#4d7a3f')
      else house(c, x, y, 44 + r * 9, 32 + r * 6, { floors: 1, door: r > 2 })
    }
  }
  beach(c, [[-40, 900], [W * 0.3, 860], [W * 0.6, 850], [W + 40, 885]])
  boat(c, W * 0.76, 600, 0.9, { sail: true })
  boat(c, W * 0.86, 740, 0.8, { stripe: '#d64933', dir: -1 })
  for (let i = 0; i < 3; i++) parasol(c, W * (0.45 + i * 0.16), 950 + c.rand(-10, 10), 0.8, parasolColor(c, i))
  pine(c, W * 0.08, 1010, 1.9, 0.4, '#2c5a37', 1.7)
}

function placeholder2(c: Canvas): void {
  const { W } = c
  const hz = 430
  sky(c, hz)
  sun(c, W * c.rand(0.2, 0.35), hz, 46)
  clouds(c, 5, 70, 280)
  sea(c, hz, 1000, { stripes: 40 })
  headland(c, W * 0.62, W + 40, hz + 6, 50, { haze: 0.65 })
  headland(c, W * 0.5, W + 40, hz + 70, 90, { haze: 0.35 })
  const top = headland(c, W * 0.64, W + 40, hz + 230, 190, { haze: 0 })
  for (let i = 0; i < 6; i++) {
    const x = W * c.rand(0.7, 1)
    pine(c, x, yAt(top, x) + 40, c.rand(0.35, 0.5), c.rand(-0.3, 0.3))
  }
  seaStripes(c, 760, 1000, 20)
  rockMass(c, [[-40, 760], [W * 0.12, 770], [W * 0.28, 850], [W * 0.4, 1010]], '#c2a57a')
  rockMass(c, [[-40, 880], [W * 0.1, 880], [W * 0.2, 930], [W * 0.28, 1010]], '#a88b62')
  for (let i = 0; i < 4; i++) bush(c, W * c.rand(0, 0.22), c.rand(800, 960), c.rand(0.9, 1.5))
  pine(c, W * 0.15, 800, 1.2, 0.3)
  boat(c, W * 0.42, 880, 1, { sail: true, dir: -1 })
}

export const COAST_SCENES = {
  'cove-turquoise': { draw: coveTurquoise, palette: 'day' },
  'cove-pines': { draw: covePines, palette: 'day' },
  'lighthouse-cliff': { draw: lighthouseCliff, palette: 'golden' },
  'long-beach': { draw: longBeach, palette: 'day' },
  'boat-sea': { draw: boatSea, palette: 'day' },
  'kayak-cave': { draw: kayakCave, palette: 'day' },
  'horse-beach': { draw: horseBeach, palette: 'golden' },
  'sunset-sea': { draw: sunsetSea, palette: 'sunset' },
  'placeholder-1': { draw: placeholder1, palette: 'day' },
  'placeholder-2': { draw: placeholder2, palette: 'morning' },
} as const

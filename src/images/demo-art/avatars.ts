// Friendly abstract portrait avatars: coloured background, head-and-shoulders figure
// with varied skin tones, hair styles and clothes. 400×400 design space.
import { type Rng, circle, ellipse, hashString, mulberry32, path, rect, shade } from './primitives'

export const AVATAR_COUNT = 8

const BACKGROUNDS = ['#bde7e4', '#fde2c2', '#d9e4fb', '#f8d3dc', '#e2f0cb', '#efe1fa', '#fff1b8', '#cdeaf7']
const SKINS = ['#f6d3b8', '#e9b48f', '#c98d62', '#a86b45', '#7b4a2d', '#f1c7a0', '#d9a07a', '#8d5a3b']
const HAIRS = ['#2b1d14', '#5a3a22', '#d9a441', '#8c3b1e', '#1b1b1b', '#b8b0a6', '#3d2b1f', '#6b4423']
const SHIRTS = ['#0e7490', '#e4572e', '#2e86ab', '#5aae61', '#f2c14e', '#7c5cbf', '#d6336c', '#34495e']
type Hair = 'short' | 'long' | 'bun' | 'curly' | 'cap' | 'bob' | 'beard' | 'wavy'
const STYLES: Hair[] = ['short', 'long', 'beard', 'bun', 'curly', 'bob', 'cap', 'wavy']

interface Look { bg: string; skin: string; hair: string; shirt: string; style: Hair; glasses: boolean }

function look(i: number, variant: number, rng: Rng): Look {
  const k = i - 1
  if (variant === 0) {
    return { bg: BACKGROUNDS[k]!, skin: SKINS[k]!, hair: HAIRS[k]!, shirt: SHIRTS[k]!, style: STYLES[k]!, glasses: k === 2 || k === 5 }
  }
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!
  return { bg: pick(BACKGROUNDS), skin: pick(SKINS), hair: pick(HAIRS), shirt: pick(SHIRTS), style: STYLES[(k + variant) % STYLES.length]!, glasses: rng() < 0.3 }
}

export function avatarSvg(index: number, variant: number, width: number, height: number): string {
  const rng = mulberry32((hashString(`avatar-${index}`) ^ Math.imul(variant + 1, 0x85ebca6b)) >>> 0)
  const L = look(index, variant, rng)
  const skinDark = shade(L.skin, -0.12)
  const hairHi = shade(L.hair, 0.18)
  const parts: string[] = []
  parts.push(rect(0, 0, 400, 400, L.bg))
  parts.push(circle(200, 215, 165, shade(L.bg, 0.35), { opacity: 0.6 }))
  // hair that falls behind the head and shoulders
  if (L.style === 'long' || L.style === 'wavy') {
    parts.push(path('M112,190C104,100 150,76 200,76C250,76 296,100 288,190L300,330Q200,350 100,330Z', L.hair))
  }
  if (L.style === 'bob') parts.push(path('M116,186C110,104 152,80 200,80C248,80 290,104 284,186L290,262Q200,280 110,262Z', L.hair))
  // shoulders and neck
  parts.push(path('M52,400C52,318 110,286 200,286C290,286 348,318 348,400Z', L.shirt))
  parts.push(path('M150,290Q200,330 250,290', 'none', { stroke: shade(L.shirt, -0.2), 'stroke-width': 10, 'stroke-linecap': 'round' }))
  parts.push(rect(172, 230, 56, 66, skinDark, { rx: 20 }))
  parts.push(path('M160,288Q200,318 240,288L228,280Q200,296 172,280Z', skinDark))
  // head
  parts.push(ellipse(128, 186, 14, 20, skinDark), ellipse(272, 186, 14, 20, skinDark))
  parts.push(ellipse(200, 178, 72, 84, L.skin))
  // hair on top
  switch (L.style) {
    case 'short':
    case 'beard':
      parts.push(path('M127,176C118,106 160,86 202,88C246,88 286,110 273,176C266,142 248,126 226,122C200,132 160,130 140,128C132,140 130,156 127,176Z', L.hair))
      break
    case 'long':
    case 'wavy':
      parts.push(path('M126,190C116,110 156,90 200,90C246,90 286,110 274,190C270,150 250,124 212,118C190,140 150,146 126,190Z', L.hair))
      if (L.style === 'wavy') parts.push(path('M150,112Q180,98 214,104', 'none', { stroke: hairHi, 'stroke-width': 7, 'stroke-linecap': 'round' }))
      break
    case 'bun':
      parts.push(circle(200, 84, 34, L.hair))
      parts.push(path('M128,170C122,108 160,94 200,94C240,94 278,108 272,170C262,136 236,124 200,124C164,124 138,136 128,170Z', L.hair))
      break
    case 'curly':
      for (let a = 0; a <= 12; a++) {
        const t = Math.PI * (1.05 + (a / 12) * 0.9)
        parts.push(circle(200 + Math.cos(t) * 74, 168 + Math.sin(t) * 80, 26, a % 2 ? L.hair : hairHi))
      }
      break
    case 'bob':
      parts.push(path('M124,180C118,110 158,92 200,92C242,92 282,110 276,180C270,150 246,128 200,126C170,140 140,150 124,180Z', L.hair))
      break
    case 'cap':
      parts.push(path('M126,150C126,96 160,84 200,84C240,84 274,96 274,150Z', L.shirt === '#e4572e' ? '#2e86ab' : '#e4572e'))
      parts.push(path('M196,142L300,142Q312,154 296,158L196,158Z', shade(L.shirt === '#e4572e' ? '#2e86ab' : '#e4572e', -0.15)))
      parts.push(path('M128,150L128,176Q132,160 140,152Z', L.hair))
      break
  }
  if (L.style === 'beard') parts.push(path('M130,190Q132,262 200,266Q268,262 270,190Q262,222 240,228Q200,210 160,228Q138,222 130,190Z', L.hair))
  // face
  const brow = shade(L.hair, -0.1)
  parts.push(path('M160,158Q172,150 184,157M216,157Q228,150 240,158', 'none', { stroke: brow, 'stroke-width': 5, 'stroke-linecap': 'round' }))
  parts.push(ellipse(172, 182, 7, 9, '#2b2b2b'), ellipse(228, 182, 7, 9, '#2b2b2b'))
  parts.push(circle(174, 179, 2.2, '#ffffff'), circle(230, 179, 2.2, '#ffffff'))
  parts.push(ellipse(154, 214, 14, 8, '#ef8a80', { opacity: 0.35 }), ellipse(246, 214, 14, 8, '#ef8a80', { opacity: 0.35 }))
  parts.push(path('M196,196Q200,206 206,200', 'none', { stroke: skinDark, 'stroke-width': 4, 'stroke-linecap': 'round' }))
  const mouth = L.style === 'beard' ? '#f4ede6' : '#8c3b2e'
  parts.push(path('M176,224Q200,248 224,224Q200,234 176,224Z', mouth, { stroke: mouth, 'stroke-width': 4, 'stroke-linejoin': 'round' }))
  if (L.glasses) {
    parts.push(circle(172, 184, 20, 'none', { stroke: '#2b2b2b', 'stroke-width': 5 }), circle(228, 184, 20, 'none', { stroke: '#2b2b2b', 'stroke-width': 5 }))
    parts.push(path('M192,182Q200,176 208,182', 'none', { stroke: '#2b2b2b', 'stroke-width': 5 }))
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 400" preserveAspectRatio="xMidYMid slice">${parts.join('')}</svg>`
}

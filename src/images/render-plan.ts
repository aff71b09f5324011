import type { Metadata } from 'sharp'
import { AppError } from '../lib/errors'
import type { RenderLane } from './render-queue'

/**
 * What rendering one variant will cost, and the bounds it is rendered within
 * (docs/decisions/022). Costs are in "work units": one unit is about one megapixel encoded as
 * WebP on one core (~0.1 s on the reference machine).
 */

/** Longest side of any rendered variant, also when no size is asked for (a full-size 8000 px original). */
/**
 * Part of every variant's cache key: raised when the same request renders differently, so no
 * cache (disk, database) serves the earlier picture. 2: JPEG is flattened onto white (was black).
 */
export const RENDER_REVISION = 2

export const MAX_OUTPUT_DIMENSION = 2560
/** Sources above this many pixels (first frame) are never decoded: the largest upload the library accepts. */
export const MAX_INPUT_PIXELS = 8000 * 8000
/** AVIF is rendered up to this many output pixels, at AVIF_EFFORT; larger AVIF variants are rendered as WebP. */
export const AVIF_MAX_PIXELS = 1920 * 1280
/** libaom effort (0–9, sharp's default 4): 2 is ~10× faster than 4 for a few per cent more bytes. */
export const AVIF_EFFORT = 2
/** Up to this cost a render takes the cheap lane (a page-sized WebP of a photo); above, the expensive lane. */
export const CHEAP_COST = 1.5
/** No single render may cost more than this (~2 s of one core); beyond it the request is refused (422). */
export const MAX_RENDER_COST = 16

/** Per output megapixel. */
export const ENCODE_COST = { webp: 1, jpeg: 1, png: 1, avif: 2 } as const
export type RenderFormat = keyof typeof ENCODE_COST
/** Per input megapixel of the first frame: JPEG shrinks while it decodes, the others decode in full. */
const DECODE_COST_JPEG = 0.1
const DECODE_COST_OTHER = 0.15

export interface RenderRequest {
  width?: number
  height?: number
  format: RenderFormat
}

export interface RenderPlan {
  /** What the variant is encoded as: the asked format, or WebP for an AVIF above AVIF_MAX_PIXELS. */
  format: RenderFormat
  /** The resize sharp is given: output never exceeds MAX_OUTPUT_DIMENSION on either side. */
  resize: { width: number; height: number; fit: 'cover' | 'inside' } | null
  /** Upper bound of the output, used for the cost. */
  output: { width: number; height: number }
  cost: number
  lane: RenderLane
}

/** 422: this source cannot be rendered within the bounds (too many pixels, or a file sharp cannot read). */
export class UnrenderableImageError extends AppError {
  constructor(message: string) {
    super(422, 'image_unrenderable', message)
  }
}

export interface SourceInfo {
  /** First frame, as stored (before EXIF rotation). */
  width: number
  height: number
  format: string
  /** EXIF orientation 5–8 turn the picture a quarter. */
  orientation?: number
  /** An alpha channel: pages show no blurred placeholder behind such a picture. */
  hasAlpha?: boolean
}

export function sourceInfoOf(meta: Metadata): SourceInfo {
  return { width: meta.width ?? 0, height: meta.pageHeight ?? meta.height ?? 0, format: meta.format ?? 'unknown', orientation: meta.orientation, hasAlpha: meta.hasAlpha }
}

const mp = (w: number, h: number) => (w * h) / 1_000_000

export function planRender(source: SourceInfo, asked: RenderRequest): RenderPlan {
  if (!source.width || !source.height) throw new UnrenderableImageError('The image has no readable size')
  if (source.width * source.height > MAX_INPUT_PIXELS) throw new UnrenderableImageError(`The image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`)
  const turned = (source.orientation ?? 1) >= 5
  const sw = turned ? source.height : source.width
  const sh = turned ? source.width : source.height
  let resize: RenderPlan['resize']
  let output: RenderPlan['output']
  if (asked.width && asked.height) {
    // Cover, never enlarged: at most the asked box, at most the source.
    resize = { width: asked.width, height: asked.height, fit: 'cover' }
    output = { width: Math.min(asked.width, sw), height: Math.min(asked.height, sh) }
  } else {
    // One side (or none) asked: the other is bounded by MAX_OUTPUT_DIMENSION.
    const box = { width: asked.width ?? MAX_OUTPUT_DIMENSION, height: asked.height ?? MAX_OUTPUT_DIMENSION }
    const scale = Math.min(1, box.width / sw, box.height / sh)
    output = { width: Math.max(1, Math.round(sw * scale)), height: Math.max(1, Math.round(sh * scale)) }
    resize = scale < 1 ? { ...box, fit: 'inside' } : null
  }
  const format: RenderFormat = asked.format === 'avif' && output.width * output.height > AVIF_MAX_PIXELS ? 'webp' : asked.format
  const decode = mp(sw, sh) * (source.format === 'jpeg' ? DECODE_COST_JPEG : DECODE_COST_OTHER)
  const cost = Math.round((decode + mp(output.width, output.height) * ENCODE_COST[format]) * 100) / 100
  if (cost > MAX_RENDER_COST) throw new UnrenderableImageError('The image is too large to be rendered at this size; ask for a smaller width')
  return { format, resize, output, cost, lane: cost <= CHEAP_COST ? 'cheap' : 'expensive' }
}

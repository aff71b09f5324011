import { optimizedUrl } from '../lib/image-url'
import { useImageFacts, type ImageFacts } from './image-facts'
// 720: a full-width card on a phone (≈ 380 CSS px at DPR 1.75–2) would otherwise get the 960 one.
const DEFAULT_WIDTHS = [320, 480, 640, 720, 960, 1280, 1600]

export interface OptimizedImageProps {
  /** Optimizer URL of the image (see src/lib/image-url.ts). */
  src: string
  /** The content's own caption: used when the image library has no alt text in the page's language. */
  alt: string
  width: number
  height: number
  sizes?: string
  className?: string
  /** The largest above-the-fold image: load at once with high priority. */
  eager?: boolean
}

/** SPEC §7/§9: a blurred 20 px wide webp at quality 30 shows while the real image loads. */
export function placeholderUrl(src: string, width: number, height: number): string {
  return optimizedUrl(src, { width: 20, height: Math.max(1, Math.round((20 * height) / width)), format: 'webp', quality: 30 })
}

/**
 * The widths offered in srcset: never more than twice the box, and never more than the original's
 * width (a variant is never enlarged, so a larger "w" would be a lie that makes the browser fetch
 * a file no sharper than a smaller one). The original's own width closes the list when it falls between steps.
 */
export function srcsetWidths(width: number, original?: Pick<ImageFacts, 'width'>): number[] {
  const limit = Math.min(width * 2, original?.width || Number.POSITIVE_INFINITY)
  const widths = DEFAULT_WIDTHS.filter((w) => w <= limit)
  if (limit < width * 2 && limit > (widths.at(-1) ?? 0)) widths.push(limit)
  return widths
}

/** One image component for the whole site: fixed aspect ratio, responsive sources, lazy by default. */
export function OptimizedImage({ src, alt, width, height, sizes = '100vw', className = '', eager = false }: OptimizedImageProps) {
  const facts = useImageFacts(src)
  if (!src) return <div className={`bg-brand-100 ${className}`} style={{ aspectRatio: `${width} / ${height}` }} />
  const ratio = height / width
  const srcSet = srcsetWidths(width, facts)
    .map((w) => `${optimizedUrl(src, { width: w, height: Math.round(w * ratio) })} ${w}w`)
    .join(', ')
  const fallbackWidth = Math.min(width, facts?.width || width)
  // A transparent picture would show its blurred placeholder through itself, as a halo.
  const placeholder = !eager && !facts?.transparent
  return (
    <img
      src={optimizedUrl(src, { width: fallbackWidth, height: Math.round(fallbackWidth * ratio) })}
      // A small image (an avatar) has no larger variant to offer: an empty srcset is invalid HTML.
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={facts?.alt || alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : 'auto'}
      data-blur={eager ? undefined : ''}
      className={`${placeholder ? 'bg-cover bg-center ' : ''}${className}`}
      style={placeholder ? { backgroundImage: `url("${placeholderUrl(src, width, height)}")` } : undefined}
    />
  )
}

import { optimizedUrl } from '../lib/image-url'
// 720: a full-width card on a phone (≈ 380 CSS px at DPR 1.75–2) would otherwise get the 960 one.
const DEFAULT_WIDTHS = [320, 480, 640, 720, 960, 1280, 1600]

export interface OptimizedImageProps {
  /** Optimizer URL of the image (see src/lib/image-url.ts). */
  src: string
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

/** One image component for the whole site: fixed aspect ratio, responsive sources, lazy by default. */
export function OptimizedImage({ src, alt, width, height, sizes = '100vw', className = '', eager = false }: OptimizedImageProps) {
  if (!src) return <div className={`bg-brand-100 ${className}`} style={{ aspectRatio: `${width} / ${height}` }} />
  const ratio = height / width
  const widths = DEFAULT_WIDTHS.filter((w) => w <= width * 2)
  const srcSet = widths.map((w) => `${optimizedUrl(src, { width: w, height: Math.round(w * ratio) })} ${w}w`).join(', ')
  return (
    <img
      src={optimizedUrl(src, { width, height })}
      // A small image (an avatar) has no larger variant to offer: an empty srcset is invalid HTML.
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : 'auto'}
      data-blur={eager ? undefined : ''}
      className={`bg-cover bg-center ${className}`}
      style={eager ? undefined : { backgroundImage: `url("${placeholderUrl(src, width, height)}")` }}
    />
  )
}

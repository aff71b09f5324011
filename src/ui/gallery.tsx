import { OptimizedImage } from './optimized-image'

/**
 * Desktop tiles per number of extra pictures (the main one fills the left half): complete
 * class strings so Tailwind sees them.
 */
const TILE_CLASSES: Record<number, string[]> = {
  1: ['sm:col-span-2 sm:row-span-2'],
  2: ['sm:col-span-2', 'sm:col-span-2'],
  3: ['', '', 'sm:col-span-2'],
  4: ['', '', '', ''],
}

/**
 * The pictures of a trip or destination: the first is the page's main image (loaded at once),
 * up to four more beside it, lazily. On small screens the extra ones form a two-column grid.
 */
export function Gallery({ images, label, alt }: { images: string[]; label: string; alt: (index: number) => string }) {
  const [main, ...rest] = images.slice(0, 5)
  if (!main) return null
  const tiles = TILE_CLASSES[rest.length] ?? []
  return (
    <section aria-label={label} className={`grid grid-cols-2 gap-2 sm:h-[26rem] sm:grid-cols-4 lg:h-[30rem] ${rest.length ? 'sm:grid-rows-2' : ''}`}>
      <OptimizedImage
        src={main}
        alt={alt(0)}
        width={1200}
        height={800}
        eager
        sizes="(min-width: 1280px) 640px, (min-width: 640px) 50vw, 100vw"
        className={`col-span-2 aspect-[3/2] h-full w-full rounded-2xl object-cover sm:aspect-auto ${rest.length ? 'sm:row-span-2' : 'sm:col-span-4'}`}
      />
      {rest.map((src, i) => (
        <OptimizedImage
          key={src}
          src={src}
          alt={alt(i + 1)}
          width={600}
          height={400}
          sizes="(min-width: 640px) 25vw, 50vw"
          className={`aspect-[3/2] h-full w-full rounded-2xl object-cover sm:aspect-auto ${tiles[i] ?? ''} ${rest.length % 2 === 1 && i === rest.length - 1 ? 'col-span-2' : ''}`}
        />
      ))}
    </section>
  )
}

import { optimizedUrl } from '../lib/image-url'
import { factsOf, usePageImageFacts } from './image-facts'
import { Island } from './islands/island'
import { GalleryLightbox } from './islands/gallery-lightbox.island'
import { usePageContext } from './page-context'

/** The lightbox shows photos at most this wide (and never wider than their original). */
const FULL_WIDTH = 1600

/**
 * The pictures of a trip or destination (src/ui/islands/gallery-lightbox.island.tsx): each with
 * the library's alt text in the page's language, or `alt(index)` when the library has none.
 */
export function Gallery({ images, label, alt }: { images: string[]; label: string; alt: (index: number) => string }) {
  const { t } = usePageContext()
  const facts = usePageImageFacts()
  const photos = images.slice(0, 5).map((src, i) => {
    const known = factsOf(facts, src)
    return { src, full: optimizedUrl(src, { width: Math.min(FULL_WIDTH, known?.width || FULL_WIDTH) }), alt: known?.alt || alt(i) }
  })
  if (!photos.length) return null
  return (
    <Island
      name="GalleryLightbox"
      component={GalleryLightbox}
      hydrate="visible"
      props={{
        photos,
        labels: {
          region: label,
          dialog: t('gallery.dialog'),
          previous: t('gallery.previous'),
          next: t('gallery.next'),
          close: t('gallery.close'),
          counter: t('gallery.counter'),
        },
      }}
    />
  )
}

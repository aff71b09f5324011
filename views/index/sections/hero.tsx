import type { HeroBanner } from '../../../src/hero-banners/hero-banners.schema'
import { imageAddress } from '../../../src/lib/image-url'
import { SITE_IMAGES } from '../../../src/lib/site-images'
import { HeroCarousel } from '../../../src/ui/islands/hero-carousel.island'
import { Island } from '../../../src/ui/islands/island'
import { SEARCH_DURATIONS, SEARCH_ZONES, SearchForm } from '../../../src/ui/islands/search-form.island'
import type { TripType } from '../../../src/trip-types/trip-types.schema'
import { usePageContext } from '../../../src/ui/page-context'

export function Hero({ banners, tripTypes }: { banners: HeroBanner[]; tripTypes: TripType[] }) {
  const { t, lng } = usePageContext()
  const slides: HeroBanner[] = banners.length
    ? banners
    : // SPEC §2: with no banners, two placeholder pictures carry the site's own hero text.
      SITE_IMAGES.heroPlaceholders.map((path, i) => ({ id: -(i + 1), image: imageAddress(path), title: t('home:hero.title'), subtitle: t('home:hero.description'), buttonText: null, buttonLink: null }))
  return (
    <>
      {/* The page's one h1, outside the carousel: always exposed, whichever slide shows (the slides' titles are h2). */}
      <h1 className="sr-only">{t('home:hero.title')}</h1>
      <Island
        name="HeroCarousel"
        component={HeroCarousel}
        props={{
          slides,
          lng,
          labels: {
            previous: t('home:hero.previous'),
            next: t('home:hero.next'),
            slide: t('home:hero.slide'),
            about: t('home:hero.about'),
            request: t('home:hero.requestTransfer'),
            region: t('home:hero.region'),
            defaultButton: t('home:hero.explore'),
            pause: t('home:hero.pause'),
            play: t('home:hero.play'),
          },
        }}
      />
      <div className="container-page relative z-10 -mt-16">
        <h2 className="sr-only">{t('home:search.title')}</h2>
        <Island
          name="SearchForm"
          component={SearchForm}
          hydrate="visible"
          props={{
            tripTypes: tripTypes.map((tt) => tt.name),
            lng,
            labels: {
              title: t('home:search.title'),
              destination: t('home:search.destination'),
              allDestinations: t('home:search.allDestinations'),
              zones: Object.fromEntries(SEARCH_ZONES.map((z) => [z, t(`zones.${z}`)])) as Record<(typeof SEARCH_ZONES)[number], string>,
              type: t('home:search.type'),
              allTypes: t('home:search.allTypes'),
              duration: t('home:search.duration'),
              anyDuration: t('home:search.anyDuration'),
              durations: Object.fromEntries(SEARCH_DURATIONS.map((d) => [d, t(`durations.${d}`)])) as Record<(typeof SEARCH_DURATIONS)[number], string>,
              date: t('home:search.date'),
              dateHint: t('home:search.dateHint'),
              submit: t('home:search.submit'),
            },
          }}
        />
      </div>
    </>
  )
}

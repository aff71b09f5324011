import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { Language } from '../../i18n/languages'
import { localizedHref } from '../../i18n/links'
import type { HeroBanner } from '../../hero-banners/hero-banners.schema'
import { ChevronLeftIcon, ChevronRightIcon } from '../icons'
import { OptimizedImage } from '../optimized-image'

/** SPEC §9: the hero advances every 5000 ms. */
export const HERO_ROTATION_MS = 5000

export interface HeroCarouselProps {
  slides: HeroBanner[]
  /** The page's language: the slides' links keep it (ADR 045). */
  lng: Language
  labels: { previous: string; next: string; slide: string; about: string; request: string; region: string; defaultButton: string }
}

const slideHref = (i: number) => `#hero-slide-${i + 1}`

/** A browser without `scrollend` (Safari) gets the end of a swipe from a pause in its scroll events. */
const SCROLL_SETTLE_MS = 150

/**
 * Moves the track to a slide, and tells `onSettle` which slide a swipe (or any scroll of the track)
 * came to rest on. While the track glides to a slide it was sent to, a stop anywhere else is not the
 * visitor's choice: a second tap during the glide, or the end of the previous glide reported late on
 * a busy phone, must not send the carousel back. A touch, wheel, key or pointer on the track hands it
 * back to the visitor.
 */
function useTrackScroll(track: RefObject<HTMLDivElement | null>, onSettle: (index: number) => void) {
  const gliding = useRef<number | null>(null)
  useEffect(() => {
    const el = track.current
    if (!el) return
    const settle = () => {
      if (!el.clientWidth) return
      const at = el.scrollLeft / el.clientWidth
      if (gliding.current !== null) {
        if (Math.abs(at - gliding.current) > 0.01) return
        gliding.current = null
      }
      onSettle(Math.round(at))
    }
    const visitorTakesOver = () => {
      gliding.current = null
    }
    const takeOverEvents = ['touchstart', 'pointerdown', 'wheel', 'keydown'] as const
    for (const type of takeOverEvents) el.addEventListener(type, visitorTakesOver, { passive: true })
    const removeTakeOver = () => {
      for (const type of takeOverEvents) el.removeEventListener(type, visitorTakesOver)
    }
    if ('onscrollend' in window) {
      el.addEventListener('scrollend', settle)
      return () => {
        el.removeEventListener('scrollend', settle)
        removeTakeOver()
      }
    }
    let timer = 0
    const onScroll = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(settle, SCROLL_SETTLE_MS)
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      el.removeEventListener('scroll', onScroll)
      window.clearTimeout(timer)
      removeTakeOver()
    }
  }, [track, onSettle])

  return useCallback(
    (index: number, smooth: boolean) => {
      const el = track.current
      if (!el || Math.abs(el.scrollLeft - index * el.clientWidth) <= 1) return
      gliding.current = index
      el.scrollTo({ left: index * el.clientWidth, behavior: smooth ? 'smooth' : 'auto' })
    },
    [track],
  )
}

function usePrefersReducedMotion(): boolean {
  const [reducedMotion, setReducedMotion] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReducedMotion(query.matches)
    const onChange = () => setReducedMotion(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return reducedMotion
}

/**
 * The controls live in a band of their own at the foot of the hero, above the search card that
 * overlaps its last 4 rem (views/index/sections/hero.tsx), and the slide text keeps clear of that
 * band: no control covers text and none lies under the card, at any width.
 */
export function HeroCarousel({ slides, lng, labels }: HeroCarouselProps) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [touching, setTouching] = useState(false)
  const track = useRef<HTMLDivElement>(null)
  const count = slides.length
  const reducedMotion = usePrefersReducedMotion()

  const slideLabel = (i: number) => labels.slide.replace('{{index}}', String(i + 1)).replace('{{count}}', String(count))

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count])
  const scrollToSlide = useTrackScroll(track, go)

  useEffect(() => scrollToSlide(index, !reducedMotion), [index, reducedMotion, scrollToSlide])

  const autoplay = !hovered && !focused && !touching && !reducedMotion && count > 1

  // Counted from the last change, whoever made it: a swipe or a tap gets its full 5 s too.
  useEffect(() => {
    if (!autoplay) return
    const timer = window.setTimeout(() => go(index + 1), HERO_ROTATION_MS)
    return () => window.clearTimeout(timer)
  }, [autoplay, index, go])

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-autoplay={autoplay ? 'on' : 'off'}
      data-slide={index + 1}
      className="relative isolate overflow-hidden bg-brand-900"
      // Only a real mouse hovers: a phone's tap also sends mouse events, which must not stop the show for good.
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      onTouchStart={() => setTouching(true)}
      onTouchEnd={() => setTouching(false)}
      onTouchCancel={() => setTouching(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div ref={track} className="hero-track flex overflow-x-auto">
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            id={`hero-slide-${i + 1}`}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i)}
            aria-hidden={i === index ? undefined : true}
            className="relative flex min-h-[max(70vh,28rem)] w-full shrink-0 flex-col justify-center"
          >
            <OptimizedImage src={slide.image} alt="" width={1600} height={900} eager={i === 0} sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover" />
            <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/80 via-brand-900/45 to-transparent" />
            {/* pb-40: the control band (bottom-20, 2.5 rem tall) plus a gap; with a single slide only the search card's 4 rem. */}
            <div className={`container-page pt-12 text-white ${count > 1 ? 'pb-40' : 'pb-24'}`}>
              <div className="max-w-2xl">
                {i === 0 ? <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{slide.title}</h1> : <p className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{slide.title}</p>}
                {slide.subtitle && <p className="mt-4 text-lg text-brand-50 sm:text-xl">{slide.subtitle}</p>}
                <div className="mt-8 flex flex-wrap gap-3">
                  <a href={localizedHref(slide.buttonLink || '/trips', lng)} className="btn-light" tabIndex={i === index ? undefined : -1}>
                    {slide.buttonText || labels.defaultButton}
                  </a>
                  <a href={localizedHref('/about', lng)} className="btn-outline" tabIndex={i === index ? undefined : -1}>{labels.about}</a>
                  <a href={localizedHref('/airport-transfers/request', lng)} className="btn-outline" tabIndex={i === index ? undefined : -1}>{labels.request}</a>
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        // The band lets a swipe through between its controls.
        <div className="on-photo pointer-events-none absolute inset-x-0 bottom-20 flex items-center justify-center gap-3" data-testid="hero-controls">
          <a
            href={slideHref((index - 1 + count) % count)}
            onClick={(e) => { e.preventDefault(); go(index - 1) }}
            className="pointer-events-auto rounded-full bg-white/85 p-2 text-brand-900 shadow hover:bg-white"
            aria-label={labels.previous}
          >
            <ChevronLeftIcon />
          </a>
          <ul className="flex items-center gap-1">
            {slides.map((s, i) => (
              <li key={s.id}>
                <a
                  href={slideHref(i)}
                  onClick={(e) => { e.preventDefault(); go(i) }}
                  aria-label={slideLabel(i)}
                  aria-current={i === index ? 'true' : undefined}
                  className="pointer-events-auto flex size-6 items-center justify-center"
                >
                  <span className={`h-2 rounded-full shadow transition-all ${i === index ? 'w-5 bg-white' : 'w-2 bg-white/70'}`} />
                </a>
              </li>
            ))}
          </ul>
          <a
            href={slideHref((index + 1) % count)}
            onClick={(e) => { e.preventDefault(); go(index + 1) }}
            className="pointer-events-auto rounded-full bg-white/85 p-2 text-brand-900 shadow hover:bg-white"
            aria-label={labels.next}
          >
            <ChevronRightIcon />
          </a>
        </div>
      )}
    </section>
  )
}

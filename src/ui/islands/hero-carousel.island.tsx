import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import type { Language } from '../../i18n/languages'
import { localizedHref } from '../../i18n/links'
import type { HeroBanner } from '../../hero-banners/hero-banners.schema'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons'
import { OptimizedImage } from '../optimized-image'

/** SPEC §9: the hero advances every 5000 ms. */
export const HERO_ROTATION_MS = 5000

export interface HeroCarouselProps {
  slides: HeroBanner[]
  /** The page's language: the slides' links keep it (ADR 045). */
  lng: Language
  labels: { previous: string; next: string; slide: string; about: string; request: string; region: string; defaultButton: string; pause: string; play: string }
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

/**
 * The visitor's motion preference, or null before hydration (the server's HTML, and a page without
 * JavaScript). Read in a layout effect: the carousel never renders hydrated with a guess, so with
 * `prefers-reduced-motion: reduce` autoplay does not start even for a moment.
 */
function useReducedMotion(): boolean | null {
  const [reducedMotion, setReducedMotion] = useState<boolean | null>(null)
  useLayoutEffect(() => {
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
 *
 * Accessibility (WAI-ARIA APG carousel, WCAG 2.2.2; docs/decisions/047, addendum): the page's h1 is outside
 * the carousel, each slide's title is an h2. Before hydration (and without JavaScript) every slide
 * is exposed and its links focusable, the dots being links into the scroll-snapped track; hydrated,
 * only the shown slide is. The pause/play toggle comes first, is hydrated-only (nothing rotates
 * without JavaScript) and switches its label. Autoplay waits while the pointer, a finger or keyboard
 * focus is on the carousel (the toggle itself excepted: pressing "play" plays), and never starts by
 * itself for a visitor who prefers reduced motion. The track is a polite live region only while it
 * does not rotate: a change the visitor makes is read out, an automatic one is not.
 */
export function HeroCarousel({ slides, lng, labels }: HeroCarouselProps) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [touching, setTouching] = useState(false)
  // The pointer on the toggle is no reason to wait: pressing "play" must play at once.
  const [onToggle, setOnToggle] = useState(false)
  // The visitor's own choice, once they use the toggle; until then, their motion preference decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const track = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const count = slides.length
  const reducedMotion = useReducedMotion()
  const hydrated = reducedMotion !== null

  const slideLabel = (i: number) => labels.slide.replace('{{index}}', String(i + 1)).replace('{{count}}', String(count))

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count])
  const scrollToSlide = useTrackScroll(track, go)

  useEffect(() => {
    if (hydrated) scrollToSlide(index, !reducedMotion)
  }, [index, hydrated, reducedMotion, scrollToSlide])

  const playing = choice ? choice === 'play' : reducedMotion === false
  const autoplay = hydrated && playing && !(hovered && !onToggle) && !focused && !touching && count > 1

  // Counted from the last change, whoever made it: a swipe or a tap gets its full 5 s too.
  useEffect(() => {
    if (!autoplay) return
    const timer = window.setTimeout(() => go(index + 1), HERO_ROTATION_MS)
    return () => window.clearTimeout(timer)
  }, [autoplay, index, go])

  // Hydrated, the slides not shown are hidden from assistive technology and the keyboard.
  const shown = (i: number) => !hydrated || i === index
  const controlClass = 'pointer-events-auto rounded-full bg-white/85 p-2 text-brand-900 shadow hover:bg-white'

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
      onFocus={(e) => setFocused(e.target !== toggle.current)}
      onBlur={() => setFocused(false)}
    >
      {count > 1 && (
        // First in the carousel (APG): the toggle, then previous, the dots and next. The band lets a swipe through between its controls.
        <div className="on-photo pointer-events-none absolute inset-x-0 bottom-20 z-10 flex items-center justify-center gap-3" data-testid="hero-controls">
          {hydrated && (
            <button
              ref={toggle}
              type="button"
              onClick={() => setChoice(playing ? 'pause' : 'play')}
              onPointerEnter={(e) => e.pointerType === 'mouse' && setOnToggle(true)}
              onPointerLeave={(e) => e.pointerType === 'mouse' && setOnToggle(false)}
              className={controlClass}
              aria-label={playing ? labels.pause : labels.play}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          )}
          <a href={slideHref((index - 1 + count) % count)} onClick={(e) => { e.preventDefault(); go(index - 1) }} className={controlClass} aria-label={labels.previous}>
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
          <a href={slideHref((index + 1) % count)} onClick={(e) => { e.preventDefault(); go(index + 1) }} className={controlClass} aria-label={labels.next}>
            <ChevronRightIcon />
          </a>
        </div>
      )}
      <div ref={track} className="hero-track flex overflow-x-auto" aria-live={hydrated ? (autoplay ? 'off' : 'polite') : undefined}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            id={`hero-slide-${i + 1}`}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i)}
            aria-hidden={shown(i) ? undefined : true}
            className="relative flex min-h-[max(70vh,28rem)] w-full shrink-0 flex-col justify-center"
          >
            <OptimizedImage src={slide.image} alt="" width={1600} height={900} eager={i === 0} sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover" />
            <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/80 via-brand-900/45 to-transparent" />
            {/* pb-40: the control band (bottom-20, 2.5 rem tall) plus a gap; with a single slide only the search card's 4 rem. */}
            <div className={`container-page pt-12 text-white ${count > 1 ? 'pb-40' : 'pb-24'}`}>
              <div className="max-w-2xl">
                {/* The page's h1 stays outside the carousel (views/index/sections/hero.tsx): a hidden slide never holds it. */}
                <h2 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{slide.title}</h2>
                {slide.subtitle && <p className="mt-4 text-lg text-brand-50 sm:text-xl">{slide.subtitle}</p>}
                <div className="mt-8 flex flex-wrap gap-3">
                  <a href={localizedHref(slide.buttonLink || '/trips', lng)} className="btn-light" tabIndex={shown(i) ? undefined : -1}>
                    {slide.buttonText || labels.defaultButton}
                  </a>
                  <a href={localizedHref('/about', lng)} className="btn-outline" tabIndex={shown(i) ? undefined : -1}>{labels.about}</a>
                  <a href={localizedHref('/airport-transfers/request', lng)} className="btn-outline" tabIndex={shown(i) ? undefined : -1}>{labels.request}</a>
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  )
}

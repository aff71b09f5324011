import { useCallback, useEffect, useRef, useState } from 'react'
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

export function HeroCarousel({ slides, lng, labels }: HeroCarouselProps) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const track = useRef<HTMLDivElement>(null)
  const count = slides.length

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count])

  useEffect(() => {
    const el = track.current
    if (el) el.scrollTo({ left: index * el.clientWidth, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  }, [index])

  const [reducedMotion, setReducedMotion] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReducedMotion(query.matches)
    const onChange = () => setReducedMotion(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  const autoplay = !paused && !reducedMotion && count > 1

  useEffect(() => {
    if (!autoplay) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), HERO_ROTATION_MS)
    return () => window.clearInterval(timer)
  }, [autoplay, count])

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-autoplay={autoplay ? 'on' : 'off'}
      className="relative isolate overflow-hidden bg-brand-900"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={track} className="hero-track flex overflow-x-auto">
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            id={`hero-slide-${i + 1}`}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide.replace('{{index}}', String(i + 1)).replace('{{count}}', String(count))}
            aria-hidden={i === index ? undefined : true}
            className="relative h-[70vh] min-h-[28rem] w-full shrink-0"
          >
            <OptimizedImage src={slide.image} alt="" width={1600} height={900} eager={i === 0} sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover" />
            <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/80 via-brand-900/45 to-transparent" />
            <div className="container-page flex h-full flex-col justify-center text-white">
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
        <>
          <a
            href={`#hero-slide-${((index - 1 + count) % count) + 1}`}
            onClick={(e) => { e.preventDefault(); go(index - 1) }}
            className="absolute bottom-3 left-3 rounded-full sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 bg-white/85 p-2 text-brand-900 shadow hover:bg-white"
            aria-label={labels.previous}
          >
            <ChevronLeftIcon />
          </a>
          <a
            href={`#hero-slide-${((index + 1) % count) + 1}`}
            onClick={(e) => { e.preventDefault(); go(index + 1) }}
            className="absolute bottom-3 right-3 rounded-full sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 bg-white/85 p-2 text-brand-900 shadow hover:bg-white"
            aria-label={labels.next}
          >
            <ChevronRightIcon />
          </a>
          <div className="absolute inset-x-0 bottom-4 flex justify-center gap-2" aria-hidden="true">
            {slides.map((s, i) => (
              <span key={s.id} className={`h-2 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-2 bg-white/60'}`} />
            ))}
          </div>
        </>
      )}
    </section>
  )
}

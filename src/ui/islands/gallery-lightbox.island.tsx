import { useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react'
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons'
import { OptimizedImage } from '../optimized-image'
import { fillTemplate } from './fill-template'

/** A horizontal touch movement longer than this (CSS px), and mostly horizontal, turns the photo. */
export const SWIPE_MIN_PX = 50

export interface GalleryPhoto {
  /** Optimizer URL (the grid's variants are made from it). */
  src: string
  /** The photo large: the lightbox's picture, and the thumbnail's link without JavaScript. */
  full: string
  alt: string
}

export interface GalleryLightboxProps {
  photos: GalleryPhoto[]
  labels: { region: string; dialog: string; previous: string; next: string; close: string; counter: string }
}

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

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])'

/**
 * The pictures of a trip or destination: the first is the page's main image (loaded at once),
 * up to four more beside it, lazily; on small screens the extra ones form a two-column grid.
 * Each links to the photo large; with JavaScript the link opens it in a lightbox instead, turned
 * by buttons, arrow keys or a swipe, closed by Escape or its button, focus kept inside and given
 * back to the thumbnail.
 */
export function GalleryLightbox({ photos, labels }: GalleryLightboxProps) {
  const [main, ...rest] = photos.slice(0, 5)
  const [open, setOpen] = useState<number | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const touchStart = useRef<{ x: number; y: number } | null>(null)
  const count = photos.length
  if (!main) return null
  const tiles = TILE_CLASSES[rest.length] ?? []

  const show = (index: number, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    opener.current = event.currentTarget
    setOpen(index)
    dialog.current?.showModal()
  }
  const close = () => {
    dialog.current?.close()
    setOpen(null)
    opener.current?.focus()
  }
  const turn = (step: number) => setOpen((i) => (i === null ? i : (i + step + count) % count))

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') turn(1)
    else if (event.key === 'ArrowLeft') turn(-1)
    else if (event.key === 'Tab') keepFocusInside(event)
    else return
    if (event.key !== 'Tab') event.preventDefault()
  }
  // showModal makes the page inert, but Tab would still leave for the browser's own controls.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    const touch = event.changedTouches[0]
    touchStart.current = null
    if (!start || !touch) return
    const dx = touch.clientX - start.x
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) turn(dx < 0 ? 1 : -1)
  }

  const current = open === null ? null : photos[open]
  return (
    <section aria-label={labels.region} className={`grid grid-cols-2 gap-2 sm:h-[26rem] sm:grid-cols-4 lg:h-[30rem] ${rest.length ? 'sm:grid-rows-2' : ''}`}>
      <a href={main.full} onClick={(e) => show(0, e)} className={`col-span-2 block overflow-hidden rounded-2xl ${rest.length ? 'sm:row-span-2' : 'sm:col-span-4'}`}>
        <OptimizedImage src={main.src} alt={main.alt} width={1200} height={800} eager sizes={rest.length ? '(min-width: 1280px) 640px, (min-width: 640px) 50vw, 100vw' : '(min-width: 1280px) 1216px, 100vw'} className="aspect-[3/2] h-full w-full object-cover sm:aspect-auto" />
      </a>
      {rest.map((photo, i) => (
        <a
          key={photo.src}
          href={photo.full}
          onClick={(e) => show(i + 1, e)}
          className={`block overflow-hidden rounded-2xl ${tiles[i] ?? ''} ${rest.length % 2 === 1 && i === rest.length - 1 ? 'col-span-2' : ''}`}
        >
          <OptimizedImage src={photo.src} alt={photo.alt} width={600} height={400} sizes="(min-width: 640px) 25vw, 50vw" className="aspect-[3/2] h-full w-full object-cover sm:aspect-auto" />
        </a>
      ))}
      <dialog
        ref={dialog}
        aria-label={labels.dialog}
        onKeyDown={onKeyDown}
        onCancel={(e) => {
          e.preventDefault()
          close()
        }}
        className="m-0 h-full max-h-none w-full max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950/90"
      >
        {current && (
          <div className="flex h-full flex-col" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <div className="flex items-center justify-between gap-4 p-3">
              <p aria-live="polite" className="text-sm font-medium">{fillTemplate(labels.counter, { index: open! + 1, count })}</p>
              <button type="button" onClick={close} aria-label={labels.close} className="lightbox-button">
                <CloseIcon className="size-6" />
              </button>
            </div>
            <figure className="flex min-h-0 flex-1 flex-col px-2">
              <img key={current.full} src={current.full} alt={current.alt} className="min-h-0 w-full flex-1 object-contain" />
              <figcaption className="px-4 py-3 text-center text-sm text-slate-200">{current.alt}</figcaption>
            </figure>
            {count > 1 && (
              <div className="flex justify-center gap-6 p-3">
                <button type="button" onClick={() => turn(-1)} aria-label={labels.previous} className="lightbox-button">
                  <ChevronLeftIcon className="size-6" />
                </button>
                <button type="button" onClick={() => turn(1)} aria-label={labels.next} className="lightbox-button">
                  <ChevronRightIcon className="size-6" />
                </button>
              </div>
            )}
          </div>
        )}
      </dialog>
    </section>
  )
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'

/**
 * Where the floating chat button may show without covering a control (issue 16): with its label,
 * as an icon only, or not at all until the page moves on. Fixed at right-4 bottom-4 (1 rem).
 */
export type ChatButtonPlacement = 'full' | 'compact' | 'hidden'

const EDGE_PX = 16
const COMPACT_PX = 48
/** Until the labelled button has been seen: wide enough for the longest label (German). */
const FULL_WIDTH_GUESS_PX = 220
/** Tailwind's sm: below it the button is an icon only, with or without JavaScript. */
const LABEL_MEDIA = '(min-width: 640px)'

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"])'
const FIELDS = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"]'

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

const meets = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** A control under `box` that a visitor could see and tap there: nothing opaque (a sticky bar) lies over it. */
export function coversControl(box: Box, own: Element): boolean {
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (own.contains(control)) continue
    const r = control.getBoundingClientRect()
    if (!r.width || !r.height || !meets(box, r)) continue
    if (visibleIn(intersection(box, r), control, own)) return true
  }
  return false
}

const intersection = (a: Box, b: Box): Box => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) })

/**
 * Whether any of a 3×3 grid of points in `area` hits `control` itself. One point is not enough:
 * where the button only meets a rounded corner of a control (a 3 px strip under a pill button),
 * the strip's centre lies outside the rounded shape while the rest of the strip is the control.
 */
function visibleIn(area: Box, control: Element, own: Element): boolean {
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.1, 0.5, 0.9]) {
      const x = area.left + (area.right - area.left) * fx
      const y = area.top + (area.bottom - area.top) * fy
      const topmost = document.elementsFromPoint(x, y).find((el) => !own.contains(el))
      if (topmost && control.contains(topmost)) return true
    }
  }
  return false
}

function buttonBox(width: number): Box {
  // The box fixed positioning measures from: the viewport without its scroll bar; raised above the
  // cookie banner while it shows (--cookie-banner-height, cookie-banner.island.tsx), as the button is.
  const right = document.documentElement.clientWidth - EDGE_PX
  const banner = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--cookie-banner-height')) || 0
  const bottom = window.innerHeight - EDGE_PX - banner
  return { left: right - width, top: bottom - COMPACT_PX, right, bottom }
}

function isField(target: EventTarget | null, own: Element): boolean {
  return target instanceof Element && target.matches(FIELDS) && !own.contains(target)
}

/**
 * Follows the page (scrolling, resizing, content coming and going, focus) and answers where the
 * button goes: labelled on wide screens when that covers nothing, else an icon when that covers
 * nothing, else hidden; always hidden while a form field outside the chat has focus (a phone's
 * keyboard is up then and the button would sit on the field).
 */
export function useChatButtonPlacement(own: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, active: boolean): ChatButtonPlacement | undefined {
  const [placement, setPlacement] = useState<ChatButtonPlacement>()
  const fieldFocused = useRef(false)
  const fullWidth = useRef(FULL_WIDTH_GUESS_PX)

  const place = useCallback(() => {
    const root = own.current
    if (!root) return
    if (fieldFocused.current) return setPlacement('hidden')
    const shown = button.current?.getBoundingClientRect()
    if (shown && button.current?.dataset.placement === 'full') fullWidth.current = shown.width
    if (window.matchMedia(LABEL_MEDIA).matches && !coversControl(buttonBox(fullWidth.current), root)) return setPlacement('full')
    setPlacement(coversControl(buttonBox(COMPACT_PX), root) ? 'hidden' : 'compact')
  }, [own, button])

  useLayoutEffect(() => {
    if (active) place()
  }, [active, place])

  useEffect(() => {
    if (!active) return
    const root = own.current
    const onFocus = (event: FocusEvent) => {
      fieldFocused.current = root ? isField(event.type === 'focusin' ? event.target : event.relatedTarget, root) : false
      place()
    }
    const resized = new ResizeObserver(place)
    resized.observe(document.body)
    // Content that comes or goes (a cookie banner, a form's next section) without a scroll.
    const changed = new MutationObserver(place)
    changed.observe(document.body, { childList: true, subtree: true })
    window.addEventListener('scroll', place, { passive: true })
    window.addEventListener('resize', place)
    document.addEventListener('focusin', onFocus)
    document.addEventListener('focusout', onFocus)
    return () => {
      resized.disconnect()
      changed.disconnect()
      window.removeEventListener('scroll', place)
      window.removeEventListener('resize', place)
      document.removeEventListener('focusin', onFocus)
      document.removeEventListener('focusout', onFocus)
    }
  }, [active, own, place])

  return placement
}

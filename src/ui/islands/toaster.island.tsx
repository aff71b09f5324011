import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { dismissToast, subscribeToasts, TOAST_DURATION_MS, type Toast } from './toast-store'

/** SPEC §9: swipe right by 50 px dismisses; F8 moves focus to the notifications. */
export const SWIPE_THRESHOLD_PX = 50
export const TOAST_HOTKEY = 'F8'

export interface ToasterProps {
  /** SPEC §9: the region's label, "Notification" in the visitor's language. */
  label: string
  closeLabel: string
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [offset, setOffset] = useState(0)
  const [paused, setPaused] = useState(false)
  const start = useRef<number | null>(null)

  useEffect(() => {
    if (!toast.open || paused) return
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [toast.id, toast.open, paused])

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('button')) return
    start.current = event.clientX
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current))
  }
  function onPointerUp() {
    if (start.current === null) return
    start.current = null
    if (offset >= SWIPE_THRESHOLD_PX) dismissToast(toast.id)
    else setOffset(0)
  }

  const destructive = toast.variant === 'destructive'
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      data-state={toast.open ? 'open' : 'closed'}
      data-variant={toast.variant ?? 'default'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(e) => e.key === 'Escape' && dismissToast(toast.id)}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      className={`toast pointer-events-auto relative flex w-full touch-pan-y select-none items-start gap-3 rounded-xl p-4 pr-10 shadow-lg ring-1 ${
        destructive ? 'bg-red-700 text-white ring-red-800' : 'bg-white text-slate-900 ring-slate-200'
      }`}
    >
      <div className="grid gap-1">
        {toast.title && <p className="text-sm font-semibold">{toast.title}</p>}
        {toast.description && <p className={`text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`}>{toast.description}</p>}
      </div>
      {toast.action && (
        <button type="button" onClick={toast.action.onClick} className="ml-auto shrink-0 rounded-lg border px-3 py-1.5 text-sm font-medium">
          {toast.action.label}
        </button>
      )}
      <button type="button" onClick={() => dismissToast(toast.id)} aria-label={closeLabel} className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true"><path d="M18 6 6 18M6 6l12 12" /></svg>
      </button>
    </div>
  )
}

/** The page's one notification region (SPEC §9), fed by toast() from any island. */
export function Toaster({ label, closeLabel }: ToasterProps) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const list = useRef<HTMLDivElement>(null)

  useEffect(() => subscribeToasts(setToasts), [])
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault()
        list.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const open = toasts.filter((t) => t.open)
  return (
    <section aria-label={`${label} (${TOAST_HOTKEY})`} className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-4 sm:bottom-0 sm:left-auto sm:top-auto sm:w-full sm:max-w-[420px]">
      <div ref={list} tabIndex={-1} className="flex w-full flex-col gap-2 outline-none">
        {open.map((t) => (
          <ToastItem key={t.id} toast={t} closeLabel={closeLabel} />
        ))}
      </div>
    </section>
  )
}

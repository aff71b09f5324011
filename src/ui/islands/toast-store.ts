/** SPEC §9: one toast at a time; a new one replaces it. */
export const TOAST_LIMIT = 1
/** SPEC §9: an open toast closes itself after 5000 ms. */
export const TOAST_DURATION_MS = 5000
/** SPEC §4/§9: a dismissed toast stays in state (closed) this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export type ToastVariant = 'default' | 'destructive'

export interface ToastInput {
  title?: string
  description?: string
  variant?: ToastVariant
  action?: { label: string; onClick: () => void }
}

export interface Toast extends ToastInput {
  id: number
  open: boolean
}

type Listener = (toasts: Toast[]) => void

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>()

function publish(next: Toast[]): void {
  toasts = next
  for (const listener of listeners) listener(toasts)
}

/**
 * Islands are separate React roots, so toasts live in this module (one instance per page,
 * shared by every island chunk) and the Toaster island renders them.
 */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

export function dismissToast(id: number): void {
  publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)))
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      publish(toasts.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener)
  listener(toasts)
  return () => listeners.delete(listener)
}

export function currentToasts(): Toast[] {
  return toasts
}

import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentToasts, dismissToast, subscribeToasts, toast, TOAST_REMOVE_DELAY_MS } from './toast-store'

describe('toast store (SPEC §4, §9)', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps one toast: a new one replaces the previous', () => {
    toast({ title: 'First' })
    toast({ title: 'Second', variant: 'destructive' })
    expect(currentToasts().map((t) => t.title)).toEqual(['Second'])
    expect(currentToasts()[0]!.variant).toBe('destructive')
  })

  it('a dismissed toast is closed at once and removed after 1,000,000 ms', () => {
    vi.useFakeTimers()
    const { id } = toast({ title: 'Bye' })
    dismissToast(id)
    expect(currentToasts().find((t) => t.id === id)?.open).toBe(false)
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
    expect(currentToasts().some((t) => t.id === id)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(currentToasts().some((t) => t.id === id)).toBe(false)
  })

  it('tells subscribers the current toasts at once and on every change', () => {
    const seen: string[][] = []
    const unsubscribe = subscribeToasts((list) => seen.push(list.map((t) => t.title ?? '')))
    toast({ title: 'Hello' })
    unsubscribe()
    toast({ title: 'Unheard' })
    expect(seen.at(-1)).toEqual(['Hello'])
  })
})

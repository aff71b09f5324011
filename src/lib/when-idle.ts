/** Runs browser work when the main thread is idle (within 3 s), so it never delays the first paint or input. */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 })
  else setTimeout(run, 200)
}

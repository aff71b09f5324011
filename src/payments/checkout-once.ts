const starting = new Map<string, Promise<string>>()

/**
 * Two clicks at once on one booking's "pay" wait for the same checkout (within this process; one
 * after the other, the booking's open checkout is reused by its own code). `key` names the
 * booking, its kind included ("transfer:MT-…").
 */
export function oneCheckoutAtATime(key: string, start: () => Promise<string>): Promise<string> {
  const running = starting.get(key)
  if (running) return running
  const started = start().finally(() => starting.delete(key))
  starting.set(key, started)
  return started
}

import type { Config } from 'vike/types'

// The booking form carries a fresh idempotency key, spam stamp and the seats left now: never one visitor's page for another.
export default { htmlCache: false } satisfies Config

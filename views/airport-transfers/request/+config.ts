import type { Config } from 'vike/types'

// The form carries a fresh idempotency key and spam stamp: never one visitor's page for another.
export default { htmlCache: false } satisfies Config

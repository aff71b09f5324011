import type { Config } from 'vike/types'

// A customer's own booking: never kept in the shared HTML cache.
export default { htmlCache: false } satisfies Config

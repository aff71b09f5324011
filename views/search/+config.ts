import type { Config } from 'vike/types'

// Every query is a page of its own: caching them would let anyone fill the cache with made-up searches.
export default { htmlCache: false } satisfies Config

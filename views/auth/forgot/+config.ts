import type { Config } from 'vike/types'

// A re-rendered form carries the visitor's own e-mail: never from the shared HTML cache.
export default { layout: 'auth', htmlCache: false } satisfies Config

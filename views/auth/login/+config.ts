import type { Config } from 'vike/types'

// A per-visitor CSRF token is in the form: never from the shared HTML cache.
export default { layout: 'auth', htmlCache: false } satisfies Config

import type { Config } from 'vike/types'

// Each link's token is its reader's own: never from the shared HTML cache.
export default { layout: 'auth', htmlCache: false } satisfies Config

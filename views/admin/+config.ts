import type { Config } from 'vike/types'

// Staff pages: the admin layout, rendered per request for the logged-in user (src/auth/guard.ts runs first).
export default { layout: 'admin', htmlCache: false } satisfies Config

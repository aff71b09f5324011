import type { Config } from 'vike/types'

// A standalone landing page: its own small header and footer (views/+config.ts 'minimal'),
// and a request form with a per-visitor idempotency key, so never from the shared HTML cache.
export default { layout: 'minimal', htmlCache: false } satisfies Config

import type { Config } from 'vike/types'

// Each visitor's link is their own: never share a rendered copy.
export default { htmlCache: false } satisfies Config

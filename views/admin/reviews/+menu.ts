import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'content', label: 'reviews.title', order: 30 } satisfies AdminMenuEntry

import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'tripResources.title', order: 6 } satisfies AdminMenuEntry

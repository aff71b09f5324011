import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'takings.title', order: 13 } satisfies AdminMenuEntry

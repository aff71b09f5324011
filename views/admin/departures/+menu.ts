import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'departures.title', order: 5 } satisfies AdminMenuEntry

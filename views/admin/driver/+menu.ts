import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'driverView.title', order: 20 } satisfies AdminMenuEntry

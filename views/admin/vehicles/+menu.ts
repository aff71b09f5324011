import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'dispatchAdmin.vehicles.title', order: 16 } satisfies AdminMenuEntry

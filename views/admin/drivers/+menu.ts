import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'dispatchAdmin.drivers.title', order: 14 } satisfies AdminMenuEntry

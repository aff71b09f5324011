import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'contactAdmin.title', order: 70 } satisfies AdminMenuEntry

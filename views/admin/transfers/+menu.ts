import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'transfersAdmin.title', order: 10 } satisfies AdminMenuEntry

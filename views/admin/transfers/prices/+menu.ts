import type { AdminMenuEntry } from '../../../../src/back-office/navigation'

export default { group: 'operations', label: 'pricesAdmin.title', order: 20 } satisfies AdminMenuEntry

import type { AdminMenuEntry } from '../../../../src/back-office/navigation'

export default { group: 'operations', label: 'bookingRulesAdmin.title', order: 15 } satisfies AdminMenuEntry

import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'tripBookings.title', order: 11 } satisfies AdminMenuEntry

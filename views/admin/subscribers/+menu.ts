import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'subscribersAdmin.title', order: 80 } satisfies AdminMenuEntry

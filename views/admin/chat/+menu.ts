import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'chatAdmin.title', order: 60 } satisfies AdminMenuEntry

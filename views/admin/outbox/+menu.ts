import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'system', label: 'outboxAdmin.title', order: 30 } satisfies AdminMenuEntry

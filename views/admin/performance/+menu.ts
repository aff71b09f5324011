import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'system', label: 'performanceAdmin.title', order: 50 } satisfies AdminMenuEntry

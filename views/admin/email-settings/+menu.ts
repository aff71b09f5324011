import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'system', label: 'emailAdmin.title', order: 20 } satisfies AdminMenuEntry

import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'system', label: 'businessAdmin.title', order: 15 } satisfies AdminMenuEntry

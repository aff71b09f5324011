import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'system', label: 'utilitiesAdmin.title', order: 60 } satisfies AdminMenuEntry

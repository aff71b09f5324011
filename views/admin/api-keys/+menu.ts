import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'system', label: 'apiKeysAdmin.title', order: 40 } satisfies AdminMenuEntry

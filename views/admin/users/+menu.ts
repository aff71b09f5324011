import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'system', label: 'usersAdmin.title', order: 10 } satisfies AdminMenuEntry

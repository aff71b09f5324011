import type { AdminMenuEntry } from '../../src/back-office/navigation'

export default { group: 'overview', label: 'dashboard', order: 10 } satisfies AdminMenuEntry

import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'overview', label: 'accountPage.title', order: 90 } satisfies AdminMenuEntry

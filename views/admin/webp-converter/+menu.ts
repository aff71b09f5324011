import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'system', label: 'webpAdmin.title', order: 70 } satisfies AdminMenuEntry

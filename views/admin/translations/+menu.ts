import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'content', label: 'translationsAdmin.title', order: 90 } satisfies AdminMenuEntry

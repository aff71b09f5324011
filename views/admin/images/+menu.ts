import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'content', label: 'imagesAdmin.title', order: 80 } satisfies AdminMenuEntry

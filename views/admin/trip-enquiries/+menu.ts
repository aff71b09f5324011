import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'tripEnquiries.title', order: 65 } satisfies AdminMenuEntry

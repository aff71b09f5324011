import type { AdminMenuEntry } from '../../../../src/back-office/navigation'

export default { group: 'operations', label: 'transferPricing.extras.title', order: 24 } satisfies AdminMenuEntry

import type { AdminMenuEntry } from '../../../../src/back-office/navigation'

export default { group: 'operations', label: 'transferPricing.towns.title', order: 21 } satisfies AdminMenuEntry

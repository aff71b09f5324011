import type { AdminMenuEntry } from '../../../../src/back-office/navigation'

export default { group: 'operations', label: 'transferPricing.vehicles.title', order: 23 } satisfies AdminMenuEntry

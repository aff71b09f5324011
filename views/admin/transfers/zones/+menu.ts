import type { AdminMenuEntry } from '../../../../src/back-office/navigation'

export default { group: 'operations', label: 'transferPricing.zones.title', order: 22 } satisfies AdminMenuEntry

import type { AdminMenuEntry } from '../../../../src/back-office/navigation'

export default { group: 'operations', label: 'transferPricing.seasons.title', order: 25 } satisfies AdminMenuEntry

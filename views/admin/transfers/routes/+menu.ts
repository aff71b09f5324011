import type { AdminMenuEntry } from '../../../../src/back-office/navigation'

export default { group: 'operations', label: 'transferPricing.routes.title', order: 26 } satisfies AdminMenuEntry

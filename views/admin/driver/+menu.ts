import type { AdminMenuEntry } from '../../../src/back-office/navigation'

// A driver's own jobs; the office opens the same screen to see a driver's day as they do.
export default { group: 'operations', label: 'driverView.title', order: 20, roleLabels: { admin: 'driverView.menuForStaff', dispatcher: 'driverView.menuForStaff' } } satisfies AdminMenuEntry

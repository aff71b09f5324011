import type { AdminMenuEntry } from '../../../src/back-office/navigation'

export default { group: 'operations', label: 'dispatchAdmin.board.title', order: 12 } satisfies AdminMenuEntry

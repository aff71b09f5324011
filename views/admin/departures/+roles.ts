import { DEPARTURE_ROLES } from '../../../src/departures/departure-paths'
import type { RoleDeclaration } from '../../../src/lib/roles'

// Who may open this page (ADR 019): the departures calendar is content staff's and the office's (ADR 042).
export default DEPARTURE_ROLES satisfies RoleDeclaration

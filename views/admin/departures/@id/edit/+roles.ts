import { DEPARTURE_ROLES } from '../../../../../src/departures/departure-paths'
import type { RoleDeclaration } from '../../../../../src/lib/roles'

// Who may open this page (ADR 019): a departure's capacity and languages, for content staff and the office (ADR 042).
export default DEPARTURE_ROLES satisfies RoleDeclaration

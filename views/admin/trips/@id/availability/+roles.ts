import { AVAILABILITY_ROLES } from '../../../../../src/departures/departure-paths'
import type { RoleDeclaration } from '../../../../../src/lib/roles'

// Who may open this page (ADR 019): a trip's booking settings, prices and schedules are content staff's (ADR 042).
export default AVAILABILITY_ROLES satisfies RoleDeclaration

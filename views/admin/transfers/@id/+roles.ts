import type { RoleDeclaration } from '../../../../src/lib/roles'

// Who may open this page (ADR 019): bookings hold customers' details, which editors never see.
export default ['admin', 'dispatcher'] satisfies RoleDeclaration

import { CUSTOMER_DATA_ROLES, type RoleDeclaration } from '../../../../src/lib/roles'

// Who may open this page (ADR 019): bookings hold customers' details, which editors never see.
export default CUSTOMER_DATA_ROLES satisfies RoleDeclaration

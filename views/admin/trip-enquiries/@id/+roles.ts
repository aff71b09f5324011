import { CUSTOMER_DATA_ROLES, type RoleDeclaration } from '../../../../src/lib/roles'

// Who may open this page (ADR 019): enquiries are customers' data (ADR 038), as contact messages are.
export default CUSTOMER_DATA_ROLES satisfies RoleDeclaration

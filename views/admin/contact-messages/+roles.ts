import { CUSTOMER_DATA_ROLES, type RoleDeclaration } from '../../../src/lib/roles'

// Who may open this page (ADR 019): customers' messages are for those who see customers' data (ADR 038).
export default CUSTOMER_DATA_ROLES satisfies RoleDeclaration

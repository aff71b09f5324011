import { CUSTOMER_DATA_ROLES, type RoleDeclaration } from '../../../src/lib/roles'

// Who may open this page (ADR 019): drivers and vehicles are the dispatch's, for dispatchers and admins (ADR 039).
export default CUSTOMER_DATA_ROLES satisfies RoleDeclaration

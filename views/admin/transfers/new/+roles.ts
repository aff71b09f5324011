import { CUSTOMER_DATA_ROLES, type RoleDeclaration } from '../../../../src/lib/roles'

// Who may take a booking by phone (ADR 019, 041): admins and dispatchers, never editors.
export default CUSTOMER_DATA_ROLES satisfies RoleDeclaration

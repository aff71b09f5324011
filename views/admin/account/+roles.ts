import { STAFF_ROLES, type RoleDeclaration } from '../../../src/lib/roles'

// Every staff member's own account: their e-mail language and password (ADR 019, 038).
export default STAFF_ROLES satisfies RoleDeclaration

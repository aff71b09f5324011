import { STAFF_ROLES, type RoleDeclaration } from '../../../../src/lib/roles'

// Every staff member replaces their own password (ADR 019).
export default STAFF_ROLES satisfies RoleDeclaration

import type { RoleDeclaration } from '../../../../src/lib/roles'

// Who may open this page (ADR 019): the rules decide what is confirmed and paid how.
export default ['admin'] satisfies RoleDeclaration

import type { RoleDeclaration } from '../../src/lib/roles'

// Who may open this page (ADR 019): nothing else decides.
export default ['admin', 'editor', 'dispatcher'] satisfies RoleDeclaration

import type { RoleDeclaration } from '../../src/lib/roles'

// Who may open this page (ADR 019): each role sees the panels it may see (src/back-office/dashboard.server.ts, ADR 038).
export default ['admin', 'editor', 'dispatcher'] satisfies RoleDeclaration

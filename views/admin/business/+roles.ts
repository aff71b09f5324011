import type { RoleDeclaration } from '../../../src/lib/roles'

// Who may open this page (ADR 019): the business's own details and who receives its notifications.
export default ['admin'] satisfies RoleDeclaration

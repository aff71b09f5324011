import type { RoleDeclaration } from '../../../src/lib/roles'

// Who may open this page (ADR 019): e-mails carry customers' names, phones and addresses.
export default ['admin'] satisfies RoleDeclaration

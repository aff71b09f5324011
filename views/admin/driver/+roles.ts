import type { RoleDeclaration } from '../../../src/lib/roles'

// Who may open this page (ADR 019, 040): a driver sees their own jobs; admins and dispatchers open
// any driver's view (?driver=<id>) to see what that driver sees. Editors never see customers.
export default ['driver', 'admin', 'dispatcher'] satisfies RoleDeclaration

import { CUSTOMER_DATA_ROLES, type RoleDeclaration } from '../../../src/lib/roles'

// Who may open this page (ADR 019): the day's money, as the bookings' money panels (admins and dispatchers, ADR 076).
export default CUSTOMER_DATA_ROLES satisfies RoleDeclaration

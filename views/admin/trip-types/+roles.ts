import { TRIP_TYPE_CONTENT } from '../../../src/trip-types/trip-types.content'

// Who may open this page (ADR 019): the content type's declaration says it (docs/decisions/028).
export default TRIP_TYPE_CONTENT.admin.roles

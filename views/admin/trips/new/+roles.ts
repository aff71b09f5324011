import { TRIP_CONTENT } from '../../../../src/trips/trips.content'

// Who may open this page (ADR 019): the content type's declaration says it (docs/decisions/028).
export default TRIP_CONTENT.admin.roles

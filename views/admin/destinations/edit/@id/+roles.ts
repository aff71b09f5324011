import { DESTINATION_CONTENT } from '../../../../../src/destinations/destinations.content'

// Who may open this page (ADR 019): the content type's declaration says it (docs/decisions/028).
export default DESTINATION_CONTENT.admin.roles

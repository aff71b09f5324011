import { TRANSFER_VEHICLE_CONTENT } from '../../../../../../src/transfers/pricing.content'

// Who may open this page (ADR 019): the content type's declaration says it (docs/decisions/028).
export default TRANSFER_VEHICLE_CONTENT.admin.roles

import { PRICING_ROLES } from '../../../../../../src/transfers/pricing.content'

// Who may open this page (ADR 019): the transfer prices are for admins.
export default PRICING_ROLES

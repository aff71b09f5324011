import { REVIEWS_ROLES } from '../../../src/reviews/reviews-paths'

// Who may open this page (ADR 019): admins and editors moderate reviews.
export default REVIEWS_ROLES

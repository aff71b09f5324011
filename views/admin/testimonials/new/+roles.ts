import { TESTIMONIAL_CONTENT } from '../../../../src/testimonials/testimonials.content'

// Who may open this page (ADR 019): the content type's declaration says it (docs/decisions/028).
export default TESTIMONIAL_CONTENT.admin.roles

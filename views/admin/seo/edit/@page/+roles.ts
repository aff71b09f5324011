import { SEO_CONTENT } from '../../../../../src/seo/seo.content'

// Who may open this page (ADR 019): the content type's declaration says it (docs/decisions/028).
export default SEO_CONTENT.admin.roles

import { CONTENT_PAGE_CONTENT } from '../../../src/content/content-pages.content'

// Who may open this page (ADR 019): the content type's declaration says it (docs/decisions/028).
export default CONTENT_PAGE_CONTENT.admin.roles

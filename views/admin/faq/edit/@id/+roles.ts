import { FAQ_CONTENT } from '../../../../../src/faq/faq.content'

// Who may open this page (ADR 019): the content type's declaration says it (docs/decisions/028).
export default FAQ_CONTENT.admin.roles

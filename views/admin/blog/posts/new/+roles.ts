import { BLOG_POST_CONTENT } from '../../../../../src/blog/blog.content'

// Who may open this page (ADR 019): the content type's declaration says it (docs/decisions/028).
export default BLOG_POST_CONTENT.admin.roles

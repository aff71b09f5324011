import { HERO_BANNER_CONTENT } from '../../../src/hero-banners/hero-banners.content'

// Who may open this page (ADR 019): the content type's declaration says it (docs/decisions/028).
export default HERO_BANNER_CONTENT.admin.roles

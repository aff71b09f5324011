import type { RoleDeclaration } from '../lib/roles'

/** The moderation screen of the reviews. */
export const REVIEWS_ADMIN_PATH = '/admin/reviews'

/** Who moderates reviews (ADR 038): admins and editors — reviews are the site's content; they show a first name and a country only. */
export const REVIEWS_ROLES = ['admin', 'editor'] as const satisfies RoleDeclaration

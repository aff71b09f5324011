// What the site keeps and for how long (docs/decisions/056), in one place: the session cookie's
// lifetime is set from here and the privacy page states it from here, so the two cannot differ.

/** A session lives this long after the visitor's last request (the cookie is rolling), then it is deleted. */
export const SESSION_LIFETIME_DAYS = 7

/** The longest window of any rate limit (login per account, password reset per e-mail): one hour. */
export const LONGEST_RATE_LIMIT_HOURS = 1

/** Names of the spam-protection fields, shared by the form components and the server check. */
export const HONEYPOT_FIELD = 'website'
export const STARTED_FIELD = 'started'

/** The head's meta element that carries a logged-in session's CSRF token to the islands' API calls. */
export const CSRF_META = 'csrf-token'

/** A settings or grid form's values as it was opened (src/content-kit/field-merge.ts): long, and kept whole when a form comes back. */
export const OPENED_FIELD = '_opened'

/** Names of the spam-protection fields, shared by the form components and the server check. */
export const HONEYPOT_FIELD = 'website'
export const STARTED_FIELD = 'started'

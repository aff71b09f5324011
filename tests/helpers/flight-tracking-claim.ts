/**
 * Issue 14 (ADR 038): nothing tracks flights (no flight-status provider is reachable), so no page
 * in any language may claim it. What is true: the flight number is stored with the booking and
 * goes on the driver's job; the driver waits in arrivals with a name sign.
 */
const CLAIM = /flight[ -]?tracking|(track|follow|monitor)(s|ed|ing)? (your|the) flight|seguimiento del vuelo|seguimos (tu|el) vuelo|Flug(verfolgung|überwachung)|verfolgen Ihren Flug|seguiment del vol|seguim (el teu|el) vol/i

/** Each claim in a text, with 60 characters around it. */
export const flightTrackingClaimsIn = (text: string) => [...text.matchAll(new RegExp(CLAIM, 'gi'))].map((m) => text.slice(Math.max(0, m.index - 60), m.index + 60))

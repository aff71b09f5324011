import type { Request } from 'express'
import type { DocumentReader } from './document-types'

/**
 * The reader of a document staff print (run sheets, manifests; docs/decisions/070): the staff
 * member in the language of the admin screen they print it from — the request's language
 * (?lng=, the i18nextLng cookie, Accept-Language), the one every admin page of theirs is in —
 * not `users.language`, which is the language of the e-mails they receive. Customers' documents
 * (vouchers) are the customer's: they never come through here.
 */
export function staffReaderOf(req: Pick<Request, 'lng' | 't' | 'user'>): DocumentReader {
  return { lng: req.lng, t: req.t, name: req.user?.name || req.user?.email || '' }
}

import { render } from 'vike/abort'

/**
 * What a page's data hook shows for a record it looked up: the record, or the 404 page when the
 * service found none (null, or a NotFoundError). Any other failure — the database being down
 * included — stays a failure, so the visitor gets the 503 page rather than a false 404.
 */
export async function foundOr404<T>(lookup: Promise<T | null | undefined>): Promise<T> {
  let found: T | null | undefined
  try {
    found = await lookup
  } catch (error) {
    // By its status, not instanceof: the services come from the server's module graph, whose error
    // classes are other objects than the pages' copies (docs/decisions/001).
    if ((error as { status?: unknown } | null)?.status === 404) throw render(404)
    throw error
  }
  if (found === null || found === undefined) throw render(404)
  return found
}

import { CSRF_META } from '../../lib/form-fields'

/**
 * SPEC §8: a failed request is an error whose message is "<status>: <response text>" (the
 * status text when the body is empty). The server's own message, when it sent one as JSON
 * ({ error: { message } }), is kept for the toasts that show it.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly responseText: string,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${responseText}`)
    this.name = 'ApiRequestError'
  }
}

function serverMessageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } }
    return typeof body.error?.message === 'string' ? body.error.message : null
  } catch {
    return null
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new ApiRequestError(response.status, text, serverMessageOf(text))
}

/** A logged-in staff member's CSRF token, from the page's head (src/ui/document-head.tsx); none for visitors. */
export function csrfHeader(): Record<string, string> {
  const token = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META}"]`)?.content
  return token ? { 'X-CSRF-Token': token } : {}
}

/** SPEC §7: every call sends the session credentials (and a logged-in session's CSRF token); JSON bodies carry a JSON content type. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { ...(data === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' }), ...csrfHeader() },
    body: data === undefined ? undefined : JSON.stringify(data),
  })
  await throwIfNotOk(response)
  return response
}

/** SPEC §7 default loader: GET the first element of the query key; optionally a 401 means null. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const response = await fetch(String(queryKey[0]), { credentials: 'include', headers: { Accept: 'application/json' } })
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfNotOk(response)
    return (await response.json()) as T
  }
}

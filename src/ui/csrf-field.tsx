import { usePageContext } from './page-context'

/** The session's CSRF token, posted back with every staff form (src/auth/csrf.ts). */
export function CsrfField() {
  const { csrfToken } = usePageContext()
  return csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null
}

import type { RequestHandler } from 'express'
import { ValidationError } from './errors'
import { FormRejected, formValues, isStorableText } from './forms'

/**
 * The names of the fields of a parsed body or query string (nested ones joined with dots) holding
 * text PostgreSQL cannot keep: a NUL, or half of a surrogate pair. A key that is such text names itself.
 */
export function unstorableFields(input: unknown): string[] {
  const found = new Set<string>()
  // A stack rather than recursion: a JSON body may nest thousands of levels within its size limit.
  const pending: Array<{ value: unknown; name: string }> = [{ value: input, name: '' }]
  while (pending.length) {
    const { value, name } = pending.pop()!
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.add(name || '_')
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const field = name ? `${name}.${key}` : key
        if (!isStorableText(key)) found.add(name || '_')
        else pending.push({ value: inner, name: field })
      }
    }
  }
  return [...found]
}

/** Where a query string is a form's input (filters, searches, exports) rather than a link someone followed. */
const QUERY_AS_INPUT = /^\/(api|admin)(\/|$)/i

/**
 * One guard for every route after the body parsers, so no schema that forgot the rule can pass
 * such text on to a query (where it failed as a 500): the request is refused with the field named.
 * A browser never sends either (it cannot type a NUL, and it encodes a lone half as "�"), so this
 * answers crafted requests; an HTML form post is still shown again with its message at the field.
 * A public page's query string is left to the page: a mangled link in an e-mail still opens it,
 * and the page says what it can of it (its schemas drop what they cannot read).
 */
export function refuseUnstorableText(): RequestHandler {
  return (req, _res, next) => {
    const fields = [...(QUERY_AS_INPUT.test(req.path) ? unstorableFields(req.query) : []), ...unstorableFields(req.body)]
    if (!fields.length) return next()
    const message = req.t('common:publicForms.errors.control')
    const errors = Object.fromEntries(fields.map((field) => [field, message]))
    if (req.method === 'POST' && req.is('application/x-www-form-urlencoded')) return next(new FormRejected({ values: formValues(req.body), errors }))
    next(new ValidationError(errors))
  }
}

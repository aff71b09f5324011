import type { TFunction } from 'i18next'
import type { z } from 'zod'

/**
 * One problem of an import file: where it is, in the file's own terms ("trips[3].price_cents": the
 * table, the item's position in its array, the column), and why, as a code the staff page says in
 * its language (admin:utilitiesAdmin.importIssues.<code>). Zod's and PostgreSQL's English stay out
 * of the page, except a refusal by the database, whose own words are the only precise ones.
 */
export interface ImportIssue {
  where: string
  code: ImportIssueCode
  params?: Record<string, string | number>
}

export const IMPORT_ISSUE_CODES = [
  'required', 'number', 'wholeNumber', 'text', 'boolean', 'json', 'list', 'date', 'tooLong', 'unknownColumns', 'value', 'invalid',
  'duplicate', 'secret', 'missingReference', 'refused',
] as const
export type ImportIssueCode = (typeof IMPORT_ISSUE_CODES)[number]

const EXPECTED: Record<string, ImportIssueCode> = { number: 'number', int: 'wholeNumber', string: 'text', boolean: 'boolean', object: 'json', record: 'json', array: 'list' }

/** A zod issue of one item (`row`, as the file has it) in the terms above. */
export function issueFromZod(where: string, issue: z.core.$ZodIssue, row?: Record<string, unknown>): ImportIssue {
  const path = issue.path.map(String)
  const at = [where, ...path].filter(Boolean).join('.')
  switch (issue.code) {
    case 'invalid_type': {
      const column = path[0]
      if (row && column !== undefined && !(column in row)) return { where: at, code: 'required' }
      return { where: at, code: EXPECTED[issue.expected] ?? 'invalid' }
    }
    case 'too_big':
      return issue.origin === 'string' ? { where: at, code: 'tooLong', params: { max: Number(issue.maximum) } } : { where: at, code: 'invalid' }
    case 'unrecognized_keys':
      return { where: at, code: 'unknownColumns', params: { columns: issue.keys.join(', ') } }
    case 'invalid_value':
      return { where: at, code: 'value', params: { expected: issue.values.map((v) => JSON.stringify(v)).join(', ') } }
    default:
      // A rule of the row schema names its own code ({ error: 'date' }).
      return { where: at, code: (IMPORT_ISSUE_CODES as readonly string[]).includes(issue.message) ? (issue.message as ImportIssueCode) : 'invalid' }
  }
}

/** "trips[3].price_cents: should be a number." in the staff language. */
export function describeImportIssue(issue: ImportIssue, t: TFunction): string {
  return `${issue.where}: ${t(`admin:utilitiesAdmin.importIssues.${issue.code}`, issue.params)}`
}

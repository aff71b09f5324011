import type { TFunction } from 'i18next'
import type { z } from 'zod'

/**
 * One problem of an import file: where it is, in the file's own terms ("trips[3].price_cents": the
 * table, the item's position in its array, the column), and why, as a code the staff page says in
 * its language (admin:utilitiesAdmin.importIssues.<code>). Zod's and PostgreSQL's English stay out
 * of the page: a refusal by the database is told by the field and rule it names.
 */
export interface ImportIssue {
  where: string
  code: ImportIssueCode
  params?: Record<string, string | number>
}

export const IMPORT_ISSUE_CODES = [
  'required', 'number', 'wholeNumber', 'text', 'boolean', 'json', 'list', 'date', 'tooLong', 'unknownColumns', 'value', 'invalid',
  'duplicate', 'secret', 'missingReference', 'notAccepted', 'rule', 'refused',
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

/** What PostgreSQL says of a refused write besides its English (node-postgres's DatabaseError fields). */
export interface DatabaseRefusal {
  code: string
  table?: string
  column?: string
  constraint?: string
  detail?: string
}

/**
 * A write the database refused, in the terms above: the table and field as the file names them
 * (`fieldOf` turns a column of a table, trip_id, into its name in the file, trip, or says it has
 * no such column), never the SQL's text. `table` is the one being written when the error does not say.
 */
export function issueFromDatabase(error: DatabaseRefusal, table: string, fieldOf: (table: string, column: string) => string | undefined): ImportIssue {
  const at = error.table ?? table
  const name = (column: string) => fieldOf(at, column) ?? column
  const field = (column: string) => `${at}.${name(column)}`
  // "Key (trip_id, code)=(4, adult) already exists." / "Key (trip_id)=(9) is not present in table "trips"."
  const key = /^Key \((.+?)\)=\((.*)\) (?:already exists|is not present in table "(.+)")/.exec(error.detail ?? '')
  const columns = key?.[1]!.split(', ') ?? []
  switch (error.code) {
    case '23505':
      return { where: at, code: 'duplicate', params: { key: columns.map(name).join(' + '), value: key?.[2] ?? '' } }
    case '23503':
      return { where: columns.length === 1 ? field(columns[0]!) : at, code: 'missingReference', params: { table: key?.[3] ?? '', value: key?.[2] ?? '' } }
    case '23502':
      return { where: error.column ? field(error.column) : at, code: 'required' }
    case '23514':
    case '23P01': {
      // Checks are named <table>_<column>_check (the migrations' check()); one over several columns names them all.
      const rule = (error.constraint ?? '').replace(new RegExp(`^${at}_`), '').replace(/_check$/, '')
      const column = fieldOf(at, rule)
      if (column) return { where: `${at}.${column}`, code: 'notAccepted' }
      return { where: at, code: 'rule', params: { rule: rule.replaceAll('_', ' ') } }
    }
    default:
      if (error.code.startsWith('22')) return { where: error.column ? field(error.column) : at, code: 'invalid' }
      return { where: at, code: 'refused', params: { detail: error.constraint ?? error.code } }
  }
}

/** "trips[3].price_cents: should be a number." in the staff language. */
export function describeImportIssue(issue: ImportIssue, t: TFunction): string {
  return `${issue.where}: ${t(`admin:utilitiesAdmin.importIssues.${issue.code}`, issue.params)}`
}

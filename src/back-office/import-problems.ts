import { z } from 'zod'
import { IMPORT_ISSUE_CODES, type ImportIssue } from './import-issues'

/** Why an import file was refused, for the staff page to say in its language (admin:utilitiesAdmin.importProblems.<reason>). */
export const IMPORT_PROBLEMS = ['notJson', 'notExport', 'rows', 'unreadable'] as const
export type ImportProblem = (typeof IMPORT_PROBLEMS)[number]

/** How many of the problems the page repeats, and how long they may be (they travel in its address). */
export const IMPORT_ISSUES_SHOWN = 3
export const IMPORT_ISSUES_MAX_LENGTH = 1500

const ImportIssueSchema = z.strictObject({
  where: z.string().max(200),
  code: z.enum(IMPORT_ISSUE_CODES),
  params: z.record(z.string(), z.union([z.string().max(400), z.number()])).optional(),
})

/** The first problems as they travel in the address: as many as fit, the page says them in its own language. */
export function importIssuesParam(issues: readonly ImportIssue[]): string {
  for (let n = Math.min(IMPORT_ISSUES_SHOWN, issues.length); n > 0; n--) {
    const json = JSON.stringify(issues.slice(0, n))
    if (json.length <= IMPORT_ISSUES_MAX_LENGTH) return json
  }
  return ''
}

/** The utilities page's address after a refused upload: ?importFailed=<reason>&issues=<the first problems, JSON>. */
export const ImportFailedQuerySchema = z.object({
  importFailed: z.enum(IMPORT_PROBLEMS),
  issues: z
    .string()
    .max(IMPORT_ISSUES_MAX_LENGTH)
    .transform((text): unknown => {
      try {
        return JSON.parse(text)
      } catch {
        return []
      }
    })
    .pipe(z.array(ImportIssueSchema).max(IMPORT_ISSUES_SHOWN))
    .catch([]),
})

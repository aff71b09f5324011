import { z } from 'zod'

/** Why an import file was refused, for the staff page to say in its language (admin:utilitiesAdmin.importProblems.<reason>). */
export const IMPORT_PROBLEMS = ['notJson', 'notExport', 'rows', 'unreadable'] as const
export type ImportProblem = (typeof IMPORT_PROBLEMS)[number]

/** How much of the problems the page repeats (they travel in its address). */
export const IMPORT_DETAIL_MAX = 900

/** The utilities page's address after a refused upload: ?importFailed=<reason>&detail=<the first problems>. */
export const ImportFailedQuerySchema = z.object({
  importFailed: z.enum(IMPORT_PROBLEMS),
  detail: z.string().max(IMPORT_DETAIL_MAX).catch(''),
})

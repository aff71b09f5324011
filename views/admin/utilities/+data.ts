import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ImportFailedQuerySchema } from '../../../src/back-office/import-problems'
import { utilitiesOverview } from '../../../src/back-office/utilities.server'
import { picturesNotInLibrary } from '../../../src/images/image-usage.server'

const DONE = ['caches', 'sitemap', 'images', 'import'] as const

export async function data(pageContext: PageContextServer) {
  const { appContext, t, query } = pageContext
  const done = DONE.find((d) => d === query.done)
  const failed = ImportFailedQuerySchema.safeParse(query)
  return {
    head: adminHead(pageContext, t('admin:utilitiesAdmin.title')),
    overview: await utilitiesOverview(appContext),
    done: done ? { action: done, count: Number(query.count) || 0 } : null,
    // After an import: the pictures its content names that this library lacks (an export does not carry them).
    missingPictures: done === 'import' ? await picturesNotInLibrary() : [],
    importFailed: failed.success ? { reason: failed.data.importFailed, issues: failed.data.issues } : null,
  }
}

export type UtilitiesData = Awaited<ReturnType<typeof data>>

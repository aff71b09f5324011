import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { isLanguage } from '../../../src/i18n/languages'
import { getTranslationReport } from '../../../src/back-office/translation-report.server'

export async function data(pageContext: PageContextServer) {
  const { appContext, lng, t, query } = pageContext
  const report = await getTranslationReport(appContext.localesDir, lng)
  const summary = report.languages.map((l) => ({ lng: l.lng, counts: l.counts }))
  // ?language= picks the tab; by default the first language with something to do.
  const chosen = isLanguage(query.language) ? query.language : (report.languages.find((l) => l.content.length || l.ui.length)?.lng ?? 'en')
  const selected = report.languages.find((l) => l.lng === chosen)!
  return { head: adminHead(pageContext, t('admin:translationsAdmin.title')), summary, selected, checkedItems: report.checkedItems, checkedUiKeys: report.checkedUiKeys }
}

export type TranslationsData = Awaited<ReturnType<typeof data>>

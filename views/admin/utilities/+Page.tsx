import { describeImportIssue } from '../../../src/back-office/import-issues'
import { localeOf } from '../../../src/i18n/languages'
import type { ReactNode } from 'react'
import { Island } from '../../../src/ui/islands/island'
import { LongTaskProgress } from '../../../src/ui/islands/long-task-progress.island'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { CsrfField } from '../../../src/ui/csrf-field'
import { SuccessAlert } from '../../../src/ui/form'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { UtilitiesData } from './+data'

function Tool({ id, title, help, children }: { id?: string; title: string; help: string; children: ReactNode }) {
  return (
    <section id={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{help}</p>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function ActionForm({ action, label, secondary = false }: { action: string; label: string; secondary?: boolean }) {
  return (
    <form method="post" action={action}>
      <CsrfField />
      <button type="submit" className={secondary ? 'btn-secondary' : 'btn-primary'}>{label}</button>
    </form>
  )
}

/** After an import: what to upload so that no imported item shows a broken picture. */
function MissingPictures({ pictures }: { pictures: UtilitiesData['missingPictures'] }) {
  const { t } = usePageContext()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:utilitiesAdmin.missingPictures.${key}`, vars)
  return (
    <section aria-labelledby="missing-pictures" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="missing-pictures" className="font-semibold">{a('title', { count: pictures.length })}</h2>
      <p className="mt-1">{a('text')}</p>
      <ul className="mt-2 space-y-1 break-words">
        {pictures.map((picture) => (
          <li key={picture.path}>
            <code className="text-xs">{picture.path}</code>
            {picture.usedBy.length > 0 && <> · {a('usedBy')} {picture.usedBy.map((use, i) => <span key={`${use.kind}-${use.id}`}>{i > 0 && ', '}<a href={use.editHref} className="underline">{use.label}</a></span>)}</>}
          </li>
        ))}
      </ul>
      <p className="mt-2"><a href="/admin/images" className="font-medium underline">{a('upload')}</a></p>
    </section>
  )
}

export default function Page() {
  const { t, lng, csrfToken } = usePageContext()
  const { overview, done, importFailed, missingPictures } = usePageData<UtilitiesData>()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:utilitiesAdmin.${key}`, vars)
  const mb = new Intl.NumberFormat(localeOf(lng), { maximumFractionDigits: 1 }).format(overview.imageCache.bytes / 1024 / 1024)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} />
      {done && <div className="mb-6"><SuccessAlert title={a(`done.${done.action}`, { count: done.count })} /></div>}
      {missingPictures.length > 0 && <MissingPictures pictures={missingPictures} />}
      {importFailed && (
        <div role="alert" tabIndex={-1} autoFocus className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-700">
          <p className="font-semibold">{a('importFailed')}</p>
          <p id="import-error" className="mt-1">{a(`importProblems.${importFailed.reason}`)}</p>
          {importFailed.issues.length > 0 && (
            <ul className="mt-2 space-y-1 break-words text-xs">
              {importFailed.issues.map((issue, i) => <li key={i}>{describeImportIssue(issue, t)}</li>)}
            </ul>
          )}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Tool title={a('caches')} help={a('cachesHelp', { entries: overview.htmlEntries })}>
          <ActionForm action="/admin/utilities/clear-caches" label={a('clearCaches')} />
        </Tool>
        <Tool title={a('sitemap')} help={a('sitemapHelp')}>
          <ActionForm action="/admin/utilities/rebuild-sitemap" label={a('rebuildSitemap')} />
        </Tool>
        <Tool id="image-cache" title={a('images')} help={a('imagesHelp', { files: overview.imageCache.files, size: mb })}>
          <div className="flex flex-wrap gap-3">
            <ActionForm action="/admin/utilities/rebuild-image-cache" label={a('rebuildImages')} />
            <ActionForm action="/admin/utilities/clear-image-cache" label={a('clearImages')} secondary />
          </div>
          <p className="mt-3 text-sm text-slate-600">{a('rebuildImagesHelp')}</p>
          <Island
            name="LongTaskProgress"
            component={LongTaskProgress}
            props={{
              status: overview.imageCacheRebuild,
              statusUrl: '/api/admin/utilities/image-cache-rebuild',
              lng,
              testId: 'image-cache-rebuild',
              labels: {
                queued: t('admin:longTask.queued'),
                running: a('rebuildRunning', { skipInterpolation: true }),
                done: a('rebuildDone', { skipInterpolation: true }),
                interrupted: t('admin:longTask.interrupted'),
                startedBy: t('admin:longTask.startedBy', { skipInterpolation: true }),
                error: t('admin:longTask.error', { skipInterpolation: true }),
                progressLabel: a('rebuildProgress'),
              },
            }}
          />
        </Tool>
        <Tool title={a('export')} help={a('exportHelp')}>
          <a href="/api/admin/export.json" download className="btn-primary inline-block">{a('download')}</a>
        </Tool>
        <div className="lg:col-span-2">
          <Tool title={a('import')} help={a('importHelp')}>
            <form method="post" action={`/admin/utilities?_csrf=${encodeURIComponent(csrfToken ?? '')}`} encType="multipart/form-data" className="flex flex-wrap items-end gap-4">
              <div>
                <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">{a('file')}</label>
                <input id="import-file" name="file" type="file" accept="application/json,.json" required aria-describedby={importFailed ? 'import-error' : undefined} className="mt-1 block text-sm" />
              </div>
              <button type="submit" className="btn-primary">{a('importButton')}</button>
            </form>
          </Tool>
        </div>
      </div>
    </>
  )
}

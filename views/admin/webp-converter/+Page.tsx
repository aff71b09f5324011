import { Island } from '../../../src/ui/islands/island'
import { WebpConverter } from '../../../src/ui/islands/webp-converter.island'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { ImageUploadBox } from '../../../src/ui/admin/image-upload-box'
import { SuccessAlert } from '../../../src/ui/form'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { WebpData } from './+data'

const LABELS = [
  'quality', 'select', 'selectAll', 'name', 'format', 'size', 'status', 'converted', 'pending', 'preview', 'before', 'after', 'saved',
  'original', 'webp', 'convertSelected', 'convertAll', 'replaceReferences', 'replaceHint', 'progress', 'summary', 'failed', 'nothing', 'alreadyWebp', 'previewFailed',
] as const

export default function Page() {
  const { t, lng, query, csrfToken } = usePageContext()
  const { images, webpCount, conversion } = usePageData<WebpData>()
  const w = (key: string, vars?: Record<string, unknown>) => t(`admin:webpAdmin.${key}`, vars)
  const raw = (key: string) => t(key, { skipInterpolation: true })
  const taskLabels = {
    queued: t('admin:longTask.queued'),
    running: raw('admin:webpAdmin.progress'),
    done: `${raw('admin:webpAdmin.progress')} · ${raw('admin:webpAdmin.summary')}`,
    interrupted: t('admin:longTask.interrupted'),
    startedBy: raw('admin:longTask.startedBy'),
    error: raw('admin:longTask.error'),
    progressLabel: w('progressLabel'),
  }
  const labels = Object.fromEntries(LABELS.map((k) => [k, t(`admin:webpAdmin.${k}`, { skipInterpolation: true })])) as Record<(typeof LABELS)[number], string>
  return (
    <>
      <AdminPageHeader title={w('title')} intro={w('intro')} action={<a href="/admin/images" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:imagesAdmin.title')}</a>} />
      {query.started !== undefined && <div className="mb-4"><SuccessAlert title={w('started')} /></div>}
      {query.busy !== undefined && <div className="mb-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200" role="status">{w('busy')}</div>}
      {query.error && <div className="mb-4 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200" role="alert">{w('chooseImages')}</div>}
      <details className="mb-6">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{w('uploadNew')}</summary>
        <div className="mt-3"><ImageUploadBox /></div>
      </details>
      <Island name="WebpConverter" component={WebpConverter} props={{ images, webpCount, csrfToken, defaultQuality: 80, conversion, lng, taskLabels, labels }} />
    </>
  )
}

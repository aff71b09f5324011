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
  const { t, query, csrfToken } = usePageContext()
  const { images, webpCount } = usePageData<WebpData>()
  const w = (key: string, vars?: Record<string, unknown>) => t(`admin:webpAdmin.${key}`, vars)
  const labels = Object.fromEntries(LABELS.map((k) => [k, t(`admin:webpAdmin.${k}`, { skipInterpolation: true })])) as Record<(typeof LABELS)[number], string>
  return (
    <>
      <AdminPageHeader title={w('title')} intro={w('intro')} action={<a href="/admin/images" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:imagesAdmin.title')}</a>} />
      {query.converted !== undefined && (
        <div className="mb-4"><SuccessAlert title={w('done', { converted: Number(query.converted) || 0, skipped: Number(query.skipped) || 0 })} /></div>
      )}
      {query.error && <div className="mb-4 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200" role="alert">{w('chooseImages')}</div>}
      <details className="mb-6">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{w('uploadNew')}</summary>
        <div className="mt-3"><ImageUploadBox /></div>
      </details>
      <Island name="WebpConverter" component={WebpConverter} props={{ images, webpCount, csrfToken, defaultQuality: 80, labels }} />
    </>
  )
}

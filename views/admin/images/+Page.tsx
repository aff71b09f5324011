import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { formatBytes } from '../../../src/i18n/format'
import { ImageUploadBox } from '../../../src/ui/admin/image-upload-box'
import { SuccessAlert } from '../../../src/ui/form'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { ImagesData } from './+data'

const UPLOAD_ERRORS = ['tooLarge', 'not_image', 'format', 'dimensions', 'frames', 'too_many_files', 'no_file', 'malformed']

export default function Page() {
  const { t, lng, query } = usePageContext()
  const { page } = usePageData<ImagesData>()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:imagesAdmin.${key}`, vars)
  const uploadError = UPLOAD_ERRORS.includes(String(query.uploadError ?? '')) ? String(query.uploadError) : null
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/webp-converter" className="btn-primary">{t('admin:webpAdmin.title')}</a>} />
      <SavedMessage />
      {query.uploaded && <div className="mb-4"><SuccessAlert title={a('uploaded', { count: Number(query.uploaded) || 0 })} /></div>}
      {uploadError && (
        <div className="mb-4 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200" role="alert">
          {a(`errors.${uploadError === 'tooLarge' ? 'tooLarge' : uploadError.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}`)}
        </div>
      )}
      <div className="mb-6">
        <ImageUploadBox />
      </div>
      <AdminList
        page={page}
        basePath="/admin/images"
        bulkDeleteUrl="/api/admin/images/bulk-delete"
        columns={[
          { id: 'thumb', header: a('preview'), kind: 'image' },
          { id: 'name', header: a('name'), sortable: true },
          { id: 'width', header: a('dimensions'), sortable: true },
          { id: 'bytes', header: a('size'), sortable: true, kind: 'number' },
          { id: 'format', header: a('format'), sortable: true, kind: 'badge' },
          { id: 'alt', header: a('alt'), kind: 'badge' },
          { id: 'uses', header: a('uses'), kind: 'number' },
          { id: 'created', header: a('created'), sortable: true },
        ]}
        row={(r) => ({
          id: r.id,
          cells: {
            thumb: r.thumb,
            name: r.name,
            width: `${r.width}×${r.height}`,
            bytes: formatBytes(r.bytes, lng),
            format: r.format.toUpperCase(),
            alt: r.altCount === 4 ? a('altComplete') : a('altCount', { count: r.altCount }),
            uses: r.uses,
            created: r.created,
          },
          editHref: `/admin/images/${r.id}`,
        })}
      />
    </>
  )
}

import { ImageUploader } from '../islands/image-uploader.island'
import { Island } from '../islands/island'
import { usePageContext } from '../page-context'
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_BYTES } from './image-format'

/** The library's upload box: drag-and-drop with progress once hydrated, a plain multipart form before. */
export function ImageUploadBox() {
  const { t, lng, csrfToken } = usePageContext()
  const u = (key: string) => t(`admin:imagesAdmin.upload.${key}`)
  return (
    <Island
      name="ImageUploader"
      component={ImageUploader}
      props={{
        endpoint: '/api/admin/images',
        formAction: `/admin/images/upload?_csrf=${encodeURIComponent(csrfToken ?? '')}`,
        csrfToken,
        maxBytes: IMAGE_UPLOAD_MAX_BYTES,
        accept: IMAGE_UPLOAD_ACCEPT,
        lng,
        labels: {
          title: u('title'),
          hint: u('hint'),
          drop: u('drop'),
          choose: u('choose'),
          submit: u('submit'),
          uploading: u('uploading'),
          done: u('done'),
          failed: u('failed'),
          tooLarge: t('admin:imagesAdmin.errors.tooLarge'),
          refresh: u('refresh'),
          progress: u('progress'),
        },
      }}
    />
  )
}

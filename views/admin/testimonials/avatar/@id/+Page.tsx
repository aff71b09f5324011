import { optimizedUrl } from '../../../../../src/lib/image-url'
import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { SavedMessage } from '../../../../../src/ui/admin-list'
import { CsrfField } from '../../../../../src/ui/csrf-field'
import { ErrorText, FormAlert, Label, useField } from '../../../../../src/ui/form'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { TestimonialAvatarData } from './+data'

export default function Page() {
  const { t, csrfToken, form } = usePageContext()
  const { testimonial } = usePageData<TestimonialAvatarData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:testimonialsAdmin.avatar.${key}`, options)
  const { id, error, describedBy } = useField({ name: 'avatar', label: a('file') })
  return (
    <>
      <AdminPageHeader
        title={`${a('title')}: ${testimonial.name}`}
        intro={a('intro')}
        action={<a href={`/admin/testimonials/edit/${testimonial.id}`} className="text-sm font-medium text-brand-700 hover:underline">{a('back')}</a>}
      />
      <SavedMessage />
      <div className="max-w-3xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-4">
          {testimonial.avatar ? (
            <img src={optimizedUrl(testimonial.avatar, { width: 192, height: 192 })} alt={a('current', { name: testimonial.name })} width={96} height={96} className="size-24 rounded-full object-cover ring-1 ring-slate-200" />
          ) : (
            <p className="text-sm text-slate-600">{a('none')}</p>
          )}
        </div>
        {/* multipart bodies are read after the CSRF check, so the token travels in the action's query */}
        <form method="post" action={`/admin/testimonials/avatar/${testimonial.id}?_csrf=${encodeURIComponent(csrfToken ?? '')}`} encType="multipart/form-data" className="space-y-4">
          {form && <FormAlert />}
          <div>
            <Label id={id} label={a('file')} required />
            <input id={id} name="avatar" type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" required aria-invalid={error ? true : undefined} aria-describedby={describedBy ? `${describedBy} ${id}-hint` : `${id}-hint`} className="field mt-1" />
            <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{a('hint', { mb: 5, size: 256 })}</p>
            <ErrorText id={id} error={error} />
          </div>
          <button type="submit" className="btn-primary">{a('upload')}</button>
        </form>
        {testimonial.avatar && (
          <form method="post" action={`/admin/testimonials/avatar/${testimonial.id}/remove`}>
            <CsrfField />
            <button type="submit" className="text-sm font-medium text-red-700 hover:underline">{a('remove')}</button>
          </form>
        )}
      </div>
    </>
  )
}

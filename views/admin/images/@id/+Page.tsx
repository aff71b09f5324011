import { AdminForm, LocalizedFields } from '../../../../src/ui/admin-form'
import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { SavedMessage } from '../../../../src/ui/admin-list'
import { formatBytes } from '../../../../src/i18n/format'
import { ConfirmDelete } from '../../../../src/ui/confirm-delete'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { ImageData } from './+data'
import { IMAGE_ALT } from '../../../../src/images/image-alt'

export default function Page() {
  const { t, lng, query } = usePageContext()
  const { image } = usePageData<ImageData>()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:imagesAdmin.${key}`, vars)
  const facts: Array<[string, string]> = [
    [a('name'), image.name],
    [a('path'), image.path],
    [a('dimensions'), `${image.width}×${image.height}`],
    [a('size'), formatBytes(image.bytes, lng)],
    [a('format'), image.format.toUpperCase()],
    [a('created'), image.createdAt.slice(0, 10)],
  ]
  return (
    <>
      <AdminPageHeader title={image.name} action={<a href="/admin/images" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <SavedMessage />
      {query.inUse && (
        <div className="mb-4 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200" role="alert">
          {a('inUse', { count: image.uses.length })}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <img src={image.preview} alt={image.values.alt_es ?? ''} className="h-auto w-full bg-slate-100" width={image.width} height={image.height} />
            <figcaption className="p-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {facts.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-slate-500">{label}</dt>
                    <dd className="break-all text-slate-800">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-sm">
                <a href={image.url} className="text-brand-700 hover:underline">{a('openOriginal')}</a>
              </p>
              <form method="post" action={`/admin/images/${image.id}/rotate`} className="mt-3 flex flex-wrap gap-2">
                <CsrfField />
                <button type="submit" name="turn" value="left" className="btn bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">{a('rotateLeft')}</button>
                <button type="submit" name="turn" value="right" className="btn bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">{a('rotateRight')}</button>
              </form>
            </figcaption>
          </figure>
          <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="where-used">
            <h2 id="where-used" className="text-lg font-semibold">{a('whereUsed')}</h2>
            {image.uses.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{a('notUsed')}</p>
            ) : (
              <ul className="mt-3 space-y-1 text-sm">
                {image.uses.map((u) => (
                  <li key={`${u.kind}-${u.id}`}>
                    <span className="text-slate-500">{a(`kinds.${u.kind}`)}:</span>{' '}
                    <a href={u.editHref} className="font-medium text-brand-700 hover:underline">{u.label || `#${u.id}`}</a>
                  </li>
                ))}
              </ul>
            )}
            <form method="post" action={`/admin/images/${image.id}/delete`} className="mt-5">
              <CsrfField />
              <ConfirmDelete label={a('delete')} disabled={image.uses.length > 0} />
              {image.uses.length > 0 && <p className="mt-2 text-sm text-slate-600">{a('deleteBlocked')}</p>}
            </form>
          </section>
        </div>
        <div>
          <h2 className="mb-3 text-lg font-semibold">{a('altTitle')}</h2>
          <p className="mb-4 text-sm text-slate-600">{a('altHint')}</p>
          <AdminForm action={`/admin/images/${image.id}`}>
            <LocalizedFields content={IMAGE_ALT} values={image.values} />
          </AdminForm>
        </div>
      </div>
    </>
  )
}

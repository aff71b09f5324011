import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { UserForm } from '../../../../../src/ui/admin/user-form'
import { ConfirmDelete } from '../../../../../src/ui/confirm-delete'
import { CsrfField } from '../../../../../src/ui/csrf-field'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { EditUserData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { id, values, refused, isSelf } = usePageData<EditUserData>()
  const a = (key: string) => t(`admin:usersAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={a('edit')} intro={values.email} action={<a href="/admin/users" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      {refused && (
        <div role="alert" className="mb-4 max-w-3xl rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
          {a(`errors.${refused}`)}
        </div>
      )}
      <UserForm action={`/admin/users/${id}/edit`} values={values} mode="edit" />
      <section className="mt-8 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-red-200">
        <h2 className="text-lg font-semibold text-slate-900">{a('deleteTitle')}</h2>
        <p className="mt-1 text-sm text-slate-600">{isSelf ? a('errors.self') : a('deleteIntro')}</p>
        {!isSelf && (
          <form method="post" action={`/admin/users/${id}/delete`} className="mt-4">
            <CsrfField />
            <ConfirmDelete label={a('delete')} />
          </form>
        )}
      </section>
    </>
  )
}

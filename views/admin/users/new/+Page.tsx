import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { UserForm } from '../../../../src/ui/admin/user-form'
import { usePageContext } from '../../../../src/ui/page-context'

export default function Page() {
  const { t } = usePageContext()
  return (
    <>
      <AdminPageHeader title={t('admin:usersAdmin.new')} action={<a href="/admin/users" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <UserForm action="/admin/users/new" values={{}} mode="new" />
    </>
  )
}

import { AdminForm } from '../../../src/ui/admin-form'
import { AdminFacts, AdminPageHeader } from '../../../src/ui/admin-layout'
import { SuccessAlert } from '../../../src/ui/form'
import { StaffLanguageField } from '../../../src/ui/admin/user-form'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { AccountData } from './+data'

/** A staff member's own account: who they are, the language of the e-mails they receive, their password. */
export default function Page() {
  const { t, user } = usePageContext()
  const { saved } = usePageData<AccountData>()
  const a = (key: string) => t(`admin:accountPage.${key}`)
  if (!user) return null
  return (
    <div className="max-w-3xl space-y-6">
      <AdminPageHeader title={a('title')} intro={a('intro')} />
      {saved === 'password' && <SuccessAlert title={t('admin:dashboardPage.passwordChanged')} />}
      {saved === 'updated' && <SuccessAlert title={a('saved')} />}
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <AdminFacts
          rows={[
            [a('name'), user.name],
            [a('email'), user.email],
            [a('role'), <><span className="font-medium">{t(`admin:roles.${user.role}`)}</span><span className="block text-slate-600">{t(`admin:roleDescriptions.${user.role}`)}</span></>],
          ]}
        />
        <p className="mt-4">
          <a href="/admin/account/password" className="text-sm font-medium text-brand-700 hover:underline">{a('changePassword')}</a>
        </p>
      </section>
      <AdminForm action="/admin/account">
        <StaffLanguageField value={user.language} own />
      </AdminForm>
    </div>
  )
}

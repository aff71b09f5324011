import { AdminForm } from '../../../src/ui/AdminForm'
import { AdminPageHeader } from '../../../src/ui/AdminLayout'
import { SavedMessage } from '../../../src/ui/AdminList'
import { EmailSettingsFields, EmailTestPanel } from '../../../src/ui/admin/EmailSettingsForm'
import { usePageContext } from '../../../src/ui/page-context'
import type { EmailSettingsData } from './+data'

export default function Page() {
  const { t, data } = usePageContext()
  const { settings, test, testError } = data as EmailSettingsData
  return (
    <>
      <AdminPageHeader title={t('admin:emailAdmin.title')} intro={t('admin:emailAdmin.intro')} />
      <SavedMessage />
      <EmailTestPanel source={settings.source} test={test} testError={testError} />
      <AdminForm action="/admin/email-settings">
        <EmailSettingsFields settings={settings} />
      </AdminForm>
    </>
  )
}

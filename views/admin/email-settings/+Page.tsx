import { AdminForm } from '../../../src/ui/admin-form'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { SavedMessage } from '../../../src/ui/admin-list'
import { EmailSettingsFields, EmailTestPanel } from '../../../src/ui/admin/email-settings-form'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { EmailSettingsData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { settings, test, testError } = usePageData<EmailSettingsData>()
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

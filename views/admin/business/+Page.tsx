import { AdminForm, EditVersionField } from '../../../src/ui/admin-form'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { SavedMessage } from '../../../src/ui/admin-list'
import { BusinessSettingsFields } from '../../../src/ui/admin/business-settings-form'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { BusinessData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { values, recipientCount } = usePageData<BusinessData>()
  return (
    <>
      <AdminPageHeader title={t('admin:businessAdmin.title')} intro={t('admin:businessAdmin.intro')} />
      <SavedMessage />
      <AdminForm action="/admin/business">
        <EditVersionField values={values} />
        <BusinessSettingsFields values={values} recipientCount={recipientCount} />
      </AdminForm>
    </>
  )
}

import { AdminForm } from '../../../src/ui/admin-form'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { SavedMessage } from '../../../src/ui/admin-list'
import { UserCheckbox } from '../../../src/ui/admin/user-form'
import { TextField } from '../../../src/ui/form'
import { Fieldset } from '../../../src/ui/form-choices'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { ApiKeysData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { keys } = usePageData<ApiKeysData>()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:apiKeysAdmin.${key}`, vars)
  const tokenHint = keys.tokenUnreadable ? a('tokenUnreadable') : keys.tokenMasked ? a('tokenKept', { masked: keys.tokenMasked }) : a('tokenNone')
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} />
      <SavedMessage />
      <AdminForm action="/admin/api-keys">
        <Fieldset legend={a('whatsapp')} intro={a('whatsappIntro')}>
          <TextField name="whatsappAccessToken" type="password" label={a('whatsappAccessToken')} hint={tokenHint} autoComplete="off" />
          {keys.tokenMasked && <UserCheckbox name="clearWhatsappAccessToken" label={a('clearToken')} checked={false} />}
          <TextField name="whatsappPhoneNumberId" label={a('whatsappPhoneNumberId')} hint={a('whatsappPhoneNumberIdHint')} inputMode="numeric" defaultValue={keys.values.whatsappPhoneNumberId} />
        </Fieldset>
        <Fieldset legend={a('analytics')} intro={a('analyticsIntro')}>
          <TextField name="ga4MeasurementId" label={a('ga4MeasurementId')} hint={a('ga4Hint')} defaultValue={keys.values.ga4MeasurementId} />
        </Fieldset>
        <Fieldset legend={a('searchEngines')} intro={a('searchEnginesIntro')}>
          <TextField name="googleSiteVerification" label={a('googleSiteVerification')} hint={a('googleSiteVerificationHint')} defaultValue={keys.values.googleSiteVerification} autoComplete="off" />
          <TextField name="bingSiteVerification" label={a('bingSiteVerification')} hint={a('bingSiteVerificationHint')} defaultValue={keys.values.bingSiteVerification} autoComplete="off" />
        </Fieldset>
      </AdminForm>
    </>
  )
}

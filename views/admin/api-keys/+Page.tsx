import { AdminForm } from '../../../src/ui/admin-form'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { SavedMessage } from '../../../src/ui/admin-list'
import { UserCheckbox } from '../../../src/ui/admin/user-form'
import { TextField } from '../../../src/ui/form'
import { Fieldset } from '../../../src/ui/form-choices'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { ApiKeysData } from './+data'

type SecretState = { masked: string | null; unreadable: boolean }

export default function Page() {
  const { t } = usePageContext()
  const { keys, stripe } = usePageData<ApiKeysData>()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:apiKeysAdmin.${key}`, vars)
  // What is saved for a secret: unreadable, kept (masked), or nothing.
  const savedHint = (state: SecretState, none: string, unreadable = 'secretUnreadable') => (state.unreadable ? a(unreadable) : state.masked ? a('tokenKept', { masked: state.masked }) : a(none))
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} />
      <SavedMessage />
      <AdminForm action="/admin/api-keys">
        <Fieldset legend={a('whatsapp')} intro={a('whatsappIntro')}>
          <TextField name="whatsappAccessToken" type="password" label={a('whatsappAccessToken')} hint={savedHint(keys.whatsappAccessToken, 'tokenNone', 'tokenUnreadable')} autoComplete="off" />
          {keys.whatsappAccessToken.masked && <UserCheckbox name="clearWhatsappAccessToken" label={a('clearToken')} checked={false} />}
          <TextField name="whatsappPhoneNumberId" label={a('whatsappPhoneNumberId')} hint={a('whatsappPhoneNumberIdHint')} inputMode="numeric" defaultValue={keys.values.whatsappPhoneNumberId} />
        </Fieldset>
        <Fieldset legend={a('stripe')} intro={a('stripeIntro')}>
          <p role="status" className={`rounded-md px-3 py-2 text-sm ${stripe.on ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}>
            {a(stripe.on ? 'stripeOn' : 'stripeOff')}
          </p>
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
            <li>{a('stripeStepKey')}</li>
            <li>
              {a('stripeStepEndpoint')} <code className="break-all rounded bg-slate-100 px-1 py-0.5 text-slate-900">{stripe.webhookUrl}</code>
            </li>
            <li>
              {a('stripeStepEvents')}
              <ul className="mt-1 flex flex-wrap gap-1">
                {stripe.events.map((event) => (
                  <li key={event}>
                    <code className="rounded bg-slate-100 px-1 py-0.5 text-xs text-slate-900">{event}</code>
                  </li>
                ))}
              </ul>
            </li>
            <li>{a('stripeStepSecret')}</li>
          </ol>
          <TextField name="stripeSecretKey" type="password" label={a('stripeSecretKey')} hint={`${a('stripeSecretKeyHint')} ${savedHint(keys.stripeSecretKey, 'secretNone')}`} autoComplete="off" />
          {keys.stripeSecretKey.masked && <UserCheckbox name="clearStripeSecretKey" label={a('clearStripeSecretKey')} checked={false} />}
          <TextField name="stripeWebhookSecret" type="password" label={a('stripeWebhookSecret')} hint={`${a('stripeWebhookSecretHint')} ${savedHint(keys.stripeWebhookSecret, 'secretNone')}`} autoComplete="off" />
          {keys.stripeWebhookSecret.masked && <UserCheckbox name="clearStripeWebhookSecret" label={a('clearStripeWebhookSecret')} checked={false} />}
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

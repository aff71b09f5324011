import type { EmailSettingsView } from '../../settings/email-settings.schema'
import { CsrfField } from '../csrf-field'
import { TextField } from '../form'
import { Fieldset } from '../form-choices'
import { usePageContext } from '../page-context'
import { UserCheckbox } from './user-form'
import { OpenedValuesField } from '../admin-form'

type TestStatus = 'sent' | 'failed' | 'queued' | 'unconfigured' | null

/** Which server is in use, the outcome of the last test and the "send a test e-mail" button. */
export function EmailTestPanel({ source, test, testError }: { source: EmailSettingsView['source']; test: TestStatus; testError: string | null }) {
  const { t, user } = usePageContext()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:emailAdmin.${key}`, vars)
  const tone = test === 'sent' ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : test === 'queued' ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-red-200 bg-red-50 text-red-800'
  return (
    <section className="mb-6 max-w-3xl space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-700" data-source={source}>{a(`source.${source}`)}</p>
      {test && (
        <div role={test === 'sent' ? 'status' : 'alert'} className={`rounded-xl border p-4 text-sm ${tone}`}>
          <p className="font-semibold">{a(`test.${test}`, { email: user?.email ?? '' })}</p>
          {testError && <p className="mt-1 font-mono text-xs">{testError}</p>}
        </div>
      )}
      <form method="post" action="/admin/email-settings/test" className="flex flex-wrap items-center gap-3">
        <CsrfField />
        <button type="submit" className="rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">{a('test.button')}</button>
        <span className="text-xs text-slate-500">{a('test.hint', { email: user?.email ?? '' })}</span>
      </form>
    </section>
  )
}

/** Host, port, TLS, login (password write-only) and sender. */
export function EmailSettingsFields({ settings }: { settings: EmailSettingsView }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:emailAdmin.${key}`)
  const { values } = settings
  return (
    <>
      <OpenedValuesField values={values} />
      <Fieldset legend={a('server')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="sm:col-span-2">
            <TextField name="host" label={a('host')} hint={a('hostHint')} autoComplete="off" defaultValue={values.host} />
          </div>
          <TextField name="port" type="number" label={a('port')} required min={1} max={65535} defaultValue={values.port} />
        </div>
        <UserCheckbox name="secure" label={a('secure')} hint={a('secureHint')} checked={values.secure === 'on'} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="user" label={a('user')} autoComplete="off" defaultValue={values.user} />
          <TextField name="password" type="password" label={a('password')} hint={settings.passwordUnreadable ? a('passwordUnreadable') : settings.passwordSet ? a('passwordKept') : a('passwordNone')} autoComplete="new-password" />
        </div>
        {settings.passwordSet && <UserCheckbox name="clearPassword" label={a('clearPassword')} checked={false} />}
      </Fieldset>
      <Fieldset legend={a('sender')} intro={a('senderIntro')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="fromName" label={a('fromName')} defaultValue={values.fromName} />
          <TextField name="fromAddress" type="email" label={a('fromAddress')} defaultValue={values.fromAddress} />
        </div>
      </Fieldset>
    </>
  )
}

import { LANGUAGE_OPTIONS } from '../../i18n/languages'
import { EMPTY_RECIPIENT_ROWS, MAX_RECIPIENTS, NOTIFICATION_TOPICS, recipientField } from '../../settings/business.schema'
import { ErrorText, TextArea, TextField } from '../form'
import { Fieldset, SelectField } from '../form-choices'
import { usePageContext } from '../page-context'
import { UserCheckbox } from './user-form'

/** How many recipient rows to show: every row in use (stored, or sent back by a failed save) and a few empty ones. */
function recipientRows(recipientCount: number, submitted: Record<string, string> | undefined): number {
  const filled = Object.entries(submitted ?? {}).flatMap(([name, value]) => {
    const match = value.trim() ? /^recipient_(\d+)_email$/.exec(name) : null
    return match ? [Number(match[1]) + 1] : []
  })
  const used = submitted ? Math.max(0, ...filled) : recipientCount
  return Math.min(MAX_RECIPIENTS, Math.max(used + EMPTY_RECIPIENT_ROWS, 1))
}

/** One recipient: e-mail, language, and what they receive. An emptied e-mail removes the row at the next save. */
function RecipientRow({ index, values }: { index: number; values: Record<string, string> }) {
  const { t, form } = usePageContext()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:businessAdmin.${key}`, vars)
  const topicsError = form?.errors[recipientField(index, 'topics')]
  const topicsId = `f-${recipientField(index, 'topics')}`
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-[2fr_1fr]">
      <TextField name={recipientField(index, 'email')} type="email" label={a('recipientEmail', { number: index + 1 })} autoComplete="off" defaultValue={values[recipientField(index, 'email')]} />
      <SelectField
        name={recipientField(index, 'language')}
        label={a('recipientLanguage')}
        defaultValue={values[recipientField(index, 'language')] ?? 'es'}
        options={LANGUAGE_OPTIONS.map((o) => ({ value: o.code, label: o.label }))}
      />
      <div id={topicsId} className="space-y-2 sm:col-span-2" role="group" aria-label={a('receives')} aria-describedby={topicsError ? `${topicsId}-error` : undefined}>
        {NOTIFICATION_TOPICS.map((topic) => (
          <UserCheckbox key={topic} name={recipientField(index, topic)} label={a(`topics.${topic}`)} hint={a(`topicHints.${topic}`)} checked={values[recipientField(index, topic)] === 'on'} />
        ))}
        <ErrorText id={topicsId} error={topicsError} />
      </div>
    </li>
  )
}

/** The business's name, legal details, contact, address, hours and social links, and who receives the staff e-mails. */
export function BusinessSettingsFields({ values, recipientCount }: { values: Record<string, string>; recipientCount: number }) {
  const { t, form } = usePageContext()
  const a = (key: string) => t(`admin:businessAdmin.${key}`)
  const text = (name: string, options: { type?: 'text' | 'email' | 'tel' | 'url'; hint?: string; required?: boolean; autoComplete?: string } = {}) => (
    <TextField name={name} label={a(name)} hint={options.hint} type={options.type} required={options.required ?? true} autoComplete={options.autoComplete ?? 'off'} defaultValue={values[name]} />
  )
  const rows = recipientRows(recipientCount, form?.values)
  return (
    <>
      <Fieldset legend={a('business')}>
        {text('businessName')}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('legalName', { hint: a('legalNameHint') })}
          {text('taxId')}
        </div>
      </Fieldset>
      <Fieldset legend={a('contact')} intro={a('contactIntro')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('phone', { type: 'tel', hint: a('phoneHint') })}
          {text('whatsapp', { type: 'tel', hint: a('whatsappHint') })}
        </div>
        {text('email', { type: 'email', hint: a('emailHint') })}
      </Fieldset>
      <Fieldset legend={a('address')}>
        {text('street')}
        <div className="grid gap-4 sm:grid-cols-3">
          {text('postalCode')}
          {text('locality')}
          {text('region', { required: false })}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {text('country', { hint: a('countryHint') })}
          {text('latitude', { hint: a('coordinatesHint') })}
          {text('longitude')}
        </div>
      </Fieldset>
      <Fieldset legend={a('openingHours')} intro={a('openingHoursIntro')}>
        {LANGUAGE_OPTIONS.map((o) => (
          <div key={o.code} lang={o.code}>
            <TextArea name={`openingHours_${o.code}`} label={`${a('openingHours')} (${o.label})`} rows={2} required defaultValue={values[`openingHours_${o.code}`]} />
          </div>
        ))}
      </Fieldset>
      <Fieldset legend={a('social')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('facebook', { type: 'url', required: false })}
          {text('instagram', { type: 'url', required: false })}
        </div>
      </Fieldset>
      <Fieldset legend={a('recipients')} intro={a('recipientsIntro')}>
        {form?.errors.recipients && (
          <p id="f-recipients-error" role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
            {form.errors.recipients}
          </p>
        )}
        <ol className="space-y-3">
          {Array.from({ length: rows }, (_, i) => <RecipientRow key={i} index={i} values={values} />)}
        </ol>
        <p className="text-xs text-slate-500">{a('recipientsHint')}</p>
      </Fieldset>
    </>
  )
}

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { HONEYPOT_FIELD, STARTED_FIELD } from '../../lib/form-fields'
import { apiRequest, ApiRequestError } from './api-client'
import { toast } from './toast-store'

export interface NewsletterFormProps {
  /** The page's signed render time: the form without JavaScript posts it with the honeypot (src/lib/forms.ts). */
  formStarted: string
  labels: {
    honeypot: string
    emailLabel: string
    placeholder: string
    submit: string
    submitting: string
    invalidEmail: string
    sentTitle: string
    sentText: string
    /** Said when the answer's confirmationEmailSent is false: no mail server, the link cannot go out now. */
    unsentTitle: string
    unsentText: string
    errorTitle: string
    subscribeFailed: string
  }
}

type Status = 'idle' | 'pending' | 'success' | 'error'

const FIELD_ID = 'newsletter-email'
const ERROR_ID = `${FIELD_ID}-error`

/**
 * SPEC §4: idle → pending (button aria-disabled, "submitting" label) → success (field cleared, told
 * in a toast; the focus stays where it was, on the button or the field) or error. An address that is not valid — in the browser's view or the server's — is
 * told under the field, as the form without JavaScript (/newsletter) does, and the field takes the
 * focus; a toast tells only what the visitor cannot fix there (network, 429, 5xx; ADR 068).
 */
export function NewsletterForm({ formStarted, labels }: NewsletterFormProps) {
  const [status, setStatus] = useState<Status>('idle')
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const honeypot = useRef<HTMLInputElement>(null)

  // Hydrated, the island validates and answers under the field instead of the browser's bubble.
  useEffect(() => {
    if (form.current) form.current.noValidate = true
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'pending') return
    const invalid = (message: string) => {
      setStatus('error')
      setFieldError(message)
      input.current?.focus()
    }
    if (!email.trim() || !input.current?.validity.valid) return invalid(labels.invalidEmail)
    setFieldError(null)
    setStatus('pending')
    try {
      const response = await apiRequest('POST', '/api/subscribe', { email: email.trim(), [HONEYPOT_FIELD]: honeypot.current?.value ?? '' })
      const { confirmationEmailSent } = (await response.json()) as { confirmationEmailSent: boolean }
      setStatus('success')
      setEmail('')
      toast(confirmationEmailSent ? { title: labels.sentTitle, description: labels.sentText } : { title: labels.unsentTitle, description: labels.unsentText })
    } catch (error) {
      const fieldMessage = error instanceof ApiRequestError && error.status === 400 ? fieldMessageOf(error.responseText) : null
      if (fieldMessage) return invalid(fieldMessage)
      setStatus('error')
      const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : labels.subscribeFailed
      toast({ title: labels.errorTitle, description: message, variant: 'destructive' })
    }
  }

  const pending = status === 'pending'
  return (
    <form ref={form} action="/newsletter" method="post" onSubmit={submit} data-status={status} className="mx-auto mt-8 flex max-w-md flex-col gap-3 sm:flex-row">
      <input type="hidden" name={STARTED_FIELD} value={formStarted} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {labels.honeypot}
          <input ref={honeypot} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="flex-1 text-left">
        <label htmlFor={FIELD_ID} className="sr-only">{labels.emailLabel}</label>
        <input
          ref={input}
          id={FIELD_ID}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={labels.placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? ERROR_ID : undefined}
          className={`field w-full text-slate-900 ${fieldError ? 'border-red-600 ring-2 ring-red-300' : ''}`}
        />
        {fieldError && (
          <p id={ERROR_ID} className="mt-2 rounded-md bg-white px-2 py-1 text-sm font-medium text-red-700">
            {fieldError}
          </p>
        )}
      </div>
      {/* Not `disabled` while pending: that would drop the focus of whoever just pressed it. submit() ignores a second press. */}
      <button type="submit" className="btn-light aria-disabled:cursor-wait aria-disabled:opacity-70" aria-disabled={pending || undefined}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  )
}

/** The server's message for the e-mail field of a 400 ({ error: { fields: { email } } }), if any. */
function fieldMessageOf(responseText: string): string | null {
  try {
    const body = JSON.parse(responseText) as { error?: { fields?: { email?: unknown } } }
    return typeof body.error?.fields?.email === 'string' ? body.error.fields.email : null
  } catch {
    return null
  }
}

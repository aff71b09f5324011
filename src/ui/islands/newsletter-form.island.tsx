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
    invalidTitle: string
    invalidEmail: string
    sentTitle: string
    sentText: string
    alreadyTitle: string
    alreadyText: string
    errorTitle: string
    subscribeFailed: string
  }
}

type Status = 'idle' | 'pending' | 'success' | 'error'

/**
 * SPEC §4: idle → pending (button disabled, "submitting" label) → success (field cleared) or
 * error, each told in a toast. Without JavaScript the same form posts to /newsletter.
 */
export function NewsletterForm({ formStarted, labels }: NewsletterFormProps) {
  const [status, setStatus] = useState<Status>('idle')
  const [email, setEmail] = useState('')
  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const honeypot = useRef<HTMLInputElement>(null)

  // Hydrated, the island validates and answers with toasts instead of the browser's bubble.
  useEffect(() => {
    if (form.current) form.current.noValidate = true
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'pending') return
    if (!email.trim() || !input.current?.validity.valid) {
      toast({ title: labels.invalidTitle, description: labels.invalidEmail, variant: 'destructive' })
      input.current?.focus()
      return
    }
    setStatus('pending')
    try {
      const response = await apiRequest('POST', '/api/subscribe', { email: email.trim(), [HONEYPOT_FIELD]: honeypot.current?.value ?? '' })
      const { confirmationEmailSent } = (await response.json()) as { confirmationEmailSent: boolean }
      setStatus('success')
      setEmail('')
      toast(confirmationEmailSent ? { title: labels.sentTitle, description: labels.sentText } : { title: labels.alreadyTitle, description: labels.alreadyText })
    } catch (error) {
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
      <label htmlFor="newsletter-email" className="sr-only">{labels.emailLabel}</label>
      <input
        ref={input}
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={labels.placeholder}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className="field flex-1 text-slate-900"
      />
      <button type="submit" className="btn-light disabled:cursor-wait disabled:opacity-70" disabled={pending} aria-disabled={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  )
}

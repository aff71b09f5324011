import { createHash } from 'node:crypto'
import type { TFunction } from 'i18next'
import type { ServiceContext } from '../config/app-context'
import type { Language } from '../i18n/languages'
import type { AppSecrets } from '../lib/secrets'
import { renderMail } from '../mail/mail-layout'
import { queueMail } from '../mail/mail.server'
import { canSendMail, type MailSettingsContext } from '../settings/email-settings.server'
import { getSiteSettings } from '../settings/settings.server'
import { SubscriberModel } from './newsletter.model'
import type { SubscribeResponse } from './newsletter.schema'
import { countRowsBy } from '../db/count'

const CONFIRM_TOKEN_DAYS = 7
const CONFIRM_TOKEN_MS = CONFIRM_TOKEN_DAYS * 86_400_000
const hash = (token: string) => createHash('sha256').update(token).digest('hex')

const UNSUBSCRIBE = 'unsubscribe'
const CONFIRM = 'newsletter-confirm'

/**
 * A confirmation link's token: `<subscriber id>-<issue time, base 36 seconds>-<signature>`,
 * signed with APP_SECRET like the unsubscribe links. Nothing is stored per link, so every link
 * e-mailed keeps working for its own 7 days: subscribing again sends another link without
 * voiding the ones already on their way (docs/decisions/068).
 */
function confirmToken({ secrets }: ServiceContext, subscriberId: number, issuedAt: Date): string {
  const issued = Math.floor(issuedAt.getTime() / 1000).toString(36)
  return `${subscriberId}-${issued}-${secrets.sign(CONFIRM, `${subscriberId}:${issued}`)}`
}

/** The subscriber a token names and when it was issued, or null when it is not one we signed. */
async function subscriberOfToken(secrets: AppSecrets, token: string): Promise<{ subscriber: SubscriberModel; issuedAt: number } | null> {
  const signed = /^(\d{1,10})-([0-9a-z]{1,10})-([A-Za-z0-9_-]{32})$/.exec(token)
  if (signed) {
    const [, id, issued, signature] = signed as unknown as [string, string, string, string]
    if (!secrets.verify(CONFIRM, `${id}:${issued}`, signature)) return null
    const subscriber = await SubscriberModel.query().findById(Number(id))
    return subscriber ? { subscriber, issuedAt: parseInt(issued, 36) * 1000 } : null
  }
  // A link e-mailed before signed tokens (a random token whose hash was stored): honoured until it expires.
  const subscriber = await SubscriberModel.query().findOne({ tokenHash: hash(token) })
  return subscriber ? { subscriber, issuedAt: new Date(subscriber.tokenCreatedAt ?? 0).getTime() } : null
}

export function unsubscribeUrl({ publicUrl, secrets }: ServiceContext, subscriberId: number, lng: string): string {
  return `${publicUrl}/newsletter/unsubscribe?id=${subscriberId}&token=${secrets.sign(UNSUBSCRIBE, String(subscriberId))}&lng=${lng}`
}

/**
 * The one answer to every accepted subscription (new, pending, confirmed or a honeypot hit): an
 * e-mail is on its way to the address only while mail can go out (canSendMail); without a mail
 * server it waits in the outbox, and the answer says so (confirmationEmailSent: false).
 */
export async function subscribeAnswer(ctx: MailSettingsContext): Promise<SubscribeResponse> {
  return { confirmationEmailSent: await canSendMail(ctx), status: 'pending' }
}

/**
 * Double opt-in: the address is stored as pending and a confirmation link is e-mailed in the
 * visitor's language. Subscribing again is not an error: a confirmed address stays confirmed
 * and is told so by e-mail, anyone else gets another link (the earlier ones keep working). The answer is the same in every case
 * (an e-mail is queued, the subscription is pending as far as the sender can know), so the form
 * never reveals whether an address is already a confirmed subscriber; only the address's owner
 * learns it, from their inbox. The caller answers with subscribeAnswer.
 */
export async function subscribe(email: string, ctx: ServiceContext & { lng: Language; t: TFunction }): Promise<void> {
  const site = await getSiteSettings()
  return SubscriberModel.transaction(async (trx) => {
    const existing = await SubscriberModel.query(trx).whereRaw('lower(email) = lower(?)', [email]).forUpdate().first()
    if (existing?.status === 'confirmed') {
      const mail = renderMail(
        {
          subject: ctx.t('publicForms.alreadySubscribed.subject', { name: site.businessName }),
          heading: ctx.t('publicForms.alreadySubscribed.heading'),
          paragraphs: [ctx.t('publicForms.alreadySubscribed.text'), ctx.t('mail.newsletter.ignore')],
          footer: `${site.businessName} · ${ctx.t('mail.newsletter.unsubscribe')}: ${unsubscribeUrl(ctx, existing.id, ctx.lng)}`,
        },
        ctx.lng,
      )
      await queueMail({ kind: 'newsletter-already', to: existing.email, language: ctx.lng, ...mail }, trx)
      return
    }
    const fields = { status: 'pending' as const, language: ctx.lng, unsubscribedAt: null }
    const subscriber = existing
      ? await existing.$query(trx).patchAndFetch(fields)
      : await SubscriberModel.query(trx).insertAndFetch({ email, source: 'website', ...fields })
    const link = `${ctx.publicUrl}/newsletter/confirm?token=${confirmToken(ctx, subscriber.id, new Date())}&lng=${ctx.lng}`
    const mail = renderMail(
      {
        subject: ctx.t('mail.newsletter.subject', { name: site.businessName }),
        heading: ctx.t('mail.newsletter.heading'),
        paragraphs: [ctx.t('mail.newsletter.text'), ctx.t('mail.newsletter.ignore')],
        button: { label: ctx.t('mail.newsletter.button'), url: link },
        footer: `${site.businessName} · ${ctx.t('mail.newsletter.unsubscribe')}: ${unsubscribeUrl(ctx, subscriber.id, ctx.lng)}`,
      },
      ctx.lng,
    )
    await queueMail({ kind: 'newsletter-confirm', to: email, language: ctx.lng, ...mail }, trx)
  })
}

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'invalid'

/**
 * What a confirmation link can do: confirm a pending subscriber within its 7 days, tell a
 * confirmed one that they are subscribed already (however old the link), or nothing.
 */
export async function confirmationState(secrets: AppSecrets, token: string): Promise<{ state: 'pending' | 'already-confirmed' | 'invalid'; subscriber?: SubscriberModel }> {
  const found = await subscriberOfToken(secrets, token)
  if (!found) return { state: 'invalid' }
  if (found.subscriber.status === 'confirmed') return { state: 'already-confirmed' }
  if (found.subscriber.status !== 'pending' || Date.now() - found.issuedAt > CONFIRM_TOKEN_MS) return { state: 'invalid' }
  return { state: 'pending', subscriber: found.subscriber }
}

/** Confirms through the button on the confirmation page (a POST: mail scanners only GET). */
export async function confirmSubscription(secrets: AppSecrets, token: string): Promise<ConfirmResult> {
  const { state, subscriber } = await confirmationState(secrets, token)
  if (state !== 'pending' || !subscriber) return state === 'already-confirmed' ? state : 'invalid'
  // Only a pending row is confirmed: two clicks at once both end as confirmed, once.
  const updated = await SubscriberModel.query().patch({ status: 'confirmed', confirmedAt: new Date() }).where({ id: subscriber.id, status: 'pending' })
  return updated > 0 ? 'confirmed' : 'already-confirmed'
}

function isValidUnsubscribeToken(secrets: AppSecrets, id: number, token: string): boolean {
  return secrets.verify(UNSUBSCRIBE, String(id), token)
}

/** What an unsubscribe link can still do: unsubscribe (`valid`), nothing more (`done`: already off the list), or nothing (`invalid`). */
export async function unsubscribeLinkState(secrets: AppSecrets, id: number, token: string): Promise<'valid' | 'done' | 'invalid'> {
  if (!isValidUnsubscribeToken(secrets, id, token)) return 'invalid'
  const subscriber = await SubscriberModel.query().findById(id).select('status')
  return subscriber?.status === 'unsubscribed' ? 'done' : 'valid'
}

export async function unsubscribe(secrets: AppSecrets, id: number, token: string): Promise<boolean> {
  if (!isValidUnsubscribeToken(secrets, id, token)) return false
  const updated = await SubscriberModel.query().patch({ status: 'unsubscribed', unsubscribedAt: new Date(), tokenHash: null }).where('id', id)
  return updated > 0
}

/**
 * "Unsubscribe anyway" after a broken link: e-mails a fresh unsubscribe link to the address when
 * it is subscribed (pending or confirmed), and nothing otherwise. The caller answers the same in
 * both cases, so only the address's owner learns whether it was on the list.
 */
export async function sendUnsubscribeLink(email: string, ctx: ServiceContext & { lng: Language; t: TFunction }): Promise<void> {
  const subscriber = await SubscriberModel.query().whereRaw('lower(email) = lower(?)', [email]).whereIn('status', ['pending', 'confirmed']).first()
  if (!subscriber) return
  const site = await getSiteSettings()
  const mail = renderMail(
    {
      subject: ctx.t('mail.newsletterUnsubscribe.subject', { name: site.businessName }),
      heading: ctx.t('mail.newsletterUnsubscribe.heading'),
      paragraphs: [ctx.t('mail.newsletterUnsubscribe.text'), ctx.t('mail.newsletterUnsubscribe.ignore')],
      button: { label: ctx.t('mail.newsletterUnsubscribe.button'), url: unsubscribeUrl(ctx, subscriber.id, ctx.lng) },
      footer: site.businessName,
    },
    ctx.lng,
  )
  await queueMail({ kind: 'newsletter-unsubscribe-link', to: subscriber.email, language: ctx.lng, ...mail })
}

export async function countSubscribersByStatus(): Promise<Record<string, number>> {
  return countRowsBy(SubscriberModel.query(), 'status')
}

/** The newest sign-ups (admin dashboard). */
export async function latestSubscribers(limit = 5): Promise<Array<{ id: number; email: string; status: string; language: string; createdAt: Date }>> {
  const rows = await SubscriberModel.query().select('id', 'email', 'status', 'language', 'createdAt').orderBy('createdAt', 'desc').limit(limit)
  return rows.map((r) => ({ id: r.id, email: r.email, status: r.status, language: r.language, createdAt: r.createdAt }))
}

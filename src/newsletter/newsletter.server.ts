import { createHash, randomBytes } from 'node:crypto'
import type { TFunction } from 'i18next'
import type { ServiceContext } from '../config/app-context'
import type { Language } from '../i18n/languages'
import type { AppSecrets } from '../lib/secrets'
import { renderMail } from '../mail/mail-layout'
import { queueMail } from '../mail/mail.server'
import { getSiteSettings } from '../settings/settings.server'
import { SubscriberModel } from './newsletter.model'
import type { SubscribeResponse } from './newsletter.schema'
import { countRowsBy } from '../db/count'

const CONFIRM_TOKEN_DAYS = 7
const hash = (token: string) => createHash('sha256').update(token).digest('hex')

const UNSUBSCRIBE = 'unsubscribe'

export function unsubscribeUrl({ publicUrl, secrets }: ServiceContext, subscriberId: number, lng: string): string {
  return `${publicUrl}/newsletter/unsubscribe?id=${subscriberId}&token=${secrets.sign(UNSUBSCRIBE, String(subscriberId))}&lng=${lng}`
}

/** The one answer to every accepted subscription (new, pending, confirmed or a honeypot hit). */
export const SUBSCRIBE_ANSWER: SubscribeResponse = Object.freeze({ confirmationEmailSent: true, status: 'pending' })

/**
 * Double opt-in: the address is stored as pending and a confirmation link is e-mailed in the
 * visitor's language. Subscribing again is not an error: a confirmed address stays confirmed
 * and is told so by e-mail, anyone else gets a fresh link. The answer is the same in every case
 * (an e-mail was sent, the subscription is pending as far as the sender can know), so the form
 * never reveals whether an address is already a confirmed subscriber; only the address's owner
 * learns it, from their inbox.
 */
export async function subscribe(email: string, ctx: ServiceContext & { lng: Language; t: TFunction }): Promise<SubscribeResponse> {
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
      return SUBSCRIBE_ANSWER
    }
    const token = randomBytes(24).toString('base64url')
    const fields = { status: 'pending' as const, language: ctx.lng, tokenHash: hash(token), tokenCreatedAt: new Date(), unsubscribedAt: null }
    const subscriber = existing
      ? await existing.$query(trx).patchAndFetch(fields)
      : await SubscriberModel.query(trx).insertAndFetch({ email, source: 'website', ...fields })
    const link = `${ctx.publicUrl}/newsletter/confirm?token=${token}&lng=${ctx.lng}`
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
    return SUBSCRIBE_ANSWER
  })
}

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'invalid'

/** Confirms through the button on the confirmation page (a POST: mail scanners only GET). */
export async function confirmSubscription(token: string): Promise<ConfirmResult> {
  const subscriber = await SubscriberModel.query().findOne({ tokenHash: hash(token) })
  if (!subscriber) return 'invalid'
  if (subscriber.status === 'confirmed') return 'already-confirmed'
  const age = Date.now() - new Date(subscriber.tokenCreatedAt ?? 0).getTime()
  if (subscriber.status !== 'pending' || age > CONFIRM_TOKEN_DAYS * 86_400_000) return 'invalid'
  await subscriber.$query().patch({ status: 'confirmed', confirmedAt: new Date() })
  return 'confirmed'
}

/** Whether a confirmation link is still good (the page shows the button only then). */
export async function isPendingToken(token: string): Promise<boolean> {
  const subscriber = await SubscriberModel.query().findOne({ tokenHash: hash(token) })
  return !!subscriber && subscriber.status === 'pending'
}

export function isValidUnsubscribeToken(secrets: AppSecrets, id: number, token: string): boolean {
  return secrets.verify(UNSUBSCRIBE, String(id), token)
}

export async function unsubscribe(secrets: AppSecrets, id: number, token: string): Promise<boolean> {
  if (!isValidUnsubscribeToken(secrets, id, token)) return false
  const updated = await SubscriberModel.query().patch({ status: 'unsubscribed', unsubscribedAt: new Date(), tokenHash: null }).where('id', id)
  return updated > 0
}

export async function countSubscribersByStatus(): Promise<Record<string, number>> {
  return countRowsBy(SubscriberModel.query(), 'status')
}

/** The newest sign-ups (admin dashboard). */
export async function latestSubscribers(limit = 5): Promise<Array<{ id: number; email: string; status: string; language: string; createdAt: Date }>> {
  const rows = await SubscriberModel.query().select('id', 'email', 'status', 'language', 'createdAt').orderBy('createdAt', 'desc').limit(limit)
  return rows.map((r) => ({ id: r.id, email: r.email, status: r.status, language: r.language, createdAt: r.createdAt }))
}

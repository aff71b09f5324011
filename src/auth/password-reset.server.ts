import { createHash, randomBytes } from 'node:crypto'
import type { TFunction } from 'i18next'
import type { Knex } from 'knex'
import { renderMail } from '../mail/mail-layout'
import { queueMail } from '../mail/mail.server'
import { getSiteSettings } from '../settings/settings.server'
import { hashPassword } from '../users/passwords'
import { UserModel } from '../users/users.model'
import { endSessionsOf } from '../users/users.admin.server'

/** A "forgot password" link is good once, for an hour (ADR 023). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
const TABLE = 'password_reset_tokens'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * E-mails a reset link when the address belongs to an account, and does nothing otherwise: the
 * caller answers the same either way. Only the token's hash is stored.
 */
export async function requestPasswordReset(
  email: string,
  ctx: { lng: string; t: TFunction; publicUrl: string; now?: Date },
): Promise<void> {
  const user = await UserModel.query().whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first()
  if (!user) return
  const now = ctx.now ?? new Date()
  const token = randomBytes(32).toString('base64url')
  const site = await getSiteSettings()
  const link = `${ctx.publicUrl}/auth/reset?token=${token}&lng=${ctx.lng}`
  const mail = renderMail(
    {
      subject: ctx.t('admin:passwordReset.mail.subject', { name: site.businessName }),
      heading: ctx.t('admin:passwordReset.mail.heading'),
      paragraphs: [ctx.t('admin:passwordReset.mail.text'), ctx.t('admin:passwordReset.mail.ignore')],
      button: { label: ctx.t('admin:passwordReset.mail.button'), url: link },
      footer: site.businessName,
    },
    ctx.lng,
  )
  await UserModel.transaction(async (trx) => {
    await trx(TABLE).insert({ userId: user.id, tokenHash: hashOf(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) })
    await queueMail({ kind: 'password-reset', to: user.email, language: ctx.lng, ...mail }, trx)
  })
}

/** Whether a link's token can still set a password (the reset page shows its form only then). */
export async function isUsableResetToken(token: string, now = new Date()): Promise<boolean> {
  if (!RESET_TOKEN_PATTERN.test(token)) return false
  const row = await UserModel.knex()(TABLE).where({ tokenHash: hashOf(token) }).whereNull('usedAt').where('expiresAt', '>', now).first('id')
  return Boolean(row)
}

/**
 * Sets a new password with a reset token: the token is consumed (with every other open token of
 * the user) and every session of the user ends, all in one transaction. Null when the token is
 * unknown, used or expired.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<{ userId: number; email: string } | null> {
  if (!RESET_TOKEN_PATTERN.test(token)) return null
  const passwordHash = await hashPassword(password)
  return UserModel.transaction(async (trx) => {
    const [row] = await trx(TABLE)
      .where({ tokenHash: hashOf(token) })
      .whereNull('usedAt')
      .where('expiresAt', '>', now)
      .update({ usedAt: now })
      .returning('userId')
    if (!row) return null
    const userId = Number(row.userId)
    const user = await UserModel.query(trx).findById(userId).patch({ passwordHash, mustChangePassword: false }).returning('email').first()
    await forgetResetTokens(trx, userId, now)
    await endSessionsOf([userId], { trx })
    return user ? { userId, email: user.email } : null
  })
}

/** Every open reset link of a user stops working (after a reset, or a password change when logged in). */
export async function forgetResetTokens(db: Knex | Knex.Transaction, userId: number, now = new Date()): Promise<void> {
  await db(TABLE).where({ userId }).whereNull('usedAt').update({ usedAt: now })
}

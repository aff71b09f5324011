import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Request, Response } from 'express'

/**
 * "Known device" cookies (ADR 023, after OWASP's device cookies): a browser that has logged in to
 * an account gets a signed random id bound to that account. Its logins to that account are
 * throttled on their own, never by failures from elsewhere, so an attacker guessing an account's
 * password cannot keep its owner out.
 */
export const DEVICE_COOKIE = 'mt.device'
const MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

function signature(secret: string, account: string, deviceId: string): Buffer {
  return createHmac('sha256', secret).update(`known-device:${account}:${deviceId}`).digest()
}

/** The device id when the request carries a valid cookie issued for this account (lower-cased e-mail), else null. */
export function knownDeviceOf(req: Request, secret: string, account: string): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE]
  if (typeof value !== 'string') return null
  const [deviceId = '', signed = ''] = value.split('.')
  if (!ID_PATTERN.test(deviceId)) return null
  const given = Buffer.from(signed, 'base64url')
  const expected = signature(secret, account, deviceId)
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null
}

/** Marks this browser as a known device of the account (keeping its id when it already has one for it). */
export function rememberDevice(req: Request, res: Response, { secret, account, secure }: { secret: string; account: string; secure: boolean }): void {
  const deviceId = knownDeviceOf(req, secret, account) ?? randomBytes(16).toString('base64url')
  const value = `${deviceId}.${signature(secret, account, deviceId).toString('base64url')}`
  res.cookie(DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: '/auth', maxAge: MAX_AGE_MS })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { startTestApp, type TestApp } from '../../tests/helpers/test-app'
import { appSecrets, SecretDecryptionError } from '../lib/secrets'
import { clearApiKeysCache, getPublicPageKeys, getApiKeys, maskedApiKeys, maskSecret, saveApiKeys, unreadableStoredSecrets } from './api-keys.server'

const TOKEN = 'EAAJb7Zsecret0wAhatsApp0token0ZZ9876'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ seed: false })
})
afterAll(async () => {
  await t?.close()
})

const storedRow = () => t.knex('settings').where({ key: 'api-keys' }).first()

describe('API keys settings', () => {
  it('reads as not configured before anything is saved', async () => {
    expect(await getApiKeys(t.context.secrets)).toEqual({ whatsappAccessToken: null, whatsappPhoneNumberId: null, ga4MeasurementId: null, googleSiteVerification: null, bingSiteVerification: null, stripeSecretKey: null, stripeWebhookSecret: null })
    expect((await getPublicPageKeys()).ga4MeasurementId).toBe(null)
    expect(await maskedApiKeys(t.context.secrets)).toEqual({ whatsappAccessToken: null, whatsappPhoneNumberId: null, ga4MeasurementId: null, googleSiteVerification: null, bingSiteVerification: null, stripeSecretKey: null, stripeWebhookSecret: null, unreadable: [] })
  })

  it('stores the token encrypted and the ids in plain text', async () => {
    const masked = await saveApiKeys(t.context.secrets, { whatsappAccessToken: ` ${TOKEN} `, whatsappPhoneNumberId: '106540352242922', ga4MeasurementId: 'g-ab12cd34' })
    expect(masked).toEqual({ whatsappAccessToken: '••••9876', whatsappPhoneNumberId: '106540352242922', ga4MeasurementId: 'G-AB12CD34', googleSiteVerification: null, bingSiteVerification: null, stripeSecretKey: null, stripeWebhookSecret: null, unreadable: [] })
    const row = await storedRow()
    expect(row.isSecret).toBe(true)
    expect(JSON.stringify(row)).not.toContain(TOKEN)
    expect(JSON.stringify(row)).not.toContain(TOKEN.slice(0, 12))
    expect(row.value.whatsappAccessToken).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/)
    expect(row.value.whatsappPhoneNumberId).toBe('106540352242922')
    expect(row.value.ga4MeasurementId).toBe('G-AB12CD34')
    expect(await getApiKeys(t.context.secrets)).toEqual({ whatsappAccessToken: TOKEN, whatsappPhoneNumberId: '106540352242922', ga4MeasurementId: 'G-AB12CD34', googleSiteVerification: null, bingSiteVerification: null, stripeSecretKey: null, stripeWebhookSecret: null })
    expect((await getPublicPageKeys()).ga4MeasurementId).toBe('G-AB12CD34')
  })

  it('keeps the search-engine verification tokens in plain text for every page head, refusing anything else', async () => {
    await saveApiKeys(t.context.secrets, { googleSiteVerification: ' Xy1-_abcDEF0123456789ghijklmnopqrstuvwxYZ ', bingSiteVerification: '0123456789ABCDEF0123456789ABCDEF' })
    expect((await getPublicPageKeys()).siteVerification).toEqual({ google: 'Xy1-_abcDEF0123456789ghijklmnopqrstuvwxYZ', bing: '0123456789ABCDEF0123456789ABCDEF' })
    await expect(saveApiKeys(t.context.secrets, { googleSiteVerification: 'abc"><script>alert(1)</script>' })).rejects.toBeInstanceOf(ZodError)
    await saveApiKeys(t.context.secrets, { googleSiteVerification: '', bingSiteVerification: null })
    expect((await getPublicPageKeys()).siteVerification).toEqual({ google: null, bing: null })
  })

  it('keeps a secret the admin screen left empty, and changes only what was sent', async () => {
    const before = (await storedRow()).value.whatsappAccessToken
    await saveApiKeys(t.context.secrets, { whatsappAccessToken: '', ga4MeasurementId: 'G-NEW1234' })
    await saveApiKeys(t.context.secrets, { whatsappPhoneNumberId: '200000000000001' })
    expect((await storedRow()).value.whatsappAccessToken).toBe(before)
    expect(await getApiKeys(t.context.secrets)).toEqual({ whatsappAccessToken: TOKEN, whatsappPhoneNumberId: '200000000000001', ga4MeasurementId: 'G-NEW1234', googleSiteVerification: null, bingSiteVerification: null, stripeSecretKey: null, stripeWebhookSecret: null })
  })

  it('re-encrypts a replaced token with a fresh IV, and removes keys on null or empty', async () => {
    const before = (await storedRow()).value.whatsappAccessToken
    await saveApiKeys(t.context.secrets, { whatsappAccessToken: TOKEN })
    expect((await storedRow()).value.whatsappAccessToken).not.toBe(before)
    await saveApiKeys(t.context.secrets, { ga4MeasurementId: '' })
    expect((await getPublicPageKeys()).ga4MeasurementId).toBe(null)
    await saveApiKeys(t.context.secrets, { whatsappAccessToken: null })
    expect((await getApiKeys(t.context.secrets)).whatsappAccessToken).toBeNull()
    await saveApiKeys(t.context.secrets, { whatsappAccessToken: TOKEN, ga4MeasurementId: 'G-AB12CD34' })
  })

  it('refuses a malformed measurement id or phone-number id without changing anything', async () => {
    await expect(saveApiKeys(t.context.secrets, { ga4MeasurementId: 'UA-12345-1' })).rejects.toBeInstanceOf(ZodError)
    await expect(saveApiKeys(t.context.secrets, { ga4MeasurementId: 'G-AB"><script>' })).rejects.toBeInstanceOf(ZodError)
    await expect(saveApiKeys(t.context.secrets, { whatsappPhoneNumberId: '+34 611' })).rejects.toBeInstanceOf(ZodError)
    expect((await getPublicPageKeys()).ga4MeasurementId).toBe('G-AB12CD34')
  })

  it('reads a value written by hand into a wrong shape as not configured', async () => {
    const row = await storedRow()
    await t.knex('settings').where({ key: 'api-keys' }).update({ value: JSON.stringify({ ...row.value, ga4MeasurementId: '</script><script>alert(1)' }) })
    clearApiKeysCache()
    expect((await getPublicPageKeys()).ga4MeasurementId).toBe(null)
    await t.knex('settings').where({ key: 'api-keys' }).update({ value: JSON.stringify(row.value) })
    clearApiKeysCache()
  })

  it('under another APP_SECRET: the token is unreadable, the rest still works', async () => {
    const another = appSecrets('another-secret-'.padEnd(64, 'x'))
    await expect(getApiKeys(another)).rejects.toBeInstanceOf(SecretDecryptionError)
    expect((await getPublicPageKeys()).ga4MeasurementId).toBe('G-AB12CD34')
    expect(await maskedApiKeys(another)).toMatchObject({ whatsappAccessToken: '••••', unreadable: ['whatsappAccessToken'] })
    expect((await getApiKeys(t.context.secrets)).whatsappAccessToken).toBe(TOKEN)
    // What start-up logs for the operator: the fields to enter again.
    expect(await unreadableStoredSecrets(another)).toEqual(['whatsappAccessToken'])
    expect(await unreadableStoredSecrets(t.context.secrets)).toEqual([])
  })

  it('seals the Stripe keys like the WhatsApp token, in their own fields, and refuses other shapes', async () => {
    const secretKey = 'sk_test_51Pq9ZkLmN0pQrStUvWxYz0123456789abcdefGHIJ'
    const webhookSecret = 'whsec_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6'
    const masked = await saveApiKeys(t.context.secrets, { stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret })
    expect(masked).toMatchObject({ stripeSecretKey: '••••GHIJ', stripeWebhookSecret: '••••O5p6' })
    const row = await storedRow()
    expect(JSON.stringify(row)).not.toContain(secretKey.slice(8, 24))
    expect(JSON.stringify(row)).not.toContain(webhookSecret.slice(6, 22))
    expect(row.value.stripeSecretKey).toMatch(/^v1:/)
    // Sealed for its field: a ciphertext copied into the other field does not decrypt.
    await t.knex('settings').where({ key: 'api-keys' }).update({ value: JSON.stringify({ ...row.value, stripeWebhookSecret: row.value.stripeSecretKey }) })
    clearApiKeysCache()
    // (The app's secrets come from the built library: its copy of the error class.)
    await expect(getApiKeys(t.context.secrets)).rejects.toMatchObject({ name: 'SecretDecryptionError', reason: 'unauthentic' })
    await t.knex('settings').where({ key: 'api-keys' }).update({ value: JSON.stringify(row.value) })
    clearApiKeysCache()
    expect(await getApiKeys(t.context.secrets)).toMatchObject({ stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret })
    for (const wrong of ['pk_live_51Pq9ZkLmN0pQrStUvWxYz0123', 'sk_prod_51Pq9ZkLmN0pQrStUvWxYz0123', 'sk_test_short', 'sk_test_51Pq9Zk LmN0pQrStUvWxYz0123']) {
      await expect(saveApiKeys(t.context.secrets, { stripeSecretKey: wrong })).rejects.toBeInstanceOf(ZodError)
    }
    await expect(saveApiKeys(t.context.secrets, { stripeWebhookSecret: 'we_1Pq9ZkLmN0pQrStUvWxYz0123' })).rejects.toBeInstanceOf(ZodError)
    expect(await saveApiKeys(t.context.secrets, { stripeSecretKey: 'rk_live_51Pq9ZkLmN0pQrStUvWxYz0123456789' })).toMatchObject({ stripeSecretKey: '••••6789' })
    await saveApiKeys(t.context.secrets, { stripeSecretKey: null, stripeWebhookSecret: null })
    expect(await getApiKeys(t.context.secrets)).toMatchObject({ stripeSecretKey: null, stripeWebhookSecret: null })
  })

  it('masks short secrets completely', () => {
    expect(maskSecret('short')).toBe('••••')
    expect(maskSecret('abcdefgh1234')).toBe('••••1234')
  })
})

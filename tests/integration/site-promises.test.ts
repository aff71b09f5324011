import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../src/i18n/languages'
import { faqs } from '../../src/seed/content/faq'
import { BookingRulesSchema, DEFAULT_BOOKING_RULES } from '../../src/transfers/booking-rules'
import { DEFAULT_PRICING, PricingSettingsSchema, TRANSFER_PRICING_KEY } from '../../src/transfers/pricing-settings'
import { TRANSFER_BOOKING_RULES_KEY } from '../../src/transfers/booking-rules'
import { html, tr } from '../helpers/locales'
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built, startTestApp, type TestApp } from '../helpers/test-app'

/**
 * Issue 16, "what the site promises" (docs/decisions/052): what the FAQ, the terms, the footer and
 * the trip pages say about payment, confirmation and cancellation is what the system does — the
 * hours the transfer rules and the trips apply, the reminder that names the driver, and no PayPal
 * (the site cannot know whether the Stripe account offers it).
 */
let t: TestApp
let stripe: StripeStandIn
beforeAll(async () => {
  stripe = await startStripeStandIn()
  t = await startTestApp({ env: { STRIPE_API_URL: stripe.url } })
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

const HOURS = /(\d+)\s(?:horas|hours|Stunden|hores)/
const hoursIn = (text: string) => Number(HOURS.exec(text)?.[1])
const faqAnswer = (questionEn: string) => faqs.find((f) => f.question.en === questionEn)!.answer
const get = async (address: string) => {
  const res = await request(t.app).get(address)
  expect(res.status, address).toBe(200)
  return res.text
}

async function transferPricing() {
  const row = await t.knex('settings').where({ key: TRANSFER_PRICING_KEY }).first()
  return PricingSettingsSchema.parse(row?.value ?? DEFAULT_PRICING)
}
async function bookingRules() {
  const row = await t.knex('settings').where({ key: TRANSFER_BOOKING_RULES_KEY }).first()
  return BookingRulesSchema.parse(row?.value ?? DEFAULT_BOOKING_RULES)
}

/** The free-cancellation hours most published trips sold online apply (what "usually" means in the terms). */
async function usualTripCancellationHours(): Promise<number> {
  const rows = (await t.knex('trips').where({ status: 'published', booking_mode: 'instant' }).pluck('free_cancellation_hours')) as Array<number | null>
  const counts = new Map<number | null, number>()
  for (const hours of rows) counts.set(hours, (counts.get(hours) ?? 0) + 1)
  const [usual, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!
  expect(count * 2, 'most trips share one policy').toBeGreaterThan(rows.length)
  return usual!
}

describe('cancellation: the hours the pages state are the hours the system applies', () => {
  it('transfers: the FAQ answer on /legal/faq, in every language, states the free-cancellation hours of the transfer rules', async () => {
    const { freeCancellationHours } = await transferPricing()
    const answer = faqAnswer('Can I cancel my transfer?')
    for (const lng of LANGUAGES) {
      expect(hoursIn(answer[lng]), lng).toBe(freeCancellationHours)
      expect(await get(`/legal/faq?lng=${lng}`)).toContain(html(answer[lng]))
    }
  })

  it('the terms, in every language: the transfer hours of the transfer rules, then the trips’ usual hours', async () => {
    const { freeCancellationHours } = await transferPricing()
    const usual = await usualTripCancellationHours()
    for (const lng of LANGUAGES) {
      const page = await get(`/legal/terms?lng=${lng}`)
      const stated = [...page.matchAll(/<strong>([^<]*)<\/strong>/g)].map((m) => m[1]!).filter((bold) => HOURS.test(bold)).map(hoursIn)
      expect(stated, lng).toEqual([freeCancellationHours, usual])
    }
  })

  it('the home page’s promise for most trips is the trips’ usual policy', async () => {
    const usual = await usualTripCancellationHours()
    for (const lng of LANGUAGES) {
      const text = tr(lng, 'home', 'features.items.flexible.text')
      expect(hoursIn(text), lng).toBe(usual)
      expect(await get(`/?lng=${lng}`)).toContain(html(text))
    }
  })
})

describe('the driver: named in the reminder the transfer rules send, not promised "the day before" regardless', () => {
  it('the FAQ states the reminder hours of the booking rules and points to the booking page for the driver', async () => {
    const { reminderHoursBefore } = await bookingRules()
    const answer = faqAnswer('Where will the driver meet me at Menorca Airport?')
    for (const lng of LANGUAGES) expect(hoursIn(answer[lng]), lng).toBe(reminderHoursBefore)
    expect(answer.en).toMatch(/reminder with your driver's name and phone if one is already assigned; your booking page shows them/)
  })

  it('no customer text promises the driver’s details on a fixed day: the reminder carries them only once assigned', () => {
    const dayBefore = /(day before|Vortag|día antes|dia abans)[^"]*(driver|Fahrer|conductor)|(driver|Fahrer|conductor)[^"]*(day before|Vortag|día antes|dia abans)/i
    for (const lng of LANGUAGES) {
      const file = readFileSync(path.resolve('locales', lng, 'airport-transfers.json'), 'utf8')
      expect(file.match(dayBefore), lng).toBeNull()
    }
    for (const faq of faqs) for (const lng of LANGUAGES) expect(faq.answer[lng].match(dayBefore), `${faq.question.en} ${lng}`).toBeNull()
  })
})

describe('payment methods: only those offered', () => {
  const PAYPAL = /paypal/i
  /** Public pages that speak of paying: the FAQ, terms, privacy, the transfer pages, a trip page, home. */
  const paymentPages = async () => {
    const trip = await t.knex('trips').where({ slug: 'mao-harbour-sunset-cruise-gin' }).first()
    return ['/', '/legal/faq', '/legal/terms', '/legal/privacy', '/services', '/airport-transfers', '/airport-transfers/request', '/airport-transfers/fornells', `/trips/${trip.id}`]
  }

  it('no interface string for visitors names PayPal, in any language (the staff screen explains what Stripe may offer)', () => {
    for (const lng of LANGUAGES) {
      for (const file of readdirSync(path.resolve('locales', lng)).filter((name) => name !== 'admin.json')) {
        expect(readFileSync(path.resolve('locales', lng, file), 'utf8'), `${lng}/${file}`).not.toMatch(PAYPAL)
      }
    }
  })

  it('without Stripe keys: no page names PayPal, the footer shows no card logos, a trip page says "on the day" only', async () => {
    const trip = await t.knex('trips').where({ slug: 'mao-harbour-sunset-cruise-gin' }).first()
    expect([trip.onlinePayment, trip.payOnDayAllowed]).toEqual(['full', true])
    for (const lng of LANGUAGES) {
      for (const address of await paymentPages()) {
        const page = await get(`${address}${address.includes('?') ? '&' : '?'}lng=${lng}`)
        expect(page, `${address} ${lng}`).not.toMatch(PAYPAL)
        expect(page, `${address} ${lng}`).not.toContain('/payments/')
      }
      const tripPage = await get(`/trips/${trip.id}?lng=${lng}`)
      expect(tripPage).toContain(`>${html(tr(lng, 'trips', 'facts.paymentNone'))}<`)
      expect(tripPage).not.toContain(html(tr(lng, 'trips', 'facts.paymentFull')))
      // Confirmed when booked, not "when your online payment arrives".
      expect(tripPage).toContain(`>${html(tr(lng, 'trips', 'facts.confirmationAtOnce'))}<`)
      expect(tripPage).not.toContain(html(tr(lng, 'trips', 'facts.confirmationInstant')))
    }
  })

  it('with Stripe keys: the footer shows the card brands Stripe takes (Visa, Mastercard) and still no PayPal; the trip page offers card or the day', async () => {
    await built.saveApiKeys(t.context.secrets, stripe.apiKeys)
    try {
      const trip = await t.knex('trips').where({ slug: 'mao-harbour-sunset-cruise-gin' }).first()
      for (const lng of LANGUAGES as readonly Language[]) {
        const home = await get(`/?lng=${lng}`)
        for (const brand of ['visa', 'mastercard']) expect(home).toContain(`/payments/${brand}.svg`)
        expect(home).toContain(`aria-label="${html(tr(lng, 'common', 'footer.paymentMethods'))}"`)
        expect(home).not.toMatch(PAYPAL)
        const tripPage = await get(`/trips/${trip.id}?lng=${lng}`)
        expect(tripPage).toContain(html(`${tr(lng, 'trips', 'facts.paymentFull')} ${tr(lng, 'trips', 'facts.paymentOrOnDay')}`))
        expect(tripPage).toContain(`>${html(tr(lng, 'trips', 'facts.confirmationInstant'))}<`)
        expect(tripPage).not.toMatch(PAYPAL)
      }
    } finally {
      await built.saveApiKeys(t.context.secrets, { stripeSecretKey: null, stripeWebhookSecret: null })
    }
  })

  it('the structured data names the ways the business is paid, without PayPal', async () => {
    const home = await get('/?lng=en')
    expect(home).toContain('"paymentAccepted":"Cash, Credit Card"')
  })
})

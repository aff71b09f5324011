import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { breadcrumbJsonLd, type Crumb } from '../seo/json-ld'
import { pageHead } from '../seo/page-head.server'
import type { BookingView } from './booking-view'
import { quoteMessages, transferFieldErrors } from './field-errors'
import type { PricingSettings } from './pricing-settings'
import type { PriceTable, Quote } from './quote'
import { transferServiceJsonLd, type OfferInput } from './transfers-json-ld'
import { islandToday, prefillValues } from './transfers.schema'
import { SERVICE_VEHICLES, type TransferService } from './service-kinds'
import type { TransferCatalog } from './transfers.server'
import { getTransferCatalog, loadTransfers, quoteFromInput } from './transfers.server'
import { listFaq } from '../faq/faq.server'
import { findBooking } from './bookings.server'
import { bookingRules } from './booking-rules.server'
import { onlinePaymentsAvailable } from '../payments/payments.server'
import { canSendMail } from '../settings/email-settings.server'
import { CANCEL_OUTCOMES } from './booking-changes.server'
import { formIdempotencyKey } from '../lib/idempotency'
import { addDays } from '../lib/island-time'

// Shared +data of the transfer pages (views/airport-transfers/**, views/menorca-taxis).

const NS = 'airport-transfers:'
const SLUG_RE = /^[a-z0-9-]{1,80}$/

function hubCrumbs(pc: PageContextServer, ...rest: Crumb[]): Crumb[] {
  return [{ name: pc.t('nav.home'), path: '/' }, { name: pc.t(`${NS}title`), path: '/airport-transfers' }, ...rest]
}

function offersOf(catalog: TransferCatalog, filter: { town?: string; vehicles?: string[] } = {}): OfferInput[] {
  const name = (code: string) => catalog.vehicles.find((v) => v.code === code)?.name ?? code
  return catalog.towns
    .filter((town) => !filter.town || town.slug === filter.town)
    .flatMap((town) => town.fares.filter((f) => !filter.vehicles || filter.vehicles.includes(f.vehicle)).map((f) => ({ name: `${town.name} · ${name(f.vehicle)} (${f.min}–${f.max})`, cents: f.cents })))
}

function serviceJsonLd(pc: PageContextServer, catalog: TransferCatalog, name: string, description: string, offers: OfferInput[], areaServed = ['Menorca']) {
  return transferServiceJsonLd({ name, description, path: pc.urlPathname, lng: pc.lng, publicUrl: pc.publicUrl, areaServed, currency: catalog.currency, offers })
}

/** /airport-transfers: vehicles, towns, what is included, the FAQ, the quote form. */
export async function hubData(pc: PageContextServer) {
  const { lng, t, publicUrl } = pc
  const [catalog, faq] = await Promise.all([getTransferCatalog(lng), listFaq('transfers', lng)])
  const crumbs: Crumb[] = [{ name: t('nav.home'), path: '/' }, { name: t(`${NS}title`) }]
  const head = await pageHead(pc, 'airport-transfers', {
    fallback: { title: t(`${NS}title`), description: t(`${NS}intro`) },
    jsonLd: [serviceJsonLd(pc, catalog, t(`${NS}title`), t(`${NS}intro`), offersOf(catalog)), breadcrumbJsonLd(crumbs, publicUrl, lng)],
  })
  return { head, crumbs, catalog, faq, today: islandToday() }
}
export type HubData = Awaited<ReturnType<typeof hubData>>

/** /airport-transfers/{town}: only towns with their own page; any other slug is a 404. */
export async function townData(pc: PageContextServer) {
  const { lng, t, publicUrl, routeParams } = pc
  const slug = String(routeParams.town ?? '')
  if (!SLUG_RE.test(slug)) throw render(404)
  const catalog = await getTransferCatalog(lng)
  const town = catalog.towns.find((x) => x.slug === slug && x.hasPage)
  if (!town) throw render(404)
  const title = t(`${NS}town.title`, { town: town.name })
  const crumbs = hubCrumbs(pc, { name: town.name })
  const head = await pageHead(pc, `airport-transfers-${slug}`, {
    fallback: { title, description: town.description },
    jsonLd: [serviceJsonLd(pc, catalog, title, town.description, offersOf(catalog, { town: slug }), [town.name, 'Menorca']), breadcrumbJsonLd(crumbs, publicUrl, lng)],
  })
  return { head, crumbs, catalog, town, title, today: islandToday(), otherTowns: catalog.towns.filter((x) => x.hasPage && x.slug !== slug) }
}
export type TownData = Awaited<ReturnType<typeof townData>>

/** /airport-transfers/private, /groups, /vip: one service, its vehicles and their fares. */
export async function serviceData(pc: PageContextServer, service: TransferService) {
  const vehicles = SERVICE_VEHICLES[service]
  const { lng, t, publicUrl } = pc
  const catalog = await getTransferCatalog(lng)
  const title = t(`${NS}services.${service}.title`)
  const intro = t(`${NS}services.${service}.intro`)
  const crumbs = hubCrumbs(pc, { name: title })
  const head = await pageHead(pc, `airport-transfers-${service}`, {
    fallback: { title, description: intro },
    jsonLd: [serviceJsonLd(pc, catalog, title, intro, offersOf(catalog, { vehicles })), breadcrumbJsonLd(crumbs, publicUrl, lng)],
  })
  return { head, crumbs, catalog, service, title, intro, vehicles: catalog.vehicles.filter((v) => vehicles.includes(v.code)) }
}
export type ServiceData = Awaited<ReturnType<typeof serviceData>>

/** The office's closed days a request sent now could wait through (its form says so). */
function closedSoon(closedDays: readonly string[]): string[] {
  const today = islandToday()
  const horizon = addDays(today, 14)
  return closedDays.filter((day) => day >= today && day <= horizon)
}

const FORM_DEFAULTS: Record<string, string> = { tripType: 'one-way', from: 'airport', adults: '2', children: '0', infants: '0', suitcases: '2', vehicle: 'car' }

export interface RequestFormData {
  catalog: TransferCatalog
  defaults: Record<string, string>
  idempotencyKey: string
  quote: Quote | null
  /** Why the form's party has no price (the price box names the first of them: quoteProblem). */
  quoteFields: Record<string, string>
  /** What the quote API prices with, for the price box to check the form before it asks (seasons without their staff names). */
  pricing: { table: PriceTable; settings: PricingSettings }
  /** The texts of a refused quote, as templates the price box fills in (quoteMessages). */
  quoteMessages: Record<string, string>
  today: string
  /** How this booking can be paid, as the rules and the keys allow now (the site offers only what it can honour). */
  /** replyHours: office hours (from officeOpensAt to officeClosesAt, island clock), not the clock's. */
  /** officeClosedWeekdays: the days of the week the office does not answer (ISO); officeClosedSoon: the dates of the next two weeks it does not. */
  payment: { mode: 'choice' | 'online' | 'driver'; depositPercent: number; instantHours: number; replyHours: number; officeOpensAt: string; officeClosesAt: string; officeClosedWeekdays: number[]; officeClosedSoon: string[] }
  /** The same traveller already booked this day and route: the form asks to confirm a second one. */
  askDuplicate: boolean
}

/**
 * The request form's starting point: the visitor's values after a POST, else the query's
 * pre-fill (from, to, date, town, vehicle, passengers); the price of what it shows; a fresh idempotency key
 * (kept across re-renders, so a resubmitted form is still one request).
 */
export async function requestFormData(pc: PageContextServer, catalog: TransferCatalog): Promise<RequestFormData> {
  const { t, query, form } = pc
  const defaults = { ...FORM_DEFAULTS, ...prefillValues(query, { towns: catalog.towns.map((x) => x.slug), vehicles: catalog.vehicles }) }
  const answer = await quoteFromInput(form?.values ?? defaults)
  const vehicleName = (code: string) => catalog.vehicles.find((v) => v.code === code)?.name ?? code
  const [rules, online, { table, pricing }] = await Promise.all([bookingRules(), onlinePaymentsAvailable(pc.appContext.secrets), loadTransfers()])
  return {
    catalog,
    pricing: { table: { ...table, seasons: table.seasons.map((s) => ({ ...s, name: '' })) }, settings: pricing },
    quoteMessages: quoteMessages(t),
    payment: { mode: !online ? 'driver' : rules.paymentMode, depositPercent: rules.depositPercent, instantHours: rules.instantMinNoticeHours, replyHours: rules.onRequestReplyHours, officeOpensAt: rules.officeOpensAt, officeClosesAt: rules.officeClosesAt, officeClosedWeekdays: rules.officeClosedWeekdays, officeClosedSoon: closedSoon(rules.officeClosedDays) },
    askDuplicate: Boolean(form?.errors.confirmDuplicate || form?.values.confirmDuplicate),
    defaults,
    idempotencyKey: formIdempotencyKey(form, globalThis.crypto.randomUUID()),
    quote: answer.ok ? answer.quote : null,
    quoteFields: answer.ok ? {} : transferFieldErrors(answer.issues, t, vehicleName),
    today: islandToday(),
  }
}

export async function requestData(pc: PageContextServer) {
  const { lng, t, publicUrl } = pc
  const catalog = await getTransferCatalog(lng)
  const title = t(`${NS}request.title`)
  const crumbs = hubCrumbs(pc, { name: title })
  const head = await pageHead(pc, 'airport-transfers-request', { fallback: { title, description: t(`${NS}request.intro`) }, jsonLd: [breadcrumbJsonLd(crumbs, publicUrl, lng)] })
  return { head, crumbs, title, form: await requestFormData(pc, catalog) }
}
export type RequestData = Awaited<ReturnType<typeof requestData>>

/** /menorca-taxis: the standalone landing page (its own minimal layout). */
export async function taxisData(pc: PageContextServer) {
  const { lng, t } = pc
  const catalog = await getTransferCatalog(lng)
  const head = await pageHead(pc, 'menorca-taxis', {
    fallback: { title: t(`${NS}taxis.title`), description: t(`${NS}taxis.intro`) },
    jsonLd: [serviceJsonLd(pc, catalog, t(`${NS}taxis.title`), t(`${NS}taxis.intro`), offersOf(catalog))],
  })
  return { head, catalog, form: await requestFormData(pc, catalog) }
}
export type TaxisData = Awaited<ReturnType<typeof taxisData>>

async function bookingFromQuery(pc: PageContextServer): Promise<BookingView | null> {
  const { ref, token } = pc.query
  if (!ref && !token) return null
  const booking = ref && token ? await findBooking(pc.appContext, ref, token, pc.lng) : null
  // A wrong or forged link shows nothing, the same way for a reference that does not exist.
  if (!booking) throw render(404)
  return booking
}

/** /airport-transfers/request/confirmation?ref&token: what was stored, with its price. */
export async function confirmationData(pc: PageContextServer) {
  const booking = await bookingFromQuery(pc)
  if (!booking) throw render(404)
  const title = pc.t(`${NS}confirmation.titles.${booking.status}`)
  const head = await pageHead(pc, null, { fallback: { title, description: title }, robots: 'noindex, nofollow' })
  return { head, crumbs: hubCrumbs(pc, { name: title }), title, booking, canSendMail: await canSendMail(pc.appContext) }
}
export type ConfirmationData = Awaited<ReturnType<typeof confirmationData>>

/** /airport-transfers/booking: the look-up form, or (with a signed link) the booking itself. */
export async function bookingData(pc: PageContextServer) {
  const booking = await bookingFromQuery(pc)
  const title = pc.t(`${NS}booking.title`)
  const head = await pageHead(pc, null, { fallback: { title, description: pc.t(`${NS}booking.intro`) }, robots: 'noindex, follow' })
  const cancel = CANCEL_OUTCOMES.find((outcome) => outcome === pc.query.cancel) ?? null
  const checkout = ['success', 'cancelled', 'unavailable'].includes(pc.query.checkout ?? '') ? (pc.query.checkout as 'success' | 'cancelled' | 'unavailable') : null
  const payment = ['driver', 'closed'].includes(pc.query.payment ?? '') ? (pc.query.payment as 'driver' | 'closed') : null
  const [rules, online] = booking ? await Promise.all([bookingRules(), onlinePaymentsAvailable(pc.appContext.secrets)]) : [null, false]
  // A cancellation just done says whether its e-mail is on its way.
  const mail = cancel === 'cancelled' ? await canSendMail(pc.appContext) : false
  return {
    head,
    crumbs: hubCrumbs(pc, { name: title }),
    title,
    booking,
    cancel,
    checkout,
    payment,
    canSendMail: mail,
    /** What the payment box offers: paying online now (Stripe set up), paying the driver instead (the operator lets customers choose). */
    payOptions: { online, driver: rules?.paymentMode === 'choice' },
  }
}
export type BookingData = Awaited<ReturnType<typeof bookingData>>

import { changingContent } from '../content-kit/content-changed'
import { recordChange, type Actor } from '../audit/audit.server'
import { fromForm, toForm } from '../content-kit/translatable-form'
import { versionField } from '../content-kit/edit-version'
import { db } from '../db/knex'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { NotFoundError, RefusedError, TakenError } from '../lib/errors'
import { islandTimeToInstant, localParts } from '../lib/island-time'
import { TripModel } from '../trips/trips.model'
import { CATEGORY_TEXTS, GUIDE_LANGUAGES, guideField, type BookingSettings, type ClosureForm, type OneOffForm, type PriceCategoryForm, type ScheduleForm } from './availability.schema'
import { applyClosure, regenerateTrip, type ClosureEffect, type Regenerated } from './departures.server'
import type { ScheduleRule } from './generation'
import { TripClosureModel, TripPriceCategoryModel, TripResourceModel, TripScheduleModel } from './departures.model'
import { formatAmount } from '../i18n/format'

// The writes and reads of /admin/trips/{id}/availability (docs/decisions/042): a trip's booking
// settings, price categories, schedules, one-off departures and closures. Every change writes its
// audit row in its own transaction; the reads it needs come first (ADR 018).

const json = (value: unknown) => JSON.stringify(value)
export const AVAILABILITY_SUBJECT = 'trip-availability'
const subjectOf = (tripId: number) => ({ type: AVAILABILITY_SUBJECT, id: tripId })

async function tripOr404(tripId: number): Promise<TripModel> {
  const trip = await TripModel.query().findById(tripId)
  if (!trip) throw new NotFoundError(`No trip ${tripId}`)
  return trip
}

const guideValues = (languages: readonly string[] | null) => Object.fromEntries(GUIDE_LANGUAGES.map((code) => [guideField(code), languages?.includes(code) ? 'on' : '']))
const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))

/** A trip's booking settings as their form shows them. */
function bookingSettingsValues(trip: TripModel): Record<string, string> {
  return {
    bookingMode: trip.bookingMode,
    onlinePayment: trip.onlinePayment,
    depositPercent: String(trip.depositPercent),
    payOnDayAllowed: trip.payOnDayAllowed ? 'on' : '',
    cutoffHours: String(trip.cutoffHours),
    freeCancellationHours: numberText(trip.freeCancellationHours),
    defaultCapacity: String(trip.defaultCapacity),
    durationMinutes: String(trip.durationMinutes),
    resourceId: numberText(trip.resourceId),
    ...guideValues(trip.guideLanguages),
  }
}

/** The booking settings form's values as stored now: what a save is merged with (field-merge.ts). */
export async function storedBookingSettingsValues(tripId: number): Promise<Record<string, string>> {
  return bookingSettingsValues(await tripOr404(tripId))
}

/** A price category's edit form values (its version included). */
export function categoryFormValues(category: TripPriceCategoryModel, lng: Language): Record<string, string> {
  return { code: category.code, ...toForm(category, CATEGORY_TEXTS), unit: category.unit, seats: String(category.seats), minAge: numberText(category.minAge), maxAge: numberText(category.maxAge), price: formatAmount(category.priceCents, lng), sortOrder: String(category.sortOrder) }
}

/** A schedule's edit form values (its version included). */
export function scheduleFormValues(schedule: TripScheduleModel): Record<string, string> {
  return {
    ...versionField(schedule.updatedAt),
    startsOn: schedule.startsOn,
    endsOn: schedule.endsOn,
    times: schedule.times.join(', '),
    capacity: numberText(schedule.capacity),
    ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`day${d}`, schedule.weekdays.includes(d) ? 'on' : ''])),
    ...guideValues(schedule.guideLanguages),
  }
}

export interface DepartureLine {
  id: number
  date: string
  time: string
  seatsTaken: number
  capacity: number
  status: string
}

/** Everything the availability screen shows, and the values of its forms. */
export async function availabilityScreen(tripId: number, lng: Language, { categoryId, scheduleId, kept = [] }: { categoryId?: number; scheduleId?: number; kept?: number[] }, now = new Date()) {
  const trip = await tripOr404(tripId)
  const today = localParts(now).date
  const [resources, categories, schedules, oneOffs, closures, keptRows] = await Promise.all([
    TripResourceModel.query().orderBy('name'),
    TripPriceCategoryModel.query().where({ tripId }).orderBy([{ column: 'sortOrder' }, { column: 'id' }]),
    TripScheduleModel.query().where({ tripId }).orderBy([{ column: 'startsOn' }, { column: 'id' }]),
    db()('trip_departures').where({ trip_id: tripId }).whereNull('schedule_id').where('starts_at', '>', now).orderBy('starts_at').select('id', 'local_date as date', 'local_time as time', 'seats_taken', 'capacity', 'status') as Promise<DepartureLine[]>,
    TripClosureModel.query().where((w) => w.where({ tripId }).orWhereNull('tripId')).where('endsOn', '>=', today).orderBy('startsOn'),
    kept.length ? (db()('trip_departures').whereIn('id', kept).where({ trip_id: tripId }).orderBy('starts_at').select('id', 'local_date as date', 'local_time as time', 'seats_taken', 'capacity', 'status') as Promise<DepartureLine[]>) : Promise.resolve([]),
  ])
  // Open departures with bookings inside a closure: never closed silently, listed with a link.
  const bookedInClosures: DepartureLine[] = closures.length
    ? await db()('trip_departures')
        .where({ trip_id: tripId, status: 'open' })
        .where('starts_at', '>', now)
        .where('seats_taken', '>', 0)
        .where((w) => {
          for (const c of closures) w.orWhereBetween('local_date', [c.startsOn, c.endsOn])
        })
        .orderBy('starts_at')
        .select('id', 'local_date as date', 'local_time as time', 'seats_taken', 'capacity', 'status')
    : []
  const editingCategory = categoryId ? categories.find((c) => c.id === categoryId) : undefined
  const editingSchedule = scheduleId ? schedules.find((s) => s.id === scheduleId) : undefined
  return {
    trip: { id: trip.id, name: translate(trip, 'name', lng), bookingMode: trip.bookingMode, status: trip.status },
    settings: bookingSettingsValues(trip),
    resources: resources.map((r) => ({ value: String(r.id), label: `${r.name} (${r.capacity})` })),
    categories: categories.map((c) => ({ id: c.id, code: c.code, label: translate(c, 'label', lng), unit: c.unit, seats: c.seats, minAge: c.minAge, maxAge: c.maxAge, priceCents: c.priceCents, active: c.active })),
    categoryForm: editingCategory ? { id: editingCategory.id, values: categoryFormValues(editingCategory, lng) } : { id: null, values: { unit: 'person', seats: '1', sortOrder: String(categories.length) } as Record<string, string> },
    schedules: schedules.map((s): ScheduleRule => ({ id: s.id, startsOn: s.startsOn, endsOn: s.endsOn, weekdays: s.weekdays, times: s.times, capacity: s.capacity, guideLanguages: s.guideLanguages })),
    scheduleForm: editingSchedule ? { id: editingSchedule.id, values: scheduleFormValues(editingSchedule) } : { id: null, values: Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`day${d}`, 'on'])) as Record<string, string> },
    oneOffs,
    closures: closures.map((c) => ({ id: c.id, tripId: c.tripId, startsOn: c.startsOn, endsOn: c.endsOn, reason: c.reason })),
    kept: keptRows,
    bookedInClosures,
  }
}


/** The trip's booking settings; a changed capacity, resource or languages reach its unbooked departures. */
export async function saveBookingSettings(tripId: number, data: BookingSettings, actor: Actor): Promise<Regenerated> {
  const trip = await tripOr404(tripId)
  if (data.resourceId !== null && !(await TripResourceModel.query().findById(data.resourceId))) throw new RefusedError(400, 'common:forms.errors.invalid', {}, 'resourceId')
  const before = { bookingMode: trip.bookingMode, onlinePayment: trip.onlinePayment, depositPercent: trip.depositPercent, payOnDayAllowed: trip.payOnDayAllowed, cutoffHours: trip.cutoffHours, freeCancellationHours: trip.freeCancellationHours, defaultCapacity: trip.defaultCapacity, durationMinutes: trip.durationMinutes, resourceId: trip.resourceId, guideLanguages: trip.guideLanguages }
  const changes = Object.fromEntries(Object.entries(data).filter(([k, v]) => json(before[k as keyof typeof before]) !== json(v)).map(([k, v]) => [k, [before[k as keyof typeof before], v]])) as Record<string, [unknown, unknown]>
  return changingContent(() =>
    db().transaction(async (trx) => {
      // updated_at is the version of the trip's own edit form (ADR 067), which writes none of these:
      // saving the booking rules must not tell someone editing the texts that their trip changed.
      // The rules have their own history (recordChange below).
      await trx('trips').where({ id: tripId }).update({
        booking_mode: data.bookingMode, online_payment: data.onlinePayment, deposit_percent: data.depositPercent, pay_on_day_allowed: data.payOnDayAllowed, cutoff_hours: data.cutoffHours,
        free_cancellation_hours: data.freeCancellationHours, default_capacity: data.defaultCapacity, duration_minutes: data.durationMinutes, resource_id: data.resourceId,
        guide_languages: json(data.guideLanguages),
      })
      await recordChange(trx, { subject: subjectOf(tripId), actor, action: 'settings', changes })
      return regenerateTrip(trx, tripId)
    }),
  )
}

function categoryRow(data: PriceCategoryForm) {
  const { plain, translations } = fromForm(data as Record<string, unknown>, CATEGORY_TEXTS)
  return { code: data.code, label: plain.label, translations: json(translations), unit: data.unit, seats: data.seats, min_age: data.minAge, max_age: data.maxAge, price_cents: data.price, sort_order: data.sortOrder ?? 0 }
}

/** Adds a price category, or edits one of the trip's (`categoryId`); a code twice on a trip is refused on its field. */
export async function saveCategory(tripId: number, categoryId: number | null, data: PriceCategoryForm, actor: Actor): Promise<number> {
  await tripOr404(tripId)
  const clash = await TripPriceCategoryModel.query().where({ tripId, code: data.code }).first()
  if (clash && clash.id !== categoryId) throw new TakenError('code')
  if (categoryId !== null && !(await TripPriceCategoryModel.query().findOne({ id: categoryId, tripId }))) throw new NotFoundError()
  const row = categoryRow(data)
  return changingContent(() =>
    db().transaction(async (trx) => {
      let id = categoryId
      if (id === null) [{ id }] = await trx('trip_price_categories').insert({ trip_id: tripId, ...row }).returning('id')
      else await trx('trip_price_categories').where({ id }).update({ ...row, updated_at: new Date() })
      await recordChange(trx, { subject: subjectOf(tripId), actor, action: categoryId === null ? 'category-added' : 'category-edited', changes: { [`category:${data.code}`]: [null, { unit: data.unit, seats: data.seats, priceCents: data.price, minAge: data.minAge, maxAge: data.maxAge }] } })
      return id!
    }),
  )
}

/** Takes a category off sale, or back on (bookings keep the prices they were made with). */
export async function setCategoryActive(tripId: number, categoryId: number, active: boolean, actor: Actor): Promise<void> {
  const category = await TripPriceCategoryModel.query().findOne({ id: categoryId, tripId })
  if (!category) throw new NotFoundError()
  await changingContent(() =>
    db().transaction(async (trx) => {
      // Not its updated_at: that is the version of the category's edit form, which does not show this (ADR 067).
      await trx('trip_price_categories').where({ id: categoryId }).update({ active })
      await recordChange(trx, { subject: subjectOf(tripId), actor, action: 'category-active', changes: { [`category:${category.code}`]: [category.active, active] } })
    }),
  )
}

/** Adds or edits a schedule, then regenerates the trip's departures (booked ones that no longer match are kept and answered). */
export async function saveSchedule(tripId: number, scheduleId: number | null, data: ScheduleForm, actor: Actor): Promise<Regenerated> {
  await tripOr404(tripId)
  const before = scheduleId === null ? undefined : await TripScheduleModel.query().findOne({ id: scheduleId, tripId })
  if (scheduleId !== null && !before) throw new NotFoundError()
  const row = { starts_on: data.startsOn, ends_on: data.endsOn, weekdays: json(data.weekdays), times: json(data.times), capacity: data.capacity, guide_languages: data.guideLanguages ? json(data.guideLanguages) : null }
  return changingContent(() =>
    db().transaction(async (trx) => {
      let id = scheduleId
      if (id === null) [{ id }] = await trx('trip_schedules').insert({ trip_id: tripId, ...row }).returning('id')
      else await trx('trip_schedules').where({ id }).update({ ...row, updated_at: new Date() })
      const result = await regenerateTrip(trx, tripId)
      const was = before ? { startsOn: before.startsOn, endsOn: before.endsOn, weekdays: before.weekdays, times: before.times, capacity: before.capacity } : null
      await recordChange(trx, { subject: subjectOf(tripId), actor, action: scheduleId === null ? 'schedule-added' : 'schedule-edited', changes: { [`schedule:${id}`]: [was, { startsOn: data.startsOn, endsOn: data.endsOn, weekdays: data.weekdays, times: data.times, capacity: data.capacity }] }, note: summaryNote(result) })
      return result
    }),
  )
}

const summaryNote = (r: Regenerated) => `added ${r.added}, removed ${r.removed}, kept with bookings ${r.kept.length}`

/** Deletes a schedule: its unbooked future departures go, booked ones stay (answered) as departures of their own. */
export async function deleteSchedule(tripId: number, scheduleId: number, actor: Actor): Promise<Regenerated> {
  const schedule = await TripScheduleModel.query().findOne({ id: scheduleId, tripId })
  if (!schedule) throw new NotFoundError()
  return changingContent(() =>
    db().transaction(async (trx) => {
      const result = await regenerateTrip(trx, tripId, { withoutSchedule: scheduleId })
      await trx('trip_schedules').where({ id: scheduleId }).delete()
      await recordChange(trx, { subject: subjectOf(tripId), actor, action: 'schedule-deleted', changes: { [`schedule:${scheduleId}`]: [{ startsOn: schedule.startsOn, endsOn: schedule.endsOn, weekdays: schedule.weekdays, times: schedule.times }, null] }, note: summaryNote(result) })
      return result
    }),
  )
}

/** A departure outside the schedules (a full-moon trip, an extra Sunday). */
export async function addOneOff(tripId: number, data: OneOffForm, actor: Actor, now = new Date()): Promise<number> {
  const trip = await tripOr404(tripId)
  const startsAt = islandTimeToInstant(data.oneOffDate, data.oneOffTime)
  if (!startsAt) throw new RefusedError(400, 'admin:availability.oneOff.noSuchTime', {}, 'oneOffTime')
  if (startsAt.getTime() <= now.getTime()) throw new RefusedError(400, 'common:forms.errors.datePast', {}, 'oneOffDate')
  return changingContent(() =>
    db().transaction(async (trx) => {
      const [row] = await trx('trip_departures')
        .insert({ trip_id: tripId, starts_at: startsAt, local_date: data.oneOffDate, local_time: data.oneOffTime, capacity: data.oneOffCapacity ?? trip.defaultCapacity, guide_languages: json(trip.guideLanguages), resource_id: trip.resourceId })
        .onConflict(['trip_id', 'starts_at'])
        .ignore()
        .returning('id')
      if (!row) throw new RefusedError(409, 'admin:availability.oneOff.exists', {}, 'oneOffTime')
      await recordChange(trx, { subject: { type: 'trip-departure', id: row.id }, actor, action: 'created', changes: { startsAt: [null, startsAt.toISOString()], capacity: [null, data.oneOffCapacity ?? trip.defaultCapacity] } })
      return row.id as number
    }),
  )
}

/** A closure of this trip (or of every trip): its days get no departures; booked ones in it are answered, never closed here. */
export async function addClosure(tripId: number, data: ClosureForm, actor: Actor & { userId?: number | null }): Promise<ClosureEffect> {
  await tripOr404(tripId)
  const closure = { tripId: data.allTrips ? null : tripId, startsOn: data.closedFrom, endsOn: data.closedTo }
  return changingContent(() =>
    db().transaction(async (trx) => {
      const [row] = await trx('trip_closures').insert({ trip_id: closure.tripId, starts_on: closure.startsOn, ends_on: closure.endsOn, reason: data.reason, created_by_user_id: actor.userId ?? null }).returning('id')
      const effect = await applyClosure(trx, closure)
      await recordChange(trx, { subject: subjectOf(tripId), actor, action: 'closure-added', changes: { [`closure:${row.id}`]: [null, { ...closure, reason: data.reason }] }, note: `removed ${effect.removed}, with bookings ${effect.booked.length}` })
      return effect
    }),
  )
}

/** Removes a closure: the schedules make their departures on those days again (of every trip, for a closure of all). */
export async function deleteClosure(tripId: number, closureId: number, actor: Actor): Promise<void> {
  const closure = await TripClosureModel.query().findById(closureId)
  if (!closure || (closure.tripId !== null && closure.tripId !== tripId)) throw new NotFoundError()
  const tripIds = closure.tripId === null ? (await db()('trips').whereNot('status', 'archived').select('id')).map((r: { id: number }) => r.id) : [tripId]
  await changingContent(() =>
    db().transaction(async (trx) => {
      await trx('trip_closures').where({ id: closureId }).delete()
      for (const id of tripIds) await regenerateTrip(trx, id)
      await recordChange(trx, { subject: subjectOf(tripId), actor, action: 'closure-deleted', changes: { [`closure:${closureId}`]: [{ tripId: closure.tripId, startsOn: closure.startsOn, endsOn: closure.endsOn, reason: closure.reason }, null] } })
    }),
  )
}

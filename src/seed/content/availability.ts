// The demo's availability (docs/decisions/042): how each demo trip is sold, its price categories
// and its schedules — a summer season (1 May – 15 Oct) and a quieter winter one, so a demo started
// in any month shows departures for the weeks ahead. Two boat trips share one 12-seat boat.

type Texts = { es: string; en: string; de: string; ca: string }

export interface SeedSeason {
  weekdays: number[]
  times: string[]
}

export interface SeedAvailability {
  bookingMode?: 'instant' | 'on_request'
  onlinePayment?: 'full' | 'deposit' | 'none'
  payOnDayAllowed?: boolean
  cutoffHours?: number
  durationMinutes: number
  guideLanguages: string[]
  /** Runs on the shared boat. */
  sharedBoat?: boolean
  /** A private-group price: seats the group takes and its price in cents. */
  privateGroup?: { seats: number; priceCents: number }
  /** No children's price (an adults' tasting, a demanding trek). */
  adultsOnly?: boolean
  summer?: SeedSeason
  winter?: SeedSeason
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7]

export const SHARED_BOAT = { name: 'Llaüt "Sa Sargantana"', capacity: 12, notes: 'Fornells and Binibeca boat trips: one boat, one skipper.' }

export const CATEGORY_LABELS: Record<'adult' | 'child' | 'infant' | 'group', Texts> = {
  adult: { es: 'Adulto', en: 'Adult', de: 'Erwachsene', ca: 'Adult' },
  // No ages in the names: the booking form says each category's ages from its own bounds, which a
  // trip may narrow (a kayak trip takes children from 6).
  child: { es: 'Niño', en: 'Child', de: 'Kind', ca: 'Infant' },
  infant: { es: 'Bebé (en brazos)', en: 'Infant (on a lap)', de: 'Kleinkind (auf dem Schoß)', ca: 'Nadó (en braços)' },
  group: { es: 'Grupo privado', en: 'Private group', de: 'Private Gruppe', ca: 'Grup privat' },
}

/** What a child pays: 70 % of the adult price, to the half euro. */
export const childPrice = (adultCents: number) => Math.round((adultCents * 0.7) / 50) * 50

export const CLOSURE = { month: 12, day: 25, days: 2, reason: 'Navidad / Christmas: office closed' }

export const availabilityBySlug: Record<string, SeedAvailability> = {
  'mao-harbour-sunset-cruise-gin': { durationMinutes: 150, guideLanguages: ['es', 'en', 'de'], cutoffHours: 3, summer: { weekdays: EVERY_DAY, times: ['19:00'] }, winter: { weekdays: [6], times: ['16:00'] } },
  // Large groups on a chartered boat: sold on request.
  'south-coast-coves-boat-trip': { bookingMode: 'on_request', durationMinutes: 420, guideLanguages: ['es', 'en'], summer: { weekdays: EVERY_DAY, times: ['10:00'] }, winter: { weekdays: [7], times: ['10:30'] } },
  'north-coast-boat-trip-fornells': { durationMinutes: 240, guideLanguages: ['es', 'en', 'ca'], sharedBoat: true, summer: { weekdays: [1, 3, 5], times: ['10:00'] }, winter: { weekdays: [6], times: ['11:00'] } },
  'south-east-coast-boat-trip-binibeca': { durationMinutes: 420, guideLanguages: ['es', 'en'], sharedBoat: true, summer: { weekdays: [2, 4, 6, 7], times: ['10:00'] }, winter: { weekdays: [6], times: ['11:00'] } },
  'talayotic-menorca-unesco-day-tour': { durationMinutes: 420, guideLanguages: ['es', 'en', 'de'], summer: { weekdays: [2, 5], times: ['09:00'] }, winter: { weekdays: [2, 5], times: ['09:30'] } },
  'ciutadella-old-town-naveta-tour': { durationMinutes: 180, guideLanguages: ['es', 'en', 'ca', 'fr'], summer: { weekdays: [1, 3, 6], times: ['10:00'] }, winter: { weekdays: [3, 6], times: ['10:30'] } },
  'torre-den-galmes-son-bou-sunset-tour': { durationMinutes: 180, guideLanguages: ['es', 'en'], summer: { weekdays: [4], times: ['18:30'] }, winter: { weekdays: [7], times: ['15:30'] } },
  'mahon-cheese-farm-and-gin-tasting': { durationMinutes: 240, guideLanguages: ['es', 'en', 'de'], payOnDayAllowed: true, adultsOnly: true, summer: { weekdays: [2, 4, 6], times: ['10:00'] }, winter: { weekdays: [2, 4, 6], times: ['10:00'] } },
  'fornells-lobster-stew-food-walk': { durationMinutes: 240, guideLanguages: ['es', 'en', 'ca'], onlinePayment: 'deposit', payOnDayAllowed: true, summer: { weekdays: [5, 7], times: ['12:00'] }, winter: { weekdays: [7], times: ['12:00'] } },
  // Multi-day: lodging to arrange with each group, sold on request.
  'cami-de-cavalls-north-coast-3-day-trek': { bookingMode: 'on_request', onlinePayment: 'deposit', durationMinutes: 3 * 1440, guideLanguages: ['es', 'en'], adultsOnly: true, summer: { weekdays: [1], times: ['08:00'] } },
  'cami-de-cavalls-south-coves-hike': { durationMinutes: 420, guideLanguages: ['es', 'en', 'de'], summer: { weekdays: [2, 4, 6], times: ['09:00'] }, winter: { weekdays: [2, 4, 6], times: ['09:00'] } },
  'albufera-des-grau-nature-walk': { durationMinutes: 180, guideLanguages: ['es', 'en', 'ca'], summer: { weekdays: [3, 7], times: ['09:30'] }, winter: { weekdays: [3, 7], times: ['10:00'] } },
  'menorcan-horse-coastal-ride': { durationMinutes: 150, guideLanguages: ['es', 'en'], summer: { weekdays: EVERY_DAY, times: ['09:30', '17:30'] }, winter: { weekdays: [6, 7], times: ['10:30'] } },
  'sunset-ride-monte-toro': { durationMinutes: 150, guideLanguages: ['es', 'en'], privateGroup: { seats: 4, priceCents: 26000 }, summer: { weekdays: [2, 5], times: ['18:00'] }, winter: { weekdays: [6], times: ['15:30'] } },
  'sea-kayak-caves-cala-galdana': { durationMinutes: 210, guideLanguages: ['es', 'en', 'de'], summer: { weekdays: EVERY_DAY, times: ['09:00', '14:00'] }, winter: { weekdays: [6], times: ['10:00'] } },
  'family-kayak-fornells-bay': { durationMinutes: 150, guideLanguages: ['es', 'en', 'ca'], privateGroup: { seats: 5, priceCents: 16000 }, summer: { weekdays: [1, 2, 3, 4, 5, 6], times: ['10:00'] }, winter: { weekdays: [7], times: ['11:00'] } },
  'sunrise-kayak-es-castell': { durationMinutes: 150, guideLanguages: ['es', 'en'], summer: { weekdays: EVERY_DAY, times: ['06:45'] }, winter: { weekdays: [7], times: ['08:00'] } },
  // Two days with a night camping on the coast: sold on request.
  'north-coast-kayak-expedition-2-days': { bookingMode: 'on_request', onlinePayment: 'deposit', durationMinutes: 2 * 1440, guideLanguages: ['es', 'en'], adultsOnly: true, summer: { weekdays: [6], times: ['09:00'] } },
}

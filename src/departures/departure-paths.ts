import type { RoleDeclaration } from '../lib/roles'

// Addresses and role declarations of the availability screens (docs/decisions/042).

export const DEPARTURES_PATH = '/admin/departures'
export const TRIP_RESOURCES_PATH = '/admin/trip-resources'
export const availabilityPath = (tripId: number) => `/admin/trips/${tripId}/availability`
export const departurePath = (departureId: number) => `${DEPARTURES_PATH}/${departureId}`
export const departureEditPath = (departureId: number) => `${DEPARTURES_PATH}/${departureId}/edit`

/** A trip's booking settings, prices, schedules and closures, and the shared resources: content staff. */
export const AVAILABILITY_ROLES = ['admin', 'editor'] as const satisfies RoleDeclaration
/** The departures calendar and a departure's capacity: content staff and the office (dispatchers). */
export const DEPARTURE_ROLES = ['admin', 'editor', 'dispatcher'] as const satisfies RoleDeclaration

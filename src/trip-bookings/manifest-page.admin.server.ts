import type { TFunction } from 'i18next'
import type { Language } from '../i18n/languages'
import { closureState, DEPARTURE_SUBJECT } from './departure-closure.admin.server'
import { departureManifest, type DepartureManifest } from './manifest.admin.server'
import { tripHistoryRows, type TripHistoryRow } from './trip-history.admin.server'

// The staff page of one departure (/admin/departures/{id}): its manifest, its closure and its history.

export interface DeparturePage {
  manifest: DepartureManifest
  /** When closed: who closed it and whether it can open again (nobody refunded or moved since). */
  closure: { reopenable: boolean; blockedBy: string | null; closedBy: string | null } | null
  history: TripHistoryRow[]
  pdfHref: string
  dayPdfHref: string
  newBookingHref: string
}

export async function departurePageOf(id: number, lng: Language, t: TFunction): Promise<DeparturePage> {
  const manifest = await departureManifest(id, lng)
  const [closure, history] = await Promise.all([manifest.status === 'closed' ? closureState(id) : null, tripHistoryRows([{ type: DEPARTURE_SUBJECT, id }], lng, t)])
  return {
    manifest,
    closure,
    history,
    pdfHref: `/admin/departures/${id}/manifest.pdf`,
    dayPdfHref: `/admin/departures/manifests.pdf?date=${manifest.date}`,
    newBookingHref: `/admin/trip-bookings/new?departure=${id}`,
  }
}

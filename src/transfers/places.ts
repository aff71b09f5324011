import type { TFunction } from 'i18next'
import { isTerminal, type PlaceCode } from './quote'

/** One end of a booked route, as pages and e-mails show it. */
export interface PlaceView {
  code: PlaceCode
  /** The town's name (a proper noun, the same in every language); null for the airport and ports. */
  town: string | null
  /** Hotel, villa or street the visitor typed in. */
  address: string | null
}

export function placeName(t: TFunction, place: Pick<PlaceView, 'code' | 'town'>): string {
  return isTerminal(place.code) ? t(`airport-transfers:places.${place.code}`) : (place.town ?? place.code)
}

export function placeLabel(t: TFunction, place: PlaceView): string {
  const name = placeName(t, place)
  return place.address ? `${place.address} (${name})` : name
}

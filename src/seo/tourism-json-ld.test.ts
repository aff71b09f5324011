import { describe, expect, it } from 'vitest'
import type { TripDetail } from '../trips/trips.schema'
import { touristTripJsonLd } from './tourism-json-ld'

describe('touristTripJsonLd', () => {
  it('names an itinerary step by its time and title, or by its title alone when it has no time', () => {
    const trip = {
      name: 'Kayak', description: '', gallery: [], price: 45, currency: 'EUR', status: 'published',
      itinerary: [{ time: '09:00', title: 'Meet at the harbour', description: '' }, { time: '', title: 'Swim in the cave', description: 'If the sea allows' }],
    } as unknown as TripDetail
    const list = (touristTripJsonLd(trip, 'https://example.com', 'https://example.com/trips/1').itinerary as { itemListElement: Array<{ name: string }> }).itemListElement
    expect(list.map((item) => item.name)).toEqual(['09:00 Meet at the harbour', 'Swim in the cave'])
  })
})

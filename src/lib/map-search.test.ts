import { describe, expect, it } from 'vitest'
import { mapSearchUrl } from './map-search'

const query = (place: string) => new URL(mapSearchUrl(place)).searchParams.get('query')

describe('a map search for a place on the island', () => {
  it('searches the place, not the advice written after it', () => {
    expect(query('Moll de Llevant in Maó, next to the Club Marítimo. Please arrive 15 minutes early.')).toBe('Moll de Llevant in Maó, next to the Club Marítimo, Menorca')
    expect(query('Moll de Llevant in Maó, neben dem Club Marítimo. Bitte 15 Minuten vorher da sein.')).toBe('Moll de Llevant in Maó, neben dem Club Marítimo, Menorca')
  })

  it('keeps an address with abbreviations whole', () => {
    expect(query('C. Major 3, Ciutadella')).toBe('C. Major 3, Ciutadella, Menorca')
    expect(query('Hotel Sa Pedrera')).toBe('Hotel Sa Pedrera, Menorca')
  })
})

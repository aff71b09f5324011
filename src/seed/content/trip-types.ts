import type { SeedTripType } from '../types'

// Trip categories shown as filter buttons on /trips. Keep names short (1–2 words).
export const tripTypes: SeedTripType[] = [
  { slug: 'boat', name: { es: 'Barco', en: 'Boat', de: 'Boot', ca: 'Vaixell' } },
  { slug: 'kayak', name: { es: 'Kayak', en: 'Kayak', de: 'Kajak', ca: 'Caiac' } },
  { slug: 'hiking', name: { es: 'Senderismo', en: 'Hiking', de: 'Wandern', ca: 'Senderisme' } },
  { slug: 'horse-riding', name: { es: 'A caballo', en: 'Horse riding', de: 'Reiten', ca: 'A cavall' } },
  { slug: 'culture', name: { es: 'Cultura', en: 'Culture', de: 'Kultur', ca: 'Cultura' } },
  { slug: 'food', name: { es: 'Gastronomía', en: 'Food & drink', de: 'Kulinarik', ca: 'Gastronomia' } },
]

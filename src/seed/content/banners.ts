import type { SeedBanner } from '../types'

// Exactly three hero slides. The first has no button of its own: the site falls back to /trips.
export const banners: SeedBanner[] = [
  {
    image: 'cove-turquoise',
    title: {
      es: 'Las calas turquesa de Menorca',
      en: 'The turquoise coves of Menorca',
      de: 'Die türkisfarbenen Buchten Menorcas',
      ca: 'Les cales turquesa de Menorca',
    },
    subtitle: {
      es: 'Excursiones en barco, kayak y a pie a Macarella, Turqueta y las calas vírgenes del sur, con guías locales.',
      en: 'Boat, kayak and walking trips to Macarella, Turqueta and the unspoilt southern coves, with local guides.',
      de: 'Boots-, Kajak- und Wandertouren zu Macarella, Turqueta und den naturbelassenen Buchten des Südens – mit einheimischen Guides.',
      ca: 'Excursions en vaixell, caiac i a peu a Macarella, Turqueta i les cales verges del sud, amb guies locals.',
    },
    buttonText: null,
    buttonLink: null,
  },
  {
    image: 'hiking-trail',
    title: {
      es: 'Camí de Cavalls: 185 km de costa',
      en: 'Camí de Cavalls: 185 km of coastline',
      de: 'Camí de Cavalls: 185 km Küste',
      ca: 'Camí de Cavalls: 185 km de costa',
    },
    subtitle: {
      es: 'Recorre a pie el GR 223 alrededor de la isla: rutas de un día o trekkings de varios días con transporte de equipaje.',
      en: 'Walk the GR 223 around the island: day hikes or multi-day treks with luggage transfer.',
      de: 'Erwandern Sie den GR 223 rund um die Insel: Tagestouren oder mehrtägige Trekkings mit Gepäcktransport.',
      ca: "Recorre a peu el GR 223 al voltant de l'illa: rutes d'un dia o trekkings de diversos dies amb transport d'equipatge.",
    },
    buttonText: {
      es: 'Descubre las rutas',
      en: 'Discover the routes',
      de: 'Routen entdecken',
      ca: 'Descobreix les rutes',
    },
    buttonLink: '/cami-de-cavalls',
  },
  {
    image: 'airport-car',
    title: {
      es: 'Traslados privados desde el aeropuerto',
      en: 'Private airport transfers',
      de: 'Private Flughafentransfers',
      ca: "Trasllats privats des de l'aeroport",
    },
    subtitle: {
      es: 'Tu conductor te espera en llegadas con tu nombre. Precio cerrado por vehículo, desde 20 € y sin sorpresas.',
      en: 'Your driver waits in arrivals with your name. Fixed price per vehicle, from €20, no surprises.',
      de: 'Ihr Fahrer erwartet Sie mit Namensschild in der Ankunftshalle. Festpreis pro Fahrzeug, ab 20 €, ohne Überraschungen.',
      ca: "El teu conductor t'espera a arribades amb el teu nom. Preu tancat per vehicle, des de 20 € i sense sorpreses.",
    },
    buttonText: {
      es: 'Reservar traslado',
      en: 'Book a transfer',
      de: 'Transfer buchen',
      ca: 'Reserva el trasllat',
    },
    buttonLink: '/airport-transfers',
  },
]

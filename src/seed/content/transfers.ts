import type { SeedRouteFare, SeedSeason, SeedTransferExtra, SeedTransferVehicle } from '../types'

export const vehicles: SeedTransferVehicle[] = [
  {
    code: 'car',
    maxPassengers: 4,
    maxSuitcases: 4,
    name: { es: 'Turismo privado', en: 'Private car', de: 'Privat-Pkw', ca: 'Turisme privat' },
    description: {
      es: 'Berlina o familiar cómodo con aire acondicionado para hasta 4 pasajeros y 4 maletas medianas. La opción más económica para parejas y familias pequeñas.',
      en: 'A comfortable air-conditioned saloon or estate car for up to 4 passengers and 4 medium suitcases. The best-value option for couples and small families.',
      de: 'Komfortable, klimatisierte Limousine oder Kombi für bis zu 4 Personen und 4 mittelgroße Koffer. Die günstigste Wahl für Paare und kleine Familien.',
      ca: "Berlina o familiar còmode amb aire condicionat per a fins a 4 passatgers i 4 maletes mitjanes. L'opció més econòmica per a parelles i famílies petites.",
    },
  },
  {
    code: 'minivan',
    maxPassengers: 8,
    maxSuitcases: 8,
    name: { es: 'Monovolumen', en: 'Minivan', de: 'Minivan', ca: 'Monovolum' },
    description: {
      es: 'Monovolumen de 8 plazas con amplio maletero, ideal para familias y grupos de amigos. Caben 8 maletas medianas y, con aviso, sillas infantiles, cochecitos o bolsas de golf.',
      en: 'An 8-seat minivan with a large boot, ideal for families and groups of friends. It takes 8 medium suitcases and, with notice, child seats, pushchairs or golf bags.',
      de: 'Minivan mit 8 Sitzplätzen und großem Kofferraum, ideal für Familien und Freundesgruppen. Platz für 8 mittelgroße Koffer und nach Absprache Kindersitze, Kinderwagen oder Golftaschen.',
      ca: "Monovolum de 8 places amb un maleter ampli, ideal per a famílies i grups d'amics. Hi caben 8 maletes mitjanes i, amb avís, cadiretes, cotxets o bosses de golf.",
    },
  },
  {
    code: 'minibus',
    maxPassengers: 16,
    maxSuitcases: 16,
    name: { es: 'Minibús', en: 'Minibus', de: 'Kleinbus', ca: 'Minibús' },
    description: {
      es: 'Minibús de hasta 16 plazas con espacio para 16 maletas, pensado para grupos, bodas y eventos de empresa. Un único vehículo para que el grupo llegue junto.',
      en: 'A minibus with up to 16 seats and room for 16 suitcases, designed for groups, weddings and corporate events. One vehicle so the whole group arrives together.',
      de: 'Kleinbus mit bis zu 16 Sitzplätzen und Platz für 16 Koffer, gedacht für Gruppen, Hochzeiten und Firmenevents. Ein einziges Fahrzeug, damit die ganze Gruppe gemeinsam ankommt.',
      ca: "Minibús de fins a 16 places amb espai per a 16 maletes, pensat per a grups, casaments i esdeveniments d'empresa. Un sol vehicle perquè el grup arribi plegat.",
    },
  },
  {
    code: 'vip',
    maxPassengers: 6,
    maxSuitcases: 6,
    name: { es: 'VIP Mercedes Clase V', en: 'VIP Mercedes V-Class', de: 'VIP Mercedes V-Klasse', ca: 'VIP Mercedes Classe V' },
    description: {
      es: 'Mercedes-Benz Clase V con asientos de piel enfrentados, agua fría y wifi a bordo, para hasta 6 pasajeros y 6 maletas. Conductor con traje y recogida personalizada en la sala de llegadas.',
      en: 'A Mercedes-Benz V-Class with facing leather seats, chilled water and on-board Wi-Fi, for up to 6 passengers and 6 suitcases. Suited driver and personalised meet and greet in the arrivals hall.',
      de: 'Mercedes-Benz V-Klasse mit gegenüberliegenden Ledersitzen, gekühltem Wasser und WLAN an Bord, für bis zu 6 Personen und 6 Koffer. Fahrer im Anzug und persönlicher Empfang in der Ankunftshalle.',
      ca: "Mercedes-Benz Classe V amb seients de pell encarats, aigua freda i wifi a bord, per a fins a 6 passatgers i 6 maletes. Conductor amb vestit i recollida personalitzada a la sala d'arribades.",
    },
  },
]

/*
 * Rides that do not touch the airport and that the "dearer end" rule would overprice: the length
 * of the island (Ciutadella ↔ Maó, 45 km, a little under the Ciutadella airport fare), the ferry
 * port of Maó to Son Bou (26 km), and the short hop from the port of Ciutadella to Cala en Bosc
 * (10 km, 87 € by the airport rule).
 */
export const routeFares: SeedRouteFare[] = [
  { places: ['ciutadella', 'mao'], prices: { car: [[1, 4, 7000]], minivan: [[1, 8, 9800]], minibus: [[1, 12, 15500], [13, 16, 17500]], vip: [[1, 6, 11800]] } },
  { places: ['port-mao', 'son-bou'], prices: { car: [[1, 4, 4200]], minivan: [[1, 8, 5900]], minibus: [[1, 12, 9200], [13, 16, 10500]], vip: [[1, 6, 7300]] } },
  { places: ['cala-en-bosc', 'port-ciutadella'], prices: { car: [[1, 4, 2500]], minivan: [[1, 8, 3500]], minibus: [[1, 12, 5500], [13, 16, 6300]], vip: [[1, 6, 4600]] } },
]

/**
 * High season from mid-July to the end of August (+15 %), low season from November to March
 * (−10 %): the seasons of the island year `year` and the next, so a new site prices the whole
 * booking window (540 days) with real dates.
 */
export function seasonsAround(year: number): SeedSeason[] {
  return [year - 1, year, year + 1].flatMap((y) => [
    ...(y >= year ? [{ name: `Temporada alta ${y}`, startsOn: `${y}-07-15`, endsOn: `${y}-08-31`, percent: 15 }] : []),
    { name: `Temporada baja ${y}/${String(y + 1).slice(2)}`, startsOn: `${y}-11-01`, endsOn: `${y + 1}-03-31`, percent: -10 },
  ])
}

export const extras: SeedTransferExtra[] = [
  {
    code: 'child-seat',
    priceCents: 0,
    per: 'booking',
    maxQuantity: 4,
    countsAsLuggage: false,
    requiresChildren: true,
    name: { es: 'Silla infantil (0–4 años)', en: 'Child seat (0–4 years)', de: 'Kindersitz (0–4 Jahre)', ca: 'Cadireta infantil (0–4 anys)' },
    description: {
      es: 'Homologada y ya instalada cuando llegamos. Indica la edad de cada niño en las notas.',
      en: 'Approved and fitted before we arrive. Please add each child\'s age in the notes.',
      de: 'Zugelassen und schon eingebaut, wenn wir ankommen. Bitte das Alter jedes Kindes in den Hinweisen angeben.',
      ca: 'Homologada i ja instal·lada quan arribam. Indica l\'edat de cada infant a les notes.',
    },
  },
  {
    code: 'booster-seat',
    priceCents: 0,
    per: 'booking',
    maxQuantity: 4,
    countsAsLuggage: false,
    requiresChildren: true,
    name: { es: 'Alzador (4–12 años)', en: 'Booster seat (4–12 years)', de: 'Sitzerhöhung (4–12 Jahre)', ca: 'Alçador (4–12 anys)' },
    description: {
      es: 'Para niños a partir de 15 kg que aún no miden 135 cm.',
      en: 'For children from 15 kg who are not yet 135 cm tall.',
      de: 'Für Kinder ab 15 kg, die noch keine 135 cm groß sind.',
      ca: 'Per a infants a partir de 15 kg que encara no fan 135 cm.',
    },
  },
  {
    code: 'bike',
    priceCents: 1500,
    per: 'leg',
    maxQuantity: 4,
    countsAsLuggage: true,
    requiresChildren: false,
    name: { es: 'Bicicleta', en: 'Bicycle', de: 'Fahrrad', ca: 'Bicicleta' },
    description: {
      es: 'En caja o bolsa de transporte, o sin embalar en el portabicicletas.',
      en: 'Boxed or bagged, or unpacked on the bike rack.',
      de: 'Im Karton oder in der Transporttasche, oder unverpackt auf dem Fahrradträger.',
      ca: 'En caixa o bossa de transport, o sense embalar al portabicicletes.',
    },
  },
  {
    code: 'golf-bag',
    priceCents: 1000,
    per: 'booking',
    maxQuantity: 8,
    countsAsLuggage: true,
    requiresChildren: false,
    name: { es: 'Bolsa de golf', en: 'Golf bag', de: 'Golftasche', ca: 'Bossa de golf' },
    description: {
      es: 'Una bolsa de palos de tamaño normal por unidad.',
      en: 'One full-size bag of clubs each.',
      de: 'Je eine Golftasche in normaler Größe.',
      ca: 'Una bossa de pals de mida normal per unitat.',
    },
  },
]

// The demo's day-to-day operation: the people who drive, the vehicles they drive and the
// customers they meet (docs/decisions/040). Names, hotels and flights are invented.

/** The e-mail of the demo driver whose staff account `npm start` creates on a fresh demo database. */
export const DEMO_DRIVER_EMAIL = 'driver@example.com'

export interface SeedDriver {
  name: string
  phone: string
  email: string
  languages: string[]
}

export const demoDrivers: SeedDriver[] = [
  { name: 'Toni Pons', phone: '+34611200301', email: DEMO_DRIVER_EMAIL, languages: ['es', 'ca', 'en'] },
  { name: 'Marta Coll', phone: '+34611200302', email: 'marta.coll@example.com', languages: ['es', 'ca', 'de'] },
  { name: 'Jaume Mercadal', phone: '+34611200303', email: 'jaume.mercadal@example.com', languages: ['es', 'ca', 'en', 'fr'] },
  { name: 'Laura Sintes', phone: '+34611200304', email: 'laura.sintes@example.com', languages: ['es', 'en', 'it'] },
  { name: 'Pedro Riudavets', phone: '+34611200305', email: 'pedro.riudavets@example.com', languages: ['es', 'en'] },
  { name: 'Anna Febrer', phone: '+34611200306', email: 'anna.febrer@example.com', languages: ['es', 'ca', 'de', 'en'] },
]

export interface SeedFleetVehicle {
  plate: string
  name: string
  vehicleClass: 'car' | 'minivan' | 'minibus' | 'vip'
  seats: number
  luggage: number
}

export const demoFleet: SeedFleetVehicle[] = [
  { plate: '4821-LMK', name: 'Skoda Superb Combi', vehicleClass: 'car', seats: 4, luggage: 4 },
  { plate: '5173-KZB', name: 'Toyota Corolla Touring', vehicleClass: 'car', seats: 4, luggage: 4 },
  { plate: '6290-MBC', name: 'Skoda Octavia Combi', vehicleClass: 'car', seats: 4, luggage: 3 },
  { plate: '3947-LHP', name: 'Volkswagen Caravelle', vehicleClass: 'minivan', seats: 8, luggage: 8 },
  { plate: '7012-MFD', name: 'Ford Tourneo Custom', vehicleClass: 'minivan', seats: 8, luggage: 7 },
  { plate: '2586-KWR', name: 'Mercedes-Benz V 300 d', vehicleClass: 'vip', seats: 6, luggage: 6 },
  { plate: '8834-LDT', name: 'Mercedes-Benz Sprinter', vehicleClass: 'minibus', seats: 16, luggage: 16 },
]

export interface SeedCustomer {
  name: string
  phone: string
  email: string
  language: 'es' | 'en' | 'de' | 'ca'
}

export const demoCustomers: SeedCustomer[] = [
  { name: 'Sarah Thompson', phone: '+447700900123', email: 'sarah.thompson@example.com', language: 'en' },
  { name: 'Familie Weber', phone: '+491701234567', email: 'weber@example.com', language: 'de' },
  { name: 'Lucía Martín', phone: '+34612345001', email: 'lucia.martin@example.com', language: 'es' },
  { name: 'Jordi Vidal', phone: '+34612345002', email: 'jordi.vidal@example.com', language: 'ca' },
  { name: 'James O’Connor', phone: '+353851234567', email: 'james.oconnor@example.com', language: 'en' },
  { name: 'Claudia Richter', phone: '+491609876543', email: 'c.richter@example.com', language: 'de' },
  { name: 'Marc Dubois', phone: '+33612345678', email: 'marc.dubois@example.com', language: 'en' },
  { name: 'Elena García', phone: '+34612345003', email: 'elena.garcia@example.com', language: 'es' },
  { name: 'Tom & Emma Wilson', phone: '+447700900456', email: 'wilson.family@example.com', language: 'en' },
  { name: 'Núria Camps', phone: '+34612345004', email: 'nuria.camps@example.com', language: 'ca' },
  { name: 'Stefan Braun', phone: '+4915112345678', email: 'stefan.braun@example.com', language: 'de' },
  { name: 'Giulia Rossi', phone: '+393331234567', email: 'giulia.rossi@example.com', language: 'en' },
]

/** Hotels and addresses by town (the pick-up or drop-off point at the town end). */
export const demoAddresses: Record<string, string[]> = {
  mao: ['Hotel Port Mahón', 'Carrer de ses Moreres 12'],
  'sant-lluis': ['Villa Biniancolla', 'Camí de Binissafúller 8'],
  'es-castell': ['Hotel del Almirante', 'Cales Fonts 4'],
  binibeca: ['Hotel Binibeca Beach', 'Villa Sa Punta'],
  'cala-en-porter': ['Hotel Sa Barrera', 'Avinguda Central 20'],
  'es-mercadal': ['Hotel Jardí de ses Bruixes'],
  'son-bou': ['Hotel Sol Milanos Pingüinos', 'Apartamentos Son Bou Playa'],
  'arenal-den-castell': ['Hotel Castell Playa Fiesta'],
  fornells: ['Hotel Port Fornells', 'Carrer Major 35'],
  'cala-galdana': ['Hotel Audax Spa', 'Hotel Meliá Cala Galdana'],
  ciutadella: ['Hotel Sa Pedrera', 'Hotel Can Faustino', 'Carrer de Maó 10'],
  'cala-en-bosc': ['Hotel Carema Club', 'Villa Son Xoriguer'],
}

/** Flights into and out of Menorca (MAH). */
export const demoFlights = ['VY 3904', 'EW 582', 'FR 6352', 'U2 2391', 'IB 3760', 'UX 6073', 'BA 2713', 'DE 1514', 'LS 1615', 'EZY 8231']

/** What customers write in the booking's notes (a few bookings only). */
export const demoNotes = [
  'Viajamos con un carrito de bebé.',
  'Please wait at arrivals, our flight often lands early.',
  'Bitte Schild mit „Weber“.',
  'Portem una cadira de rodes plegable.',
  'We have two surfboards in soft bags.',
]

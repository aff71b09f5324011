import type { SeedSeoRecord } from '../../types'

export const transferSeoRecords: SeedSeoRecord[] = [
  {
    pageKey: 'airport-transfers',
    title: {
      es: 'Traslados aeropuerto de Menorca desde 20 €',
      en: 'Menorca Airport Transfers from €20',
      de: 'Flughafentransfer Menorca ab 20 €',
      ca: "Trasllats a l'aeroport de Menorca des de 20 €",
    },
    description: {
      es: 'Traslados privados desde el aeropuerto de Menorca (MAH) a tu hotel: precio cerrado por vehículo, conductor con cartel en llegadas y 60 minutos de espera gratis.',
      en: 'Private transfers from Menorca Airport (MAH) to your hotel: fixed price per vehicle, a driver with a name sign in arrivals, 60 minutes of free waiting and free child seats.',
      de: 'Private Transfers vom Flughafen Menorca (MAH) zu Ihrem Hotel: Festpreis pro Fahrzeug, Fahrer mit Namensschild, 60 Minuten Wartezeit und gratis Kindersitze.',
      ca: "Trasllats privats des de l'aeroport de Menorca (MAH) al teu hotel: preu tancat per vehicle, conductor amb cartell a arribades i 60 minuts d'espera gratuïta.",
    },
    keywords: {
      es: ['traslado aeropuerto Menorca', 'transfer Menorca', 'aeropuerto de Menorca', 'MAH', 'traslado privado', 'taxi aeropuerto Menorca'],
      en: ['Menorca airport transfer', 'Menorca transfers', 'Menorca airport', 'MAH', 'private transfer', 'Menorca airport taxi'],
      de: ['Flughafentransfer Menorca', 'Transfer Menorca', 'Flughafen Menorca', 'MAH', 'Privattransfer', 'Taxi Flughafen Menorca'],
      ca: ['trasllat aeroport Menorca', 'transfer Menorca', 'aeroport de Menorca', 'MAH', 'trasllat privat', 'taxi aeroport Menorca'],
    },
  },
  {
    pageKey: 'airport-transfers-ciutadella',
    title: {
      es: 'Traslado aeropuerto de Menorca – Ciutadella',
      en: 'Menorca Airport to Ciutadella Transfer',
      de: 'Transfer Flughafen Menorca – Ciutadella',
      ca: 'Trasllat aeroport de Menorca – Ciutadella',
    },
    description: {
      es: 'Traslado privado del aeropuerto de Menorca a Ciutadella (47 km, unos 45 minutos) con precio cerrado por vehículo y conductor esperándote en llegadas.',
      en: 'Private transfer from Menorca Airport to Ciutadella (47 km, about 45 minutes) at a fixed price per vehicle, with your driver waiting in arrivals.',
      de: 'Privater Transfer vom Flughafen Menorca nach Ciutadella (47 km, ca. 45 Minuten) zum Festpreis pro Fahrzeug, Fahrer wartet in der Ankunftshalle.',
      ca: "Trasllat privat de l'aeroport de Menorca a Ciutadella (47 km, uns 45 minuts) amb preu tancat per vehicle i conductor esperant-te a arribades.",
    },
    keywords: {
      es: ['traslado aeropuerto Ciutadella', 'aeropuerto Menorca Ciutadella', 'taxi Ciutadella', 'transfer Ciutadella'],
      en: ['Menorca airport to Ciutadella', 'Ciutadella transfer', 'Ciutadella taxi', 'Ciutadella airport transfer'],
      de: ['Transfer Flughafen Ciutadella', 'Flughafen Menorca Ciutadella', 'Taxi Ciutadella', 'Transfer Ciutadella'],
      ca: ['trasllat aeroport Ciutadella', 'aeroport Menorca Ciutadella', 'taxi Ciutadella', 'transfer Ciutadella'],
    },
  },
  {
    pageKey: 'airport-transfers-fornells',
    title: {
      es: 'Traslado aeropuerto de Menorca – Fornells',
      en: 'Menorca Airport to Fornells Transfer',
      de: 'Transfer Flughafen Menorca – Fornells',
      ca: 'Trasllat aeroport de Menorca – Fornells',
    },
    description: {
      es: 'Traslado privado del aeropuerto de Menorca a Fornells (30 km, unos 30 minutos): precio cerrado por vehículo, conductor con cartel en llegadas y sillas infantiles gratis.',
      en: 'Private transfer from Menorca Airport to Fornells (30 km, about 30 minutes): fixed price per vehicle, a driver with a name sign and free child seats.',
      de: 'Privater Transfer vom Flughafen Menorca nach Fornells (30 km, ca. 30 Minuten): Festpreis pro Fahrzeug, Fahrer mit Namensschild und kostenlose Kindersitze.',
      ca: "Trasllat privat de l'aeroport de Menorca a Fornells (30 km, uns 30 minuts): preu tancat per vehicle, conductor amb cartell i cadiretes infantils gratis.",
    },
    keywords: {
      es: ['traslado aeropuerto Fornells', 'aeropuerto Menorca Fornells', 'taxi Fornells', 'transfer Fornells'],
      en: ['Menorca airport to Fornells', 'Fornells transfer', 'Fornells taxi', 'Fornells airport transfer'],
      de: ['Transfer Flughafen Fornells', 'Flughafen Menorca Fornells', 'Taxi Fornells', 'Transfer Fornells'],
      ca: ['trasllat aeroport Fornells', 'aeroport Menorca Fornells', 'taxi Fornells', 'transfer Fornells'],
    },
  },
  {
    pageKey: 'airport-transfers-cala-galdana',
    title: {
      es: 'Traslado aeropuerto de Menorca – Cala Galdana',
      en: 'Menorca Airport to Cala Galdana Transfer',
      de: 'Transfer Flughafen Menorca – Cala Galdana',
      ca: 'Trasllat aeroport de Menorca – Cala Galdana',
    },
    description: {
      es: 'Traslado privado del aeropuerto de Menorca a Cala Galdana (40 km, unos 40 minutos) con precio cerrado, conductor con cartel en llegadas y 60 minutos de espera.',
      en: 'Private transfer from Menorca Airport to Cala Galdana (40 km, about 40 minutes) at a fixed price, with a driver waiting in arrivals and 60 minutes of free waiting.',
      de: 'Privater Transfer vom Flughafen Menorca nach Cala Galdana (40 km, ca. 40 Minuten) zum Festpreis, mit Fahrer in der Ankunftshalle und 60 Minuten Wartezeit.',
      ca: "Trasllat privat de l'aeroport de Menorca a Cala Galdana (40 km, uns 40 minuts) amb preu tancat, conductor a arribades i 60 minuts d'espera.",
    },
    keywords: {
      es: ['traslado aeropuerto Cala Galdana', 'aeropuerto Menorca Cala Galdana', 'taxi Cala Galdana', 'transfer Cala Galdana'],
      en: ['Menorca airport to Cala Galdana', 'Cala Galdana transfer', 'Cala Galdana taxi', 'Cala Galdana airport transfer'],
      de: ['Transfer Flughafen Cala Galdana', 'Flughafen Menorca Cala Galdana', 'Taxi Cala Galdana', 'Transfer Cala Galdana'],
      ca: ['trasllat aeroport Cala Galdana', 'aeroport Menorca Cala Galdana', 'taxi Cala Galdana', 'transfer Cala Galdana'],
    },
  },
  {
    pageKey: 'airport-transfers-son-bou',
    title: {
      es: 'Traslado aeropuerto de Menorca – Son Bou',
      en: 'Menorca Airport to Son Bou Transfer',
      de: 'Transfer Flughafen Menorca – Son Bou',
      ca: 'Trasllat aeroport de Menorca – Son Bou',
    },
    description: {
      es: 'Traslado privado del aeropuerto de Menorca a Son Bou (24 km, unos 25 minutos): precio cerrado por vehículo, conductor con cartel y sillas infantiles gratis.',
      en: 'Private transfer from Menorca Airport to Son Bou (24 km, about 25 minutes): fixed price per vehicle, driver with a name sign and free child seats.',
      de: 'Privater Transfer vom Flughafen Menorca nach Son Bou (24 km, ca. 25 Minuten): Festpreis pro Fahrzeug, Fahrer mit Namensschild, gratis Kindersitze.',
      ca: "Trasllat privat de l'aeroport de Menorca a Son Bou (24 km, uns 25 minuts): preu tancat per vehicle, conductor amb cartell i cadiretes infantils gratis.",
    },
    keywords: {
      es: ['traslado aeropuerto Son Bou', 'aeropuerto Menorca Son Bou', 'taxi Son Bou', 'transfer Son Bou'],
      en: ['Menorca airport to Son Bou', 'Son Bou transfer', 'Son Bou taxi', 'Son Bou airport transfer'],
      de: ['Transfer Flughafen Son Bou', 'Flughafen Menorca Son Bou', 'Taxi Son Bou', 'Transfer Son Bou'],
      ca: ['trasllat aeroport Son Bou', 'aeroport Menorca Son Bou', 'taxi Son Bou', 'transfer Son Bou'],
    },
  },
  {
    pageKey: 'airport-transfers-private',
    title: {
      es: 'Traslado privado en Menorca: coche o monovolumen',
      en: 'Private Transfers in Menorca: Car or Minivan',
      de: 'Privattransfer auf Menorca: Pkw oder Minivan',
      ca: 'Trasllat privat a Menorca: cotxe o monovolum',
    },
    description: {
      es: 'Traslado privado solo para ti, sin paradas en otros hoteles: coche hasta 4 personas o monovolumen hasta 8, con precio cerrado por vehículo e IVA incluido.',
      en: 'A private transfer just for you, with no stops at other hotels: a car for up to 4 people or a minivan for up to 8, fixed price per vehicle incl. VAT.',
      de: 'Privater Transfer nur für Sie, ohne Stopps an anderen Hotels: Pkw für bis zu 4 oder Minivan für bis zu 8 Personen, Festpreis pro Fahrzeug inkl. MwSt.',
      ca: 'Trasllat privat només per a tu, sense aturades a altres hotels: cotxe fins a 4 persones o monovolum fins a 8, amb preu tancat per vehicle i IVA inclòs.',
    },
    keywords: {
      es: ['traslado privado Menorca', 'monovolumen aeropuerto Menorca', 'transfer privado', 'coche con conductor Menorca'],
      en: ['private transfer Menorca', 'minivan transfer Menorca', 'private airport transfer', 'car with driver Menorca'],
      de: ['Privattransfer Menorca', 'Minivan Transfer Menorca', 'privater Flughafentransfer', 'Auto mit Fahrer Menorca'],
      ca: ['trasllat privat Menorca', 'monovolum aeroport Menorca', 'transfer privat', 'cotxe amb conductor Menorca'],
    },
  },
  {
    pageKey: 'airport-transfers-groups',
    title: {
      es: 'Traslados para grupos en Menorca: minibús',
      en: 'Group Transfers in Menorca by Minibus',
      de: 'Gruppentransfers auf Menorca im Kleinbus',
      ca: 'Trasllats per a grups a Menorca: minibús',
    },
    description: {
      es: 'Minibuses de hasta 16 plazas para grupos, bodas y eventos de empresa en Menorca. Un solo vehículo para todo el grupo y precio cerrado desde el aeropuerto.',
      en: 'Minibuses with up to 16 seats for groups, weddings and corporate events in Menorca. One vehicle for the whole group and a fixed price from the airport.',
      de: 'Kleinbusse mit bis zu 16 Plätzen für Gruppen, Hochzeiten und Firmenevents auf Menorca. Ein Fahrzeug für die ganze Gruppe, Festpreis ab Flughafen.',
      ca: "Minibusos de fins a 16 places per a grups, casaments i esdeveniments d'empresa a Menorca. Un sol vehicle per a tot el grup i preu tancat des de l'aeroport.",
    },
    keywords: {
      es: ['traslado grupos Menorca', 'minibús Menorca', 'traslados bodas Menorca', 'transfer grupo aeropuerto'],
      en: ['group transfer Menorca', 'minibus Menorca', 'wedding transfers Menorca', 'group airport transfer'],
      de: ['Gruppentransfer Menorca', 'Kleinbus Menorca', 'Hochzeitstransfer Menorca', 'Gruppen Flughafentransfer'],
      ca: ['trasllat grups Menorca', 'minibús Menorca', 'trasllats casaments Menorca', 'transfer grup aeroport'],
    },
  },
  {
    pageKey: 'airport-transfers-vip',
    title: {
      es: 'Traslado VIP en Menorca: Mercedes Clase V',
      en: 'VIP Transfers in Menorca: Mercedes V-Class',
      de: 'VIP-Transfer auf Menorca: Mercedes V-Klasse',
      ca: 'Trasllat VIP a Menorca: Mercedes Classe V',
    },
    description: {
      es: 'Traslado VIP en Mercedes Clase V con conductor con traje, asientos de piel, agua fría y wifi. Hasta 6 pasajeros desde el aeropuerto a cualquier punto.',
      en: 'VIP transfer in a Mercedes V-Class with a suited driver, leather seats, chilled water and Wi-Fi. Up to 6 passengers from the airport to anywhere.',
      de: 'VIP-Transfer in der Mercedes V-Klasse mit Fahrer im Anzug, Ledersitzen, gekühltem Wasser und WLAN. Bis zu 6 Personen vom Flughafen überallhin.',
      ca: "Trasllat VIP en Mercedes Classe V amb conductor amb vestit, seients de pell, aigua freda i wifi. Fins a 6 passatgers des de l'aeroport a qualsevol punt.",
    },
    keywords: {
      es: ['traslado VIP Menorca', 'Mercedes Clase V', 'chófer privado Menorca', 'transfer de lujo Menorca'],
      en: ['VIP transfer Menorca', 'Mercedes V-Class', 'private chauffeur Menorca', 'luxury transfer Menorca'],
      de: ['VIP-Transfer Menorca', 'Mercedes V-Klasse', 'Chauffeur Menorca', 'Luxustransfer Menorca'],
      ca: ['trasllat VIP Menorca', 'Mercedes Classe V', 'xofer privat Menorca', 'transfer de luxe Menorca'],
    },
  },
  {
    pageKey: 'airport-transfers-request',
    title: {
      es: 'Solicita tu traslado en Menorca',
      en: 'Request Your Menorca Transfer',
      de: 'Transfer auf Menorca anfragen',
      ca: 'Sol·licita el teu trasllat a Menorca',
    },
    description: {
      es: 'Indica tu vuelo, destino y número de pasajeros y te confirmamos el traslado con precio cerrado. Respuesta rápida por correo electrónico o WhatsApp.',
      en: 'Tell us your flight, destination and number of passengers and we will confirm your transfer at a fixed price. Quick reply by e-mail or WhatsApp.',
      de: 'Nennen Sie uns Flug, Ziel und Anzahl der Fahrgäste, und wir bestätigen Ihren Transfer zum Festpreis. Schnelle Antwort per E-Mail oder WhatsApp.',
      ca: 'Indica el teu vol, destinació i nombre de passatgers i et confirmam el trasllat amb preu tancat. Resposta ràpida per correu electrònic o WhatsApp.',
    },
    keywords: {
      es: ['reservar traslado Menorca', 'solicitud traslado', 'presupuesto transfer Menorca', 'traslado aeropuerto'],
      en: ['book Menorca transfer', 'transfer request', 'Menorca transfer quote', 'airport transfer booking'],
      de: ['Transfer Menorca buchen', 'Transferanfrage', 'Angebot Transfer Menorca', 'Flughafentransfer buchen'],
      ca: ['reservar trasllat Menorca', 'sol·licitud trasllat', 'pressupost transfer Menorca', 'trasllat aeroport'],
    },
  },
  {
    pageKey: 'menorca-taxis',
    title: {
      es: 'Taxis en Menorca: precios y traslado privado',
      en: 'Taxis in Menorca: Fares and Private Transfers',
      de: 'Taxis auf Menorca: Preise und Privattransfer',
      ca: 'Taxis a Menorca: preus i trasllat privat',
    },
    description: {
      es: 'Cómo funcionan los taxis en Menorca y el aeropuerto, qué cuesta un trayecto y por qué un traslado privado reservado con precio cerrado puede compensar.',
      en: 'How taxis work in Menorca and at the airport, what a ride costs and why a pre-booked private transfer at a fixed price can be the smarter choice.',
      de: 'Wie Taxis auf Menorca und am Flughafen funktionieren, was eine Fahrt kostet und warum ein vorab gebuchter Privattransfer zum Festpreis lohnen kann.',
      ca: "Com funcionen els taxis a Menorca i a l'aeroport, què costa un trajecte i per què un trasllat privat reservat amb preu tancat pot sortir a compte.",
    },
    keywords: {
      es: ['taxi Menorca', 'taxi aeropuerto Menorca', 'precio taxi Menorca', 'taxi Ciutadella', 'taxi Maó'],
      en: ['Menorca taxi', 'Menorca airport taxi', 'Menorca taxi fares', 'Ciutadella taxi', 'Mahón taxi'],
      de: ['Taxi Menorca', 'Taxi Flughafen Menorca', 'Taxipreise Menorca', 'Taxi Ciutadella', 'Taxi Mahón'],
      ca: ['taxi Menorca', 'taxi aeroport Menorca', 'preu taxi Menorca', 'taxi Ciutadella', 'taxi Maó'],
    },
  },
]

import type { SeedContentPage } from '../../types'

// ───────────────────────────── Services ─────────────────────────────
export const servicesPage: SeedContentPage = {
  key: 'services',
  title: { es: 'Nuestros servicios', en: 'Our services', de: 'Unsere Leistungen', ca: 'Els nostres serveis' },
  body: {
    es: `Desde nuestra oficina en el puerto de Maó organizamos todo lo que necesitas para disfrutar de Menorca: desde que aterrizas hasta el último baño antes de volver a casa. Trabajamos con grupos reducidos, guías nacidos en la isla y proveedores locales.

## Excursiones guiadas

Rutas de medio día, de un día completo y de varios días por toda la isla. Nuestros guías te explican Menorca con conocimiento de causa: la prehistoria **talayótica**, Patrimonio Mundial de la UNESCO desde 2023, la historia británica de Maó y Ciutadella, y la vida del campo menorquín, con visitas a granjas de queso Mahón-Menorca.

## Barco y kayak

- **Excursiones en barco** a las calas vírgenes del sur, por la costa norte desde Fornells o al atardecer en el puerto de Maó.
- **Kayak de mar** para todos los niveles: desde la tranquila bahía de Fornells, perfecta para familias, hasta una expedición de dos días por la costa norte.

Todas las salidas dependen del estado del mar. Si cancelamos por seguridad, te ofrecemos otra fecha o la devolución íntegra.

## Senderismo por el Camí de Cavalls

El **GR 223** rodea la isla en unos 185 km y 20 etapas. Organizamos rutas guiadas de un día y trekkings de varios días con alojamiento y transporte de equipaje. Más información en [Camí de Cavalls](/cami-de-cavalls).

## Traslados privados desde el aeropuerto

Tu conductor te espera en el vestíbulo de llegadas con un cartel con tu nombre. Precio cerrado por vehículo, **desde 20 €**, con 60 minutos de espera gratuita y sillas infantiles sin coste. Disponemos de:

- **Turismos** para hasta 4 pasajeros.
- **Monovolúmenes** para hasta 8 pasajeros.
- **Minibuses** para hasta 16 pasajeros.
- **Mercedes Clase V** para un servicio VIP.

Consulta destinos y precios en [traslados desde el aeropuerto](/airport-transfers).

## Grupos, bodas y servicio VIP

Coordinamos traslados y actividades para bodas, viajes de empresa, colegios y grupos de amigos: llegadas escalonadas, varios vehículos, excursiones privadas y atención por WhatsApp durante toda la estancia. Para quien busca más privacidad, el servicio VIP incluye conductor con traje y vehículo de gama alta.

## Excursiones a medida

¿Quieres combinar una mañana de kayak con una comida en una granja, o recorrer la isla en un día con un fotógrafo? Cuéntanos qué te apetece y diseñamos una excursión privada a tu ritmo, con el vehículo y el guía que mejor encajen.

[Ver todas las excursiones](/trips)`,
    en: `From our office on Maó harbour we organise everything you need to enjoy Menorca: from the moment you land until your last swim before heading home. We work with small groups, island-born guides and local suppliers.

## Guided trips

Half-day, full-day and multi-day trips all over the island. Our guides explain Menorca from first-hand knowledge: **Talayotic** prehistory, a UNESCO World Heritage Site since 2023, the British history of Maó and Ciutadella, and Menorcan country life, with visits to Mahón-Menorca cheese farms.

## Boat and kayak

- **Boat trips** to the unspoilt southern coves, along the north coast from Fornells or at sunset in Maó harbour.
- **Sea kayaking** for all levels: from the calm Fornells bay, perfect for families, to a two-day expedition along the north coast.

All departures depend on sea conditions. If we cancel for safety reasons, we offer you another date or a full refund.

## Hiking the Camí de Cavalls

The **GR 223** circles the island in about 185 km and 20 stages. We organise guided day hikes and multi-day treks with accommodation and luggage transfers. Find out more on our [Camí de Cavalls](/cami-de-cavalls) page.

## Private airport transfers

Your driver waits for you in the arrivals hall with a sign showing your name. Fixed price per vehicle, **from €20**, with 60 minutes of free waiting and free child seats. Our fleet:

- **Cars** for up to 4 passengers.
- **Minivans** for up to 8 passengers.
- **Minibuses** for up to 16 passengers.
- **Mercedes V-Class** for a VIP service.

See destinations and prices under [airport transfers](/airport-transfers).

## Groups, weddings and VIP service

We coordinate transfers and activities for weddings, company trips, schools and groups of friends: staggered arrivals, several vehicles, private trips and WhatsApp support throughout your stay. For those who want more privacy, our VIP service includes a suited driver and a premium vehicle.

## Tailor-made excursions

Would you like to combine a morning of kayaking with lunch on a farm, or tour the island in a day with a photographer? Tell us what you have in mind and we will design a private excursion at your own pace, with the vehicle and guide that suit you best.

[See all trips](/trips)`,
    de: `Von unserem Büro am Hafen von Maó aus organisieren wir alles, was Sie für Ihren Menorca-Urlaub brauchen: von der Landung bis zum letzten Bad vor der Heimreise. Wir arbeiten mit kleinen Gruppen, auf der Insel geborenen Guides und lokalen Partnern.

## Geführte Ausflüge

Halbtags-, Tages- und Mehrtagestouren auf der ganzen Insel. Unsere Guides erklären Menorca aus erster Hand: die **talayotische** Vorgeschichte, seit 2023 UNESCO-Welterbe, die britische Geschichte von Maó und Ciutadella und das Landleben Menorcas, mit Besuchen auf Höfen, die Mahón-Menorca-Käse herstellen.

## Boot und Kajak

- **Bootsausflüge** zu den naturbelassenen Buchten im Süden, entlang der Nordküste ab Fornells oder bei Sonnenuntergang im Hafen von Maó.
- **Seekajak** für alle Niveaus: von der ruhigen Bucht von Fornells, ideal für Familien, bis zur zweitägigen Expedition an der Nordküste.

Alle Fahrten hängen vom Seegang ab. Sagen wir aus Sicherheitsgründen ab, bieten wir Ihnen einen anderen Termin oder die volle Erstattung an.

## Wandern auf dem Camí de Cavalls

Der **GR 223** umrundet die Insel auf rund 185 km in 20 Etappen. Wir organisieren geführte Tageswanderungen und mehrtägige Trekkings mit Unterkunft und Gepäcktransport. Mehr dazu auf unserer Seite zum [Camí de Cavalls](/cami-de-cavalls).

## Private Flughafentransfers

Ihr Fahrer erwartet Sie mit einem Namensschild in der Ankunftshalle. Festpreis pro Fahrzeug **ab 20 €**, mit 60 Minuten kostenloser Wartezeit und kostenlosen Kindersitzen. Unsere Fahrzeuge:

- **Pkw** für bis zu 4 Personen.
- **Minivans** für bis zu 8 Personen.
- **Kleinbusse** für bis zu 16 Personen.
- **Mercedes V-Klasse** für den VIP-Service.

Ziele und Preise finden Sie unter [Flughafentransfers](/airport-transfers).

## Gruppen, Hochzeiten und VIP-Service

Wir koordinieren Transfers und Aktivitäten für Hochzeiten, Firmenreisen, Schulen und Freundesgruppen: gestaffelte Ankünfte, mehrere Fahrzeuge, private Ausflüge und Betreuung per WhatsApp während des gesamten Aufenthalts. Wer mehr Privatsphäre wünscht, bekommt beim VIP-Service einen Fahrer im Anzug und ein Fahrzeug der Oberklasse.

## Ausflüge nach Maß

Möchten Sie einen Vormittag im Kajak mit einem Mittagessen auf einem Bauernhof verbinden oder die Insel an einem Tag mit einem Fotografen erkunden? Erzählen Sie uns, was Ihnen vorschwebt, und wir planen einen privaten Ausflug in Ihrem Tempo, mit dem passenden Fahrzeug und Guide.

[Alle Ausflüge ansehen](/trips)`,
    ca: `Des de la nostra oficina al port de Maó organitzam tot el que necessites per gaudir de Menorca: des que aterres fins al darrer bany abans de tornar a casa. Treballam amb grups reduïts, guies nascuts a l'illa i proveïdors locals.

## Excursions guiades

Rutes de mig dia, d'un dia sencer i de diversos dies per tota l'illa. Els nostres guies t'expliquen Menorca amb coneixement de causa: la prehistòria **talaiòtica**, Patrimoni Mundial de la UNESCO des del 2023, la història britànica de Maó i Ciutadella, i la vida del camp menorquí, amb visites a llocs on es fa formatge Maó-Menorca.

## Vaixell i caiac

- **Excursions en vaixell** a les cales verges del sud, per la costa nord des de Fornells o a la posta de sol al port de Maó.
- **Caiac de mar** per a tots els nivells: des de la tranquil·la badia de Fornells, perfecta per a famílies, fins a una expedició de dos dies per la costa nord.

Totes les sortides depenen de l'estat de la mar. Si cancel·lam per seguretat, t'oferim una altra data o el retorn íntegre de l'import.

## Senderisme pel Camí de Cavalls

El **GR 223** envolta l'illa en uns 185 km i 20 etapes. Organitzam rutes guiades d'un dia i trekkings de diversos dies amb allotjament i transport d'equipatge. Més informació a [Camí de Cavalls](/cami-de-cavalls).

## Trasllats privats des de l'aeroport

El teu conductor t'espera al vestíbul d'arribades amb un cartell amb el teu nom. Preu tancat per vehicle, **des de 20 €**, amb 60 minuts d'espera gratuïta i cadiretes infantils sense cost. Disposam de:

- **Turismes** per a fins a 4 passatgers.
- **Monovolums** per a fins a 8 passatgers.
- **Minibusos** per a fins a 16 passatgers.
- **Mercedes Classe V** per a un servei VIP.

Consulta destinacions i preus a [trasllats des de l'aeroport](/airport-transfers).

## Grups, casaments i servei VIP

Coordinam trasllats i activitats per a casaments, viatges d'empresa, escoles i grups d'amics: arribades escalonades, diversos vehicles, excursions privades i atenció per WhatsApp durant tota l'estada. Per a qui cerca més privacitat, el servei VIP inclou conductor amb vestit i vehicle d'alta gamma.

## Excursions a mida

Vols combinar un matí de caiac amb un dinar en un lloc, o recórrer l'illa en un dia amb un fotògraf? Explica'ns què et ve de gust i dissenyam una excursió privada al teu ritme, amb el vehicle i el guia que més t'escaiguin.

[Veure totes les excursions](/trips)`,
  },
}

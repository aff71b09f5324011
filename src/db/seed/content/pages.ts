import type { SeedContentPage } from '../types'

// Static content pages (Markdown). Company data matches settings.ts.
export const contentPages: SeedContentPage[] = [
  // ───────────────────────────── Services ─────────────────────────────
  {
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

Tu conductor te espera en el vestíbulo de llegadas con un cartel con tu nombre. Precio cerrado por vehículo, **desde 20 €**, con seguimiento del vuelo, 60 minutos de espera gratuita y sillas infantiles sin coste. Disponemos de:

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

Your driver waits for you in the arrivals hall with a sign showing your name. Fixed price per vehicle, **from €20**, with flight tracking, 60 minutes of free waiting and free child seats. Our fleet:

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

Ihr Fahrer erwartet Sie mit einem Namensschild in der Ankunftshalle. Festpreis pro Fahrzeug **ab 20 €**, mit Flugverfolgung, 60 Minuten kostenloser Wartezeit und kostenlosen Kindersitzen. Unsere Fahrzeuge:

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

El teu conductor t'espera al vestíbul d'arribades amb un cartell amb el teu nom. Preu tancat per vehicle, **des de 20 €**, amb seguiment del vol, 60 minuts d'espera gratuïta i cadiretes infantils sense cost. Disposam de:

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
  },
  // ───────────────────────────── About ─────────────────────────────
  {
    key: 'about',
    title: { es: 'Quiénes somos', en: 'About us', de: 'Über uns', ca: 'Qui som' },
    body: {
      es: `**Menorca Tours & Transfers** es una pequeña empresa familiar con base en el puerto de Maó. Empezamos en **2012** con un monovolumen, seis kayaks y muchas ganas de enseñar la isla en la que crecimos de una forma distinta: sin prisas, en grupos pequeños y con respeto por el territorio.

## Cómo empezó todo

Marta Pons había trabajado durante años como patrona de barco en el puerto de Maó; su hermano Toni conocía cada carretera de la isla después de una década como conductor. Una primavera decidieron unir las dos cosas: recoger a los viajeros en el aeropuerto y, al día siguiente, llevarlos a descubrir las calas, los caminos y los pueblos que a ellos les gustaban. Aquel primer verano atendieron a poco más de doscientos clientes. Hoy, más de una década después, seguimos trabajando desde la misma oficina del Moll de Llevant.

## El equipo

En temporada alta somos unas quince personas, casi todas menorquinas o afincadas en la isla desde hace años:

- **Guías titulados** de kayak, montaña y patrimonio, entre ellos una arqueóloga especializada en la cultura talayótica.
- **Conductores profesionales** que conocen cada urbanización y cada camino rural.
- **Un equipo de oficina** que responde en español, catalán, inglés y alemán.

Entre los rostros que verás en nuestras excursiones están Biel Mercadal, guía de montaña que ha recorrido el Camí de Cavalls decenas de veces, y Anna Seguí, que coordina los traslados y es la voz que te atiende por WhatsApp.

## Lo que nos importa

1. **Grupos pequeños.** Preferimos hacer una salida más antes que llenar demasiado el barco o el sendero.
2. **Producto local.** Los picnics, las catas y las comidas se hacen con queso, embutido, vino y pan de productores de la isla.
3. **Respeto por la Reserva de Biosfera.** No fondeamos sobre posidonia, caminamos siempre por los senderos señalizados y explicamos a nuestros clientes cómo cuidar la isla.
4. **Precios claros.** Lo que ves al reservar es lo que pagas, con IVA incluido.

## Ven a vernos

Nuestra oficina está en el **Moll de Llevant de Maó**, a pocos pasos del agua. Pasa a tomar un café, pregúntanos por la mejor cala para mañana o, simplemente, escríbenos. Estaremos encantados de ayudarte a descubrir nuestra Menorca.

[Descubre nuestras excursiones](/trips)`,
      en: `**Menorca Tours & Transfers** is a small family-run company based on Maó harbour. We started in **2012** with one minivan, six kayaks and a strong wish to show visitors the island we grew up on in a different way: unhurried, in small groups and with respect for the land.

## How it all began

Marta Pons had spent years as a boat skipper in Maó harbour; her brother Toni knew every road on the island after a decade as a driver. One spring they decided to combine the two: pick travellers up at the airport and, the next day, take them to discover the coves, paths and villages they loved themselves. That first summer they looked after just over two hundred guests. Today, more than a decade later, we still work from the same office on the Moll de Llevant.

## The team

In high season we are about fifteen people, almost all born in Menorca or settled here for many years:

- **Qualified guides** for kayaking, mountain walking and heritage, including an archaeologist specialising in Talayotic culture.
- **Professional drivers** who know every resort and every country lane.
- **An office team** who reply in Spanish, Catalan, English and German.

Among the faces you will meet on our trips are Biel Mercadal, a mountain guide who has walked the Camí de Cavalls dozens of times, and Anna Seguí, who coordinates the transfers and is the voice answering you on WhatsApp.

## What matters to us

1. **Small groups.** We would rather run an extra departure than overcrowd the boat or the trail.
2. **Local produce.** Picnics, tastings and meals are made with cheese, cured meats, wine and bread from island producers.
3. **Respect for the Biosphere Reserve.** We never anchor on posidonia, always stay on marked paths and show our guests how to look after the island.
4. **Clear prices.** What you see when you book is what you pay, VAT included.

## Come and see us

Our office is on the **Moll de Llevant in Maó**, a few steps from the water. Drop in for a coffee, ask us which cove is best for tomorrow or simply send us a message. We will be happy to help you discover our Menorca.

[Discover our trips](/trips)`,
      de: `**Menorca Tours & Transfers** ist ein kleines Familienunternehmen mit Sitz am Hafen von Maó. Wir haben **2012** mit einem Minivan, sechs Kajaks und dem Wunsch begonnen, Gästen die Insel, auf der wir aufgewachsen sind, auf andere Art zu zeigen: ohne Eile, in kleinen Gruppen und mit Respekt vor der Natur.

## Wie alles begann

Marta Pons war jahrelang Skipperin im Hafen von Maó; ihr Bruder Toni kannte nach zehn Jahren als Fahrer jede Straße der Insel. In einem Frühjahr beschlossen sie, beides zu verbinden: Reisende am Flughafen abzuholen und ihnen am nächsten Tag die Buchten, Wege und Dörfer zu zeigen, die sie selbst liebten. Im ersten Sommer betreuten sie gut zweihundert Gäste. Heute, mehr als ein Jahrzehnt später, arbeiten wir noch immer im selben Büro am Moll de Llevant.

## Das Team

In der Hochsaison sind wir rund fünfzehn Personen, fast alle auf Menorca geboren oder seit vielen Jahren hier zu Hause:

- **Qualifizierte Guides** für Kajak, Bergwandern und Kulturerbe, darunter eine auf die talayotische Kultur spezialisierte Archäologin.
- **Professionelle Fahrer**, die jede Feriensiedlung und jeden Feldweg kennen.
- **Ein Büroteam**, das auf Spanisch, Katalanisch, Englisch und Deutsch antwortet.

Zu den Gesichtern, die Sie auf unseren Ausflügen treffen, gehören Biel Mercadal, Bergwanderführer, der den Camí de Cavalls schon Dutzende Male gegangen ist, und Anna Seguí, die die Transfers koordiniert und Ihnen auf WhatsApp antwortet.

## Was uns wichtig ist

1. **Kleine Gruppen.** Lieber bieten wir einen zusätzlichen Termin an, als das Boot oder den Weg zu überfüllen.
2. **Lokale Produkte.** Picknicks, Verkostungen und Mahlzeiten bestehen aus Käse, Wurst, Wein und Brot von Erzeugern der Insel.
3. **Respekt vor dem Biosphärenreservat.** Wir ankern nie auf Posidonia, bleiben immer auf markierten Wegen und zeigen unseren Gästen, wie man die Insel schützt.
4. **Klare Preise.** Was Sie bei der Buchung sehen, zahlen Sie auch, inklusive Mehrwertsteuer.

## Besuchen Sie uns

Unser Büro liegt am **Moll de Llevant in Maó**, nur wenige Schritte vom Wasser entfernt. Kommen Sie auf einen Kaffee vorbei, fragen Sie uns nach der besten Bucht für morgen oder schreiben Sie uns einfach. Wir helfen Ihnen gern, unser Menorca zu entdecken.

[Unsere Ausflüge entdecken](/trips)`,
      ca: `**Menorca Tours & Transfers** és una petita empresa familiar amb base al port de Maó. Vàrem començar el **2012** amb un monovolum, sis caiacs i moltes ganes d'ensenyar l'illa on vàrem créixer d'una manera diferent: sense presses, en grups petits i amb respecte pel territori.

## Com va començar tot

La Marta Pons havia fet feina durant anys com a patrona de vaixell al port de Maó; el seu germà Toni coneixia cada carretera de l'illa després d'una dècada com a conductor. Una primavera varen decidir ajuntar les dues coses: recollir els viatgers a l'aeroport i, l'endemà, dur-los a descobrir les cales, els camins i els pobles que a ells els agradaven. Aquell primer estiu varen atendre poc més de dos-cents clients. Avui, més d'una dècada després, continuam fent feina des de la mateixa oficina del Moll de Llevant.

## L'equip

En temporada alta som unes quinze persones, gairebé totes menorquines o establertes a l'illa des de fa anys:

- **Guies titulats** de caiac, muntanya i patrimoni, entre ells una arqueòloga especialitzada en la cultura talaiòtica.
- **Conductors professionals** que coneixen cada urbanització i cada camí rural.
- **Un equip d'oficina** que respon en català, castellà, anglès i alemany.

Entre les cares que veuràs a les nostres excursions hi ha en Biel Mercadal, guia de muntanya que ha recorregut el Camí de Cavalls desenes de vegades, i n'Anna Seguí, que coordina els trasllats i és la veu que t'atén per WhatsApp.

## El que ens importa

1. **Grups petits.** Preferim fer una sortida més abans que omplir massa el vaixell o el sender.
2. **Producte local.** Els pícnics, els tasts i els dinars es fan amb formatge, embotit, vi i pa de productors de l'illa.
3. **Respecte per la Reserva de Biosfera.** No fondejam sobre posidònia, caminam sempre pels senders senyalitzats i explicam als nostres clients com tenir cura de l'illa.
4. **Preus clars.** El que veus en reservar és el que pagues, amb IVA inclòs.

## Vine a veure'ns

La nostra oficina és al **Moll de Llevant de Maó**, a poques passes de l'aigua. Passa a prendre un cafè, demana'ns quina és la millor cala per demà o, simplement, escriu-nos. Estarem encantats d'ajudar-te a descobrir la nostra Menorca.

[Descobreix les nostres excursions](/trips)`,
    },
  },
  // ───────────────────────────── Privacy policy ─────────────────────────────
  {
    key: 'legal-privacy',
    title: {
      es: 'Política de privacidad y cookies',
      en: 'Privacy and cookie policy',
      de: 'Datenschutzerklärung und Cookie-Richtlinie',
      ca: 'Política de privacitat i de galetes',
    },
    body: {
      es: `Esta política explica cómo tratamos tus datos personales de acuerdo con el **Reglamento (UE) 2016/679** (RGPD) y la **Ley Orgánica 3/2018**, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).

## Responsable del tratamiento

- **Titular:** Menorca Tours i Transfers, S.L.
- **CIF:** B07482913
- **Dirección:** Moll de Llevant, 124, 07701 Maó (Illes Balears), España
- **Correo electrónico:** hola@menorcatours.example
- **Teléfono:** +34 971 36 24 18

## Finalidades y bases legales

- **Gestionar reservas de excursiones** (nombre, correo, teléfono, participantes y edades): ejecución de un contrato (art. 6.1.b RGPD).
- **Gestionar solicitudes de traslado** (los mismos datos, más el número de vuelo y la dirección del alojamiento): ejecución de un contrato o medidas precontractuales (art. 6.1.b).
- **Responder a consultas por formulario, correo o WhatsApp** (los datos que nos facilites): medidas precontractuales e interés legítimo en atenderte (art. 6.1.b y 6.1.f).
- **Enviar nuestro boletín** (correo electrónico): consentimiento (art. 6.1.a), confirmado mediante doble opt-in.
- **Facturación y obligaciones contables** (datos de facturación): obligación legal (art. 6.1.c).

Puedes retirar tu consentimiento al boletín en cualquier momento mediante el enlace incluido en cada envío, sin que ello afecte a la licitud del tratamiento anterior.

## Conservación

- Datos de reservas y facturas: durante la relación comercial y después durante los plazos legales (hasta seis años según el Código de Comercio y los plazos de la normativa tributaria).
- Consultas: hasta resolverlas y, como máximo, un año.
- Boletín: hasta que te des de baja.

## Destinatarios

No vendemos ni cedemos tus datos a terceros, salvo obligación legal. Pueden acceder a ellos, como encargados del tratamiento y con contrato conforme al artículo 28 RGPD:

- Nuestro **proveedor de correo electrónico** y de alojamiento web.
- Las **entidades de pago** (banco y PayPal) cuando pagas una reserva.
- **WhatsApp (Meta Platforms Ireland Ltd.)**, solo si decides escribirnos por ese canal. Meta puede transferir datos a Estados Unidos al amparo del Marco de Privacidad de Datos UE-EE. UU. y de cláusulas contractuales tipo.

Los guías y conductores reciben únicamente los datos necesarios para prestar el servicio.

## Tus derechos

Puedes ejercer los derechos de **acceso, rectificación, supresión, oposición, portabilidad y limitación del tratamiento** escribiendo a hola@menorcatours.example e indicando el derecho que ejerces. Te responderemos en el plazo de un mes. Si consideras que no hemos atendido tu solicitud correctamente, puedes presentar una reclamación ante la **Agencia Española de Protección de Datos** (www.aepd.es).

## Cookies

Conforme al **artículo 22.2 de la Ley 34/2002 (LSSI-CE)**:

- Utilizamos **cookies técnicas imprescindibles** (sesión, idioma, seguridad y registro de tus preferencias de cookies) que no requieren consentimiento.
- Las **cookies analíticas o de marketing** solo se instalan si las aceptas en el aviso de cookies. Rechazarlas es tan sencillo como aceptarlas.
- Puedes **cambiar o retirar tu consentimiento en cualquier momento** desde el enlace de configuración de cookies situado al pie de la página, o borrarlas desde tu navegador.

## Menores

Nuestros servicios los contrata siempre una persona adulta. Los datos de menores que participan en una excursión (por ejemplo, su edad) los facilita su padre, madre o tutor.

## Cambios

Podemos actualizar esta política para adaptarla a cambios legales o de nuestros servicios. Publicaremos siempre la versión vigente en esta página.`,
      en: `This policy explains how we process your personal data in accordance with **Regulation (EU) 2016/679** (GDPR) and Spanish **Organic Law 3/2018** on the Protection of Personal Data and Guarantee of Digital Rights (LOPDGDD).

## Data controller

- **Company:** Menorca Tours i Transfers, S.L.
- **Tax ID (CIF):** B07482913
- **Address:** Moll de Llevant, 124, 07701 Maó (Balearic Islands), Spain
- **E-mail:** hola@menorcatours.example
- **Phone:** +34 971 36 24 18

## Purposes and legal bases

- **Managing trip bookings** (name, e-mail, phone, participants and ages): performance of a contract (Art. 6(1)(b) GDPR).
- **Managing transfer requests** (the same data plus flight number and accommodation address): performance of a contract or pre-contractual steps (Art. 6(1)(b)).
- **Answering enquiries by form, e-mail or WhatsApp** (the data you give us): pre-contractual steps and our legitimate interest in replying (Art. 6(1)(b) and (f)).
- **Sending our newsletter** (e-mail address): consent (Art. 6(1)(a)), confirmed by double opt-in.
- **Invoicing and accounting obligations** (billing data): legal obligation (Art. 6(1)(c)).

You can withdraw your consent to the newsletter at any time using the link in every e-mail, without affecting the lawfulness of earlier processing.

## Retention

- Booking data and invoices: for the duration of the business relationship and then for the legally required periods (up to six years under the Spanish Commercial Code and the periods set by tax law).
- Enquiries: until resolved and for a maximum of one year.
- Newsletter: until you unsubscribe.

## Recipients

We do not sell or disclose your data to third parties unless required by law. The following may access it as data processors, under a contract complying with Article 28 GDPR:

- Our **e-mail provider** and web host.
- **Payment providers** (our bank and PayPal) when you pay for a booking.
- **WhatsApp (Meta Platforms Ireland Ltd.)**, only if you choose to contact us through that channel. Meta may transfer data to the United States under the EU-US Data Privacy Framework and standard contractual clauses.

Guides and drivers receive only the data they need to provide the service.

## Your rights

You can exercise your rights of **access, rectification, erasure, objection, portability and restriction of processing** by writing to hola@menorcatours.example and stating which right you are exercising. We will reply within one month. If you believe we have not handled your request properly, you can lodge a complaint with the Spanish Data Protection Agency, the **Agencia Española de Protección de Datos** (www.aepd.es).

## Cookies

In accordance with **Article 22(2) of Spanish Law 34/2002 (LSSI-CE)**:

- We use **strictly necessary technical cookies** (session, language, security and recording your cookie choices), which do not require consent.
- **Analytics or marketing cookies** are only set if you accept them in the cookie notice. Rejecting them is as easy as accepting them.
- You can **change or withdraw your consent at any time** via the cookie settings link at the bottom of the page, or delete cookies in your browser.

## Minors

Our services are always booked by an adult. Any data about minors taking part in a trip (for example, their age) is provided by their parent or guardian.

## Changes

We may update this policy to reflect legal changes or changes to our services. The current version will always be published on this page.`,
      de: `Diese Erklärung beschreibt, wie wir Ihre personenbezogenen Daten gemäß der **Verordnung (EU) 2016/679** (DSGVO) und dem spanischen **Organgesetz 3/2018** über den Schutz personenbezogener Daten und die Gewährleistung digitaler Rechte (LOPDGDD) verarbeiten.

## Verantwortlicher

- **Unternehmen:** Menorca Tours i Transfers, S.L.
- **Steuernummer (CIF):** B07482913
- **Anschrift:** Moll de Llevant, 124, 07701 Maó (Balearen), Spanien
- **E-Mail:** hola@menorcatours.example
- **Telefon:** +34 971 36 24 18

## Zwecke und Rechtsgrundlagen

- **Abwicklung von Ausflugsbuchungen** (Name, E-Mail, Telefon, Teilnehmer und Alter): Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).
- **Bearbeitung von Transferanfragen** (dieselben Daten sowie Flugnummer und Adresse der Unterkunft): Vertragserfüllung oder vorvertragliche Maßnahmen (Art. 6 Abs. 1 lit. b).
- **Beantwortung von Anfragen per Formular, E-Mail oder WhatsApp** (die von Ihnen mitgeteilten Daten): vorvertragliche Maßnahmen und berechtigtes Interesse an der Antwort (Art. 6 Abs. 1 lit. b und f).
- **Versand unseres Newsletters** (E-Mail-Adresse): Einwilligung (Art. 6 Abs. 1 lit. a), bestätigt per Double-Opt-in.
- **Rechnungsstellung und Buchhaltungspflichten** (Rechnungsdaten): rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c).

Ihre Einwilligung in den Newsletter können Sie jederzeit über den Link in jeder E-Mail widerrufen; die Rechtmäßigkeit der bisherigen Verarbeitung bleibt davon unberührt.

## Speicherdauer

- Buchungsdaten und Rechnungen: für die Dauer der Geschäftsbeziehung und danach für die gesetzlichen Fristen (bis zu sechs Jahre nach spanischem Handelsgesetzbuch sowie steuerrechtliche Fristen).
- Anfragen: bis zur Erledigung, höchstens ein Jahr.
- Newsletter: bis zur Abmeldung.

## Empfänger

Wir verkaufen Ihre Daten nicht und geben sie nur weiter, wenn wir gesetzlich dazu verpflichtet sind. Als Auftragsverarbeiter mit Vertrag nach Art. 28 DSGVO können darauf zugreifen:

- Unser **E-Mail-Anbieter** und Webhoster.
- **Zahlungsdienstleister** (unsere Bank und PayPal), wenn Sie eine Buchung bezahlen.
- **WhatsApp (Meta Platforms Ireland Ltd.)**, nur wenn Sie uns über diesen Kanal schreiben. Meta kann Daten auf Grundlage des EU-US-Datenschutzrahmens und von Standardvertragsklauseln in die USA übermitteln.

Guides und Fahrer erhalten nur die für die Leistung nötigen Daten.

## Ihre Rechte

Sie können Ihre Rechte auf **Auskunft, Berichtigung, Löschung, Widerspruch, Datenübertragbarkeit und Einschränkung der Verarbeitung** ausüben, indem Sie an hola@menorcatours.example schreiben und das betreffende Recht angeben. Wir antworten innerhalb eines Monats. Wenn Sie der Meinung sind, dass wir Ihr Anliegen nicht korrekt bearbeitet haben, können Sie Beschwerde bei der spanischen Datenschutzbehörde **Agencia Española de Protección de Datos** (www.aepd.es) einlegen.

## Cookies

Gemäß **Art. 22 Abs. 2 des spanischen Gesetzes 34/2002 (LSSI-CE)**:

- Wir verwenden **technisch notwendige Cookies** (Sitzung, Sprache, Sicherheit und Speicherung Ihrer Cookie-Auswahl), die keine Einwilligung erfordern.
- **Analyse- oder Marketing-Cookies** werden nur gesetzt, wenn Sie im Cookie-Hinweis zustimmen. Ablehnen ist genauso einfach wie Zustimmen.
- Sie können Ihre Einwilligung **jederzeit ändern oder widerrufen**, über den Link zu den Cookie-Einstellungen am Seitenende, oder Cookies in Ihrem Browser löschen.

## Minderjährige

Unsere Leistungen werden immer von einer volljährigen Person gebucht. Daten von minderjährigen Teilnehmern (zum Beispiel ihr Alter) stellen Eltern oder Erziehungsberechtigte bereit.

## Änderungen

Wir können diese Erklärung an gesetzliche Änderungen oder an Änderungen unserer Leistungen anpassen. Die aktuelle Fassung ist immer auf dieser Seite veröffentlicht.`,
      ca: `Aquesta política explica com tractam les teves dades personals d'acord amb el **Reglament (UE) 2016/679** (RGPD) i la **Llei orgànica 3/2018**, de protecció de dades personals i garantia dels drets digitals (LOPDGDD).

## Responsable del tractament

- **Titular:** Menorca Tours i Transfers, S.L.
- **CIF:** B07482913
- **Adreça:** Moll de Llevant, 124, 07701 Maó (Illes Balears), Espanya
- **Correu electrònic:** hola@menorcatours.example
- **Telèfon:** +34 971 36 24 18

## Finalitats i bases legals

- **Gestionar reserves d'excursions** (nom, correu, telèfon, participants i edats): execució d'un contracte (art. 6.1.b RGPD).
- **Gestionar sol·licituds de trasllat** (les mateixes dades i, a més, el número de vol i l'adreça de l'allotjament): execució d'un contracte o mesures precontractuals (art. 6.1.b).
- **Respondre consultes per formulari, correu o WhatsApp** (les dades que ens facilitis): mesures precontractuals i interès legítim a atendre't (art. 6.1.b i 6.1.f).
- **Enviar el nostre butlletí** (correu electrònic): consentiment (art. 6.1.a), confirmat mitjançant doble opt-in.
- **Facturació i obligacions comptables** (dades de facturació): obligació legal (art. 6.1.c).

Pots retirar el consentiment al butlletí en qualsevol moment amb l'enllaç inclòs a cada enviament, sense que això afecti la licitud del tractament anterior.

## Conservació

- Dades de reserves i factures: durant la relació comercial i després durant els terminis legals (fins a sis anys segons el Codi de comerç i els terminis de la normativa tributària).
- Consultes: fins a resoldre-les i, com a màxim, un any.
- Butlletí: fins que et donis de baixa.

## Destinataris

No venem ni cedim les teves dades a tercers, tret d'obligació legal. Hi poden accedir, com a encarregats del tractament i amb contracte d'acord amb l'article 28 RGPD:

- El nostre **proveïdor de correu electrònic** i d'allotjament web.
- Les **entitats de pagament** (banc i PayPal) quan pagues una reserva.
- **WhatsApp (Meta Platforms Ireland Ltd.)**, només si decideixes escriure'ns per aquest canal. Meta pot transferir dades als Estats Units a l'empara del Marc de privacitat de dades UE-EUA i de clàusules contractuals tipus.

Els guies i conductors reben únicament les dades necessàries per prestar el servei.

## Els teus drets

Pots exercir els drets d'**accés, rectificació, supressió, oposició, portabilitat i limitació del tractament** escrivint a hola@menorcatours.example i indicant el dret que exerceixes. Et respondrem en el termini d'un mes. Si consideres que no hem atès correctament la teva sol·licitud, pots presentar una reclamació davant l'**Agència Espanyola de Protecció de Dades** (www.aepd.es).

## Galetes

D'acord amb l'**article 22.2 de la Llei 34/2002 (LSSI-CE)**:

- Utilitzam **galetes tècniques imprescindibles** (sessió, idioma, seguretat i registre de les teves preferències de galetes) que no requereixen consentiment.
- Les **galetes analítiques o de màrqueting** només s'instal·len si les acceptes a l'avís de galetes. Rebutjar-les és tan senzill com acceptar-les.
- Pots **canviar o retirar el consentiment en qualsevol moment** des de l'enllaç de configuració de galetes situat al peu de la pàgina, o esborrar-les des del navegador.

## Menors

Els nostres serveis els contracta sempre una persona adulta. Les dades dels menors que participen en una excursió (per exemple, la seva edat) les facilita el pare, la mare o el tutor.

## Canvis

Podem actualitzar aquesta política per adaptar-la a canvis legals o dels nostres serveis. Publicarem sempre la versió vigent en aquesta pàgina.`,
    },
  },
  // ───────────────────────────── Terms ─────────────────────────────
  {
    key: 'legal-terms',
    title: {
      es: 'Condiciones generales de reserva',
      en: 'Booking terms and conditions',
      de: 'Allgemeine Buchungsbedingungen',
      ca: 'Condicions generals de reserva',
    },
    body: {
      es: `Estas condiciones regulan la reserva de excursiones y traslados con **Menorca Tours i Transfers, S.L.** (CIF B07482913), con domicilio en Moll de Llevant, 124, 07701 Maó (Illes Balears). Al confirmar una reserva, aceptas estas condiciones.

## 1. Reservas

- Puedes reservar en nuestra web, por teléfono, por correo electrónico o por WhatsApp.
- La reserva es firme cuando recibes nuestra **confirmación por correo electrónico**.
- Debes facilitar datos correctos: nombre, teléfono de contacto, número de participantes, edades de los menores y, en los traslados, el número de vuelo y la dirección del alojamiento.
- Cada excursión indica la edad mínima y el nivel físico necesario. Informa de cualquier condición médica relevante al reservar.

## 2. Precios

- Todos los precios se expresan en euros e **incluyen el IVA**.
- Las excursiones tienen precio por persona; los traslados, **precio cerrado por vehículo**, con independencia de los retrasos del vuelo.
- En cada ficha se detalla lo que está incluido y lo que no.

## 3. Pago

- **Excursiones:** pago con tarjeta o PayPal al reservar.
- **Traslados:** con tarjeta o PayPal al reservar, o en efectivo al conductor.

## 4. Cancelación por parte del cliente

- **Traslados:** cancelación gratuita hasta **24 horas** antes de la hora de recogida. Con menos antelación no se reembolsa el importe, salvo que la aerolínea haya cancelado el vuelo.
- **Excursiones:** cancelación gratuita hasta **48 horas** antes del inicio. Con menos antelación, o si no te presentas, no hay reembolso.
- Los cambios de fecha son gratuitos dentro de esos mismos plazos, según disponibilidad.

## 5. Cancelación por meteorología o seguridad

Las actividades en el mar y en la montaña dependen del tiempo. Podemos cancelar o modificar una excursión por viento, estado del mar, avisos meteorológicos, indicaciones de las autoridades o cualquier otro motivo de seguridad, así como por no alcanzar el mínimo de participantes. En ese caso te ofreceremos **otra fecha, otra actividad o la devolución íntegra** del importe, sin más indemnización.

## 6. Responsabilidad

- Disponemos de un seguro de responsabilidad civil que cubre nuestras actividades.
- Los participantes deben seguir las indicaciones de guías y patrones. Podemos excluir a quien ponga en riesgo su seguridad o la del grupo, sin derecho a reembolso.
- No respondemos de la pérdida de objetos personales ni de los daños causados por negligencia del cliente.
- Para traslados al aeropuerto recomendamos una recogida con tiempo suficiente. No somos responsables de retrasos causados por fuerza mayor, como accidentes o cortes de carretera.

## 7. Reclamaciones

Si algo no sale como esperabas, escríbenos a hola@menorcatours.example y lo resolveremos lo antes posible. Tenemos a tu disposición **hojas de reclamaciones oficiales** en nuestra oficina y en nuestros vehículos.

## 8. Ley aplicable y jurisdicción

Estas condiciones se rigen por la **legislación española**. Para cualquier controversia, las partes se someten a los **juzgados y tribunales de Maó**, sin perjuicio del derecho de los consumidores a acudir a los tribunales de su domicilio conforme a la normativa de consumo.`,
      en: `These terms govern bookings of trips and transfers with **Menorca Tours i Transfers, S.L.** (tax ID B07482913), registered at Moll de Llevant, 124, 07701 Maó (Balearic Islands), Spain. By confirming a booking, you accept these terms.

## 1. Bookings

- You can book on our website, by phone, by e-mail or via WhatsApp.
- Your booking is binding once you receive our **confirmation by e-mail**.
- You must provide accurate details: name, contact phone number, number of participants, ages of any children and, for transfers, your flight number and accommodation address.
- Each trip shows the minimum age and fitness level required. Please tell us about any relevant medical condition when you book.

## 2. Prices

- All prices are in euros and **include VAT (IVA)**.
- Trips are priced per person; transfers have a **fixed price per vehicle**, regardless of flight delays.
- Each trip page details what is and is not included.

## 3. Payment

- **Trips:** by card or PayPal when booking.
- **Transfers:** by card or PayPal when booking, or in cash to the driver.

## 4. Cancellation by the customer

- **Transfers:** free cancellation up to **24 hours** before the pick-up time. With less notice the amount is not refunded, unless the airline has cancelled your flight.
- **Trips:** free cancellation up to **48 hours** before the start. With less notice, or if you do not show up, there is no refund.
- Date changes are free within the same deadlines, subject to availability.

## 5. Cancellation due to weather or safety

Activities at sea and in the hills depend on the weather. We may cancel or change a trip because of wind, sea conditions, weather warnings, instructions from the authorities or any other safety reason, or if the minimum number of participants is not reached. In that case we will offer you **another date, another activity or a full refund**, with no further compensation.

## 6. Liability

- We hold civil liability insurance covering our activities.
- Participants must follow the instructions of guides and skippers. We may exclude anyone who endangers their own safety or that of the group, without a refund.
- We are not liable for the loss of personal belongings or for damage caused by the customer's negligence.
- For transfers to the airport we recommend allowing plenty of time. We are not responsible for delays caused by force majeure, such as accidents or road closures.

## 7. Complaints

If something does not go as expected, write to hola@menorcatours.example and we will sort it out as quickly as possible. **Official complaint forms** (hojas de reclamaciones) are available at our office and in our vehicles.

## 8. Applicable law and jurisdiction

These terms are governed by **Spanish law**. Any dispute shall be submitted to the **courts of Maó**, without prejudice to the right of consumers to bring proceedings in the courts of their place of residence under consumer protection law.`,
      de: `Diese Bedingungen regeln die Buchung von Ausflügen und Transfers bei **Menorca Tours i Transfers, S.L.** (Steuernummer B07482913), Moll de Llevant, 124, 07701 Maó (Balearen), Spanien. Mit der Bestätigung einer Buchung akzeptieren Sie diese Bedingungen.

## 1. Buchungen

- Sie können über unsere Website, telefonisch, per E-Mail oder per WhatsApp buchen.
- Die Buchung ist verbindlich, sobald Sie unsere **Bestätigung per E-Mail** erhalten.
- Bitte geben Sie korrekte Daten an: Name, Telefonnummer, Teilnehmerzahl, Alter mitreisender Kinder und bei Transfers Flugnummer und Adresse der Unterkunft.
- Bei jedem Ausflug sind Mindestalter und erforderliche Fitness angegeben. Teilen Sie uns relevante gesundheitliche Einschränkungen bei der Buchung mit.

## 2. Preise

- Alle Preise verstehen sich in Euro **inklusive Mehrwertsteuer (IVA)**.
- Ausflüge haben einen Preis pro Person, Transfers einen **Festpreis pro Fahrzeug**, unabhängig von Flugverspätungen.
- Auf jeder Ausflugsseite steht, was inbegriffen ist und was nicht.

## 3. Zahlung

- **Ausflüge:** per Karte oder PayPal bei der Buchung.
- **Transfers:** per Karte oder PayPal bei der Buchung oder bar beim Fahrer.

## 4. Stornierung durch den Kunden

- **Transfers:** kostenlose Stornierung bis **24 Stunden** vor der Abholzeit. Bei kurzfristigerer Stornierung erfolgt keine Erstattung, es sei denn, die Fluggesellschaft hat den Flug annulliert.
- **Ausflüge:** kostenlose Stornierung bis **48 Stunden** vor Beginn. Bei kurzfristigerer Stornierung oder Nichterscheinen erfolgt keine Erstattung.
- Terminänderungen sind innerhalb derselben Fristen kostenlos, je nach Verfügbarkeit.

## 5. Absage wegen Wetter oder Sicherheit

Aktivitäten auf dem Meer und in den Bergen hängen vom Wetter ab. Wir können einen Ausflug wegen Wind, Seegang, Wetterwarnungen, behördlicher Anweisungen oder aus anderen Sicherheitsgründen absagen oder ändern, ebenso wenn die Mindestteilnehmerzahl nicht erreicht wird. In diesem Fall bieten wir Ihnen **einen anderen Termin, eine andere Aktivität oder die volle Erstattung** an, ohne weitergehende Entschädigung.

## 6. Haftung

- Wir verfügen über eine Haftpflichtversicherung für unsere Aktivitäten.
- Die Teilnehmer müssen den Anweisungen von Guides und Skippern folgen. Wer seine eigene Sicherheit oder die der Gruppe gefährdet, kann ohne Erstattung ausgeschlossen werden.
- Wir haften nicht für den Verlust persönlicher Gegenstände oder für Schäden, die durch Fahrlässigkeit des Kunden entstehen.
- Für Transfers zum Flughafen empfehlen wir ausreichend Zeitpuffer. Für Verspätungen durch höhere Gewalt, etwa Unfälle oder Straßensperrungen, übernehmen wir keine Haftung.

## 7. Beschwerden

Wenn etwas nicht wie erwartet läuft, schreiben Sie uns an hola@menorcatours.example, und wir kümmern uns schnellstmöglich darum. **Offizielle Beschwerdeformulare** (hojas de reclamaciones) liegen in unserem Büro und in unseren Fahrzeugen bereit.

## 8. Anwendbares Recht und Gerichtsstand

Diese Bedingungen unterliegen **spanischem Recht**. Gerichtsstand sind die **Gerichte von Maó**, unbeschadet des Rechts von Verbrauchern, nach den Verbraucherschutzvorschriften die Gerichte an ihrem Wohnsitz anzurufen.`,
      ca: `Aquestes condicions regulen la reserva d'excursions i trasllats amb **Menorca Tours i Transfers, S.L.** (CIF B07482913), amb domicili al Moll de Llevant, 124, 07701 Maó (Illes Balears). En confirmar una reserva, acceptes aquestes condicions.

## 1. Reserves

- Pots reservar a la nostra web, per telèfon, per correu electrònic o per WhatsApp.
- La reserva és ferma quan reps la nostra **confirmació per correu electrònic**.
- Has de facilitar dades correctes: nom, telèfon de contacte, nombre de participants, edats dels menors i, en els trasllats, el número de vol i l'adreça de l'allotjament.
- Cada excursió indica l'edat mínima i el nivell físic necessari. Informa'ns de qualsevol condició mèdica rellevant en reservar.

## 2. Preus

- Tots els preus s'expressen en euros i **inclouen l'IVA**.
- Les excursions tenen preu per persona; els trasllats, **preu tancat per vehicle**, independentment dels retards del vol.
- A cada fitxa es detalla què hi ha inclòs i què no.

## 3. Pagament

- **Excursions:** pagament amb targeta o PayPal en reservar.
- **Trasllats:** amb targeta o PayPal en reservar, o en efectiu al conductor.

## 4. Cancel·lació per part del client

- **Trasllats:** cancel·lació gratuïta fins a **24 hores** abans de l'hora de recollida. Amb menys antelació no es reemborsa l'import, tret que l'aerolínia hagi cancel·lat el vol.
- **Excursions:** cancel·lació gratuïta fins a **48 hores** abans de l'inici. Amb menys antelació, o si no et presentes, no hi ha reemborsament.
- Els canvis de data són gratuïts dins aquests mateixos terminis, segons disponibilitat.

## 5. Cancel·lació per meteorologia o seguretat

Les activitats a la mar i a la muntanya depenen del temps. Podem cancel·lar o modificar una excursió per vent, estat de la mar, avisos meteorològics, indicacions de les autoritats o qualsevol altre motiu de seguretat, així com per no arribar al mínim de participants. En aquest cas t'oferirem **una altra data, una altra activitat o el retorn íntegre** de l'import, sense cap altra indemnització.

## 6. Responsabilitat

- Disposam d'una assegurança de responsabilitat civil que cobreix les nostres activitats.
- Els participants han de seguir les indicacions de guies i patrons. Podem excloure qui posi en risc la seva seguretat o la del grup, sense dret a reemborsament.
- No responem de la pèrdua d'objectes personals ni dels danys causats per negligència del client.
- Per als trasllats a l'aeroport recomanam una recollida amb temps suficient. No som responsables dels retards causats per força major, com accidents o talls de carretera.

## 7. Reclamacions

Si alguna cosa no surt com esperaves, escriu-nos a hola@menorcatours.example i ho resoldrem com més aviat millor. Tenim a la teva disposició **fulls de reclamació oficials** a la nostra oficina i als nostres vehicles.

## 8. Llei aplicable i jurisdicció

Aquestes condicions es regeixen per la **legislació espanyola**. Per a qualsevol controvèrsia, les parts se sotmeten als **jutjats i tribunals de Maó**, sens perjudici del dret dels consumidors a acudir als tribunals del seu domicili d'acord amb la normativa de consum.`,
    },
  },
]

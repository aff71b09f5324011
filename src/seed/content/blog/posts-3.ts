import type { SeedBlogPost } from '../../types'

export const blogPosts3: SeedBlogPost[] = [
  // ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'menorca-airport-to-your-hotel',
    category: 'travel-tips',
    author: 'Anna Seguí',
    publishedAt: '2026-01-19',
    cover: 'airport-car',
    title: {
      es: 'Cómo ir del aeropuerto de Menorca a tu hotel',
      en: 'How to get from Menorca Airport to your hotel',
      de: 'Vom Flughafen Menorca zum Hotel: alle Optionen',
      ca: "Com anar de l'aeroport de Menorca al teu hotel",
    },
    excerpt: {
      es: 'Autobús, taxi, coche de alquiler o traslado privado: ventajas, tiempos y precios orientativos para llegar desde el aeropuerto a cualquier punto de la isla.',
      en: 'Bus, taxi, hire car or private transfer: pros, journey times and guide prices for getting from the airport to anywhere on the island.',
      de: 'Bus, Taxi, Mietwagen oder Privattransfer: Vor- und Nachteile, Fahrzeiten und Richtpreise vom Flughafen zu jedem Ort der Insel.',
      ca: "Autobús, taxi, cotxe de lloguer o trasllat privat: avantatges, temps i preus orientatius per arribar des de l'aeroport a qualsevol punt de l'illa.",
    },
    body: {
      es: `El **aeropuerto de Menorca (MAH)** está a unos 5 kilómetros al suroeste de Maó. Es pequeño y fácil de recorrer: en cuanto recoges el equipaje sales directamente al vestíbulo de llegadas. Desde allí tienes cuatro maneras de llegar a tu alojamiento.

## 1. Autobús

Hay una línea regular entre el aeropuerto y la estación de autobuses de Maó y, en temporada alta, algunas conexiones con zonas turísticas. Es la opción más barata, pero para ir a Ciutadella, Fornells o Cala Galdana normalmente tendrás que hacer transbordo en Maó. Con niños o mucho equipaje puede hacerse largo.

## 2. Taxi

La parada está justo a la salida de llegadas. Los taxis funcionan con taxímetro y tarifas oficiales, con suplementos nocturnos y en festivos. En las horas punta del verano puede haber cola, y no siempre hay vehículos grandes o sillas infantiles disponibles.

## 3. Coche de alquiler

Útil si quieres recorrer la isla por tu cuenta. Ten en cuenta que en verano los aparcamientos de las calas más famosas se llenan temprano y que algunas tienen el acceso regulado. Si solo necesitas coche algunos días, puedes alquilarlo más tarde y llegar al hotel con un traslado.

## 4. Traslado privado

Un conductor te espera en llegadas con un cartel con tu nombre y te lleva directamente a tu alojamiento, sin paradas en otros hoteles. Es la opción más cómoda para familias, grupos y vuelos que llegan de noche.

- **Precio cerrado por vehículo**, con IVA incluido, decidido antes de viajar.
- **Tu número de vuelo en la reserva**: el conductor sabe qué llegada esperar.
- **60 minutos de espera gratis** desde el aterrizaje.
- **Sillas infantiles gratuitas** bajo petición.

## Tiempos y precios orientativos

Precios en turismo (hasta 4 pasajeros):

- **Maó:** unos 10 minutos, desde 20 €.
- **Son Bou:** unos 25 minutos, desde 44 €.
- **Fornells:** unos 30 minutos, desde 52 €.
- **Cala Galdana:** unos 40 minutos, desde 66 €.
- **Ciutadella:** unos 45 minutos, desde 75 €.

Para grupos más grandes hay monovolúmenes de 8 plazas, minibuses de hasta 16 y un servicio VIP en Mercedes Clase V.

## Consejos antes de volar

1. Ten a mano el **número de vuelo** y el nombre exacto del alojamiento.
2. Avisa si viajas con **bicicletas, bolsas de golf o carritos**.
3. Guarda nuestro número de WhatsApp por si pierdes una maleta.

Consulta todos los destinos y precios en nuestra página de [traslados desde el aeropuerto](/airport-transfers) y reserva en un par de minutos.`,
      en: `**Menorca Airport (MAH)** lies about 5 kilometres south-west of Maó. It is small and easy to get around: once you have collected your luggage you walk straight out into the arrivals hall. From there you have four ways of reaching your accommodation.

## 1. Bus

A regular line runs between the airport and Maó bus station, and in high season there are some connections to the resorts. It is the cheapest option, but to reach Ciutadella, Fornells or Cala Galdana you will usually need to change in Maó. With children or lots of luggage it can feel long.

## 2. Taxi

The taxi rank is right outside arrivals. Taxis use meters and official fares, with supplements at night and on public holidays. At summer peak times there may be a queue, and large vehicles or child seats are not always available.

## 3. Hire car

Useful if you want to explore the island on your own. Bear in mind that in summer the car parks of the most famous coves fill up early and some have regulated access. If you only need a car for a few days, you can hire it later and reach your hotel with a transfer.

## 4. Private transfer

A driver waits for you in arrivals with a sign showing your name and takes you straight to your accommodation, with no stops at other hotels. It is the most comfortable option for families, groups and late-night flights.

- **Fixed price per vehicle**, VAT included, agreed before you travel.
- **Your flight number on the booking**: the driver knows which arrival to meet.
- **60 minutes of free waiting** from landing.
- **Free child seats** on request.

## Guide times and prices

Prices for a car (up to 4 passengers):

- **Maó:** about 10 minutes, from €20.
- **Son Bou:** about 25 minutes, from €44.
- **Fornells:** about 30 minutes, from €52.
- **Cala Galdana:** about 40 minutes, from €66.
- **Ciutadella:** about 45 minutes, from €75.

For larger groups there are 8-seat minivans, minibuses for up to 16 and a VIP service in a Mercedes V-Class.

## Tips before you fly

1. Keep your **flight number** and the exact name of your accommodation handy.
2. Let us know if you are travelling with **bikes, golf bags or pushchairs**.
3. Save our WhatsApp number in case your luggage goes missing.

See all destinations and prices on our [airport transfers](/airport-transfers) page and book in a couple of minutes.`,
      de: `Der **Flughafen Menorca (MAH)** liegt etwa 5 Kilometer südwestlich von Maó. Er ist klein und übersichtlich: Sobald Sie Ihr Gepäck haben, gehen Sie direkt in die Ankunftshalle. Von dort gibt es vier Wege zu Ihrer Unterkunft.

## 1. Bus

Eine Linie verbindet den Flughafen regelmäßig mit dem Busbahnhof von Maó, in der Hochsaison gibt es zudem einige Verbindungen zu den Ferienorten. Das ist die günstigste Option, doch nach Ciutadella, Fornells oder Cala Galdana müssen Sie meist in Maó umsteigen. Mit Kindern oder viel Gepäck kann das dauern.

## 2. Taxi

Der Taxistand befindet sich direkt vor der Ankunftshalle. Taxis fahren mit Taxameter und offiziellen Tarifen, nachts und an Feiertagen mit Zuschlägen. Zu Spitzenzeiten im Sommer gibt es manchmal Warteschlangen, und große Fahrzeuge oder Kindersitze sind nicht immer verfügbar.

## 3. Mietwagen

Praktisch, wenn Sie die Insel auf eigene Faust erkunden möchten. Bedenken Sie, dass die Parkplätze der bekanntesten Buchten im Sommer früh voll sind und manche Zufahrten beschränkt sind. Wenn Sie das Auto nur an einigen Tagen brauchen, können Sie es später mieten und per Transfer zum Hotel fahren.

## 4. Privattransfer

Ein Fahrer erwartet Sie mit einem Namensschild in der Ankunftshalle und bringt Sie direkt zu Ihrer Unterkunft, ohne Stopps an anderen Hotels. Die bequemste Lösung für Familien, Gruppen und späte Flüge.

- **Festpreis pro Fahrzeug** inklusive Mehrwertsteuer, vor der Reise vereinbart.
- **Ihre Flugnummer in der Buchung**: Der Fahrer weiß, welche Ankunft er abholt.
- **60 Minuten kostenlose Wartezeit** ab der Landung.
- **Kostenlose Kindersitze** auf Anfrage.

## Richtwerte für Zeit und Preis

Preise für einen Pkw (bis zu 4 Personen):

- **Maó:** etwa 10 Minuten, ab 20 €.
- **Son Bou:** etwa 25 Minuten, ab 44 €.
- **Fornells:** etwa 30 Minuten, ab 52 €.
- **Cala Galdana:** etwa 40 Minuten, ab 66 €.
- **Ciutadella:** etwa 45 Minuten, ab 75 €.

Für größere Gruppen gibt es Minivans mit 8 Plätzen, Kleinbusse für bis zu 16 Personen und einen VIP-Service in der Mercedes V-Klasse.

## Tipps vor dem Abflug

1. Halten Sie Ihre **Flugnummer** und den genauen Namen Ihrer Unterkunft bereit.
2. Sagen Sie uns Bescheid, wenn Sie mit **Fahrrädern, Golftaschen oder Kinderwagen** reisen.
3. Speichern Sie unsere WhatsApp-Nummer, falls ein Koffer verloren geht.

Alle Ziele und Preise finden Sie auf unserer Seite zu den [Flughafentransfers](/airport-transfers) – die Buchung dauert nur ein paar Minuten.`,
      ca: `L'**aeroport de Menorca (MAH)** és a uns 5 quilòmetres al sud-oest de Maó. És petit i fàcil de recórrer: tan bon punt recolls l'equipatge surts directament al vestíbul d'arribades. D'allà tens quatre maneres d'arribar al teu allotjament.

## 1. Autobús

Hi ha una línia regular entre l'aeroport i l'estació d'autobusos de Maó i, en temporada alta, algunes connexions amb zones turístiques. És l'opció més barata, però per anar a Ciutadella, Fornells o Cala Galdana normalment hauràs de fer transbord a Maó. Amb infants o molt d'equipatge pot fer-se llarg.

## 2. Taxi

La parada és just a la sortida d'arribades. Els taxis funcionen amb taxímetre i tarifes oficials, amb suplements nocturns i en festius. A les hores punta de l'estiu hi pot haver cua, i no sempre hi ha vehicles grans o cadiretes infantils disponibles.

## 3. Cotxe de lloguer

Útil si vols recórrer l'illa pel teu compte. Tingues en compte que a l'estiu els aparcaments de les cales més famoses s'omplen aviat i que algunes tenen l'accés regulat. Si només necessites cotxe alguns dies, el pots llogar més tard i arribar a l'hotel amb un trasllat.

## 4. Trasllat privat

Un conductor t'espera a arribades amb un cartell amb el teu nom i et du directament a l'allotjament, sense aturades a altres hotels. És l'opció més còmoda per a famílies, grups i vols que arriben de nit.

- **Preu tancat per vehicle**, amb IVA inclòs, decidit abans de viatjar.
- **El teu número de vol a la reserva**: el conductor sap quina arribada ha d'esperar.
- **60 minuts d'espera gratuïta** des de l'aterratge.
- **Cadiretes infantils gratuïtes** a petició.

## Temps i preus orientatius

Preus en turisme (fins a 4 passatgers):

- **Maó:** uns 10 minuts, des de 20 €.
- **Son Bou:** uns 25 minuts, des de 44 €.
- **Fornells:** uns 30 minuts, des de 52 €.
- **Cala Galdana:** uns 40 minuts, des de 66 €.
- **Ciutadella:** uns 45 minuts, des de 75 €.

Per a grups més grans hi ha monovolums de 8 places, minibusos de fins a 16 i un servei VIP en Mercedes Classe V.

## Consells abans de volar

1. Tingues a mà el **número de vol** i el nom exacte de l'allotjament.
2. Avisa'ns si viatges amb **bicicletes, bosses de golf o cotxets**.
3. Desa el nostre número de WhatsApp per si perds una maleta.

Consulta totes les destinacions i preus a la nostra pàgina de [trasllats des de l'aeroport](/airport-transfers) i reserva en un parell de minuts.`,
    },
  },
]

import type { SeedContentPage } from '../../types'

// ───────────────────────────── About ─────────────────────────────
export const aboutPage: SeedContentPage = {
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
}

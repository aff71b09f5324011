import type { SeedBlogPost } from '../../types'

export const blogPosts5: SeedBlogPost[] = [
  // ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'menorca-biosphere-reserve',
    category: 'nature-outdoors',
    author: 'Biel Mercadal',
    publishedAt: '2026-10-08',
    cover: 'wetland-lagoon',
    title: {
      es: 'Menorca, Reserva de Biosfera: qué significa y cómo ayudar',
      en: 'Menorca Biosphere Reserve: what it means and how to help',
      de: 'Biosphärenreservat Menorca: Bedeutung und wie Sie helfen',
      ca: 'Menorca, Reserva de Biosfera: què significa i com ajudar',
    },
    excerpt: {
      es: 'Desde 1993 toda Menorca es Reserva de Biosfera de la UNESCO. Descubre qué protege este título, dónde ver la naturaleza de la isla y cómo viajar dejando huella positiva.',
      en: "Since 1993 the whole of Menorca has been a UNESCO Biosphere Reserve. Find out what the title protects, where to enjoy the island's nature and how to travel with a positive footprint.",
      de: 'Seit 1993 ist ganz Menorca UNESCO-Biosphärenreservat. Erfahren Sie, was dieser Titel schützt, wo Sie die Natur der Insel erleben und wie Sie nachhaltig reisen.',
      ca: "Des del 1993 tota Menorca és Reserva de Biosfera de la UNESCO. Descobreix què protegeix aquest títol, on gaudir de la natura de l'illa i com viatjar deixant una petjada positiva.",
    },
    body: {
      es: `En **1993** la UNESCO declaró toda Menorca **Reserva de Biosfera**. El título no es un simple sello: reconoce que en la isla conviven un paisaje bien conservado y una actividad humana tradicional que lo ha moldeado durante siglos, y obliga a buscar un equilibrio entre turismo, agricultura y naturaleza. En **2019** la reserva se amplió con una gran superficie marina.

## Cómo se organiza la reserva

- **Zonas núcleo:** los espacios de mayor valor ecológico, como el parque natural de **s'Albufera des Grau**, declarado en 1995.
- **Zonas tampón:** áreas que rodean a las anteriores, donde se permiten usos compatibles con su conservación.
- **Zonas de transición:** pueblos, campos y urbanizaciones, donde se promueve un desarrollo sostenible.

## Un paisaje hecho a mano

Lo que más llama la atención al recorrer el interior son las **paredes de piedra seca** que dividen los campos, las barracas para el ganado y los acebuches moldeados por el viento. Este paisaje agrícola, con sus vacas y sus quesos, forma parte esencial de la reserva.

## Naturaleza que puedes ver

- **Aves:** garzas, cormoranes y águila pescadora en s'Albufera; milanos y alimoches sobrevolando el interior.
- **Tortuga mediterránea:** todavía se encuentra en algunas zonas de matorral y encinar.
- **Lagartijas endémicas** en islotes como la Illa de l'Aire, muchas de color casi negro.
- **Praderas de posidonia:** la planta marina que mantiene el agua transparente y protege las playas.
- La **Reserva Marina del Norte de Menorca**, alrededor de Fornells, con fondos ricos en meros y corales.

## Cómo viajar de forma responsable

1. **Quédate en los caminos** señalizados y no pises las dunas.
2. **No fondees sobre la posidonia** y usa boyas cuando las haya.
3. Usa **crema solar** respetuosa con el medio marino.
4. **Aparca solo en zonas permitidas**: en verano muchas calas tienen el acceso regulado.
5. **Consume producto local**: queso, embutidos, vino o verduras de temporada.
6. Recoge tu basura y, si puedes, alguna más.

## Descúbrela con nosotros

Nuestro **paseo de naturaleza por s'Albufera des Grau** es la mejor introducción a la reserva, con un guía naturalista y prismáticos incluidos. Puedes reservarlo en [excursiones](/trips) o combinarlo con un tramo del [Camí de Cavalls](/cami-de-cavalls).`,
      en: `In **1993** UNESCO declared the whole of Menorca a **Biosphere Reserve**. The title is more than a label: it recognises that a well-preserved landscape and the traditional human activity that has shaped it for centuries live side by side here, and it commits the island to balancing tourism, farming and nature. In **2019** the reserve was extended to include a large marine area.

## How the reserve is organised

- **Core areas:** the places of greatest ecological value, such as the **s'Albufera des Grau** natural park, designated in 1995.
- **Buffer zones:** the areas around them, where uses compatible with conservation are allowed.
- **Transition zones:** towns, farmland and resorts, where sustainable development is encouraged.

## A handmade landscape

What strikes you most inland are the **dry-stone walls** dividing the fields, the stone shelters for livestock and the wild olive trees bent by the wind. This farming landscape, with its cows and its cheeses, is an essential part of the reserve.

## Wildlife you can see

- **Birds:** herons, cormorants and ospreys at s'Albufera; red kites and Egyptian vultures soaring over the interior.
- **Hermann's tortoise:** still found in some areas of scrub and holm oak woodland.
- **Endemic lizards** on islets such as Illa de l'Aire, many of them almost black.
- **Posidonia meadows:** the seagrass that keeps the water clear and protects the beaches.
- The **North Menorca Marine Reserve**, around Fornells, with seabeds rich in groupers and corals.

## How to travel responsibly

1. **Stay on the marked paths** and keep off the dunes.
2. **Never anchor on posidonia**, and use mooring buoys where available.
3. Use **reef-friendly sun cream**.
4. **Only park in permitted areas**: in summer many coves have regulated access.
5. **Buy local produce**: cheese, cured meats, wine or seasonal vegetables.
6. Take your rubbish with you and, if you can, pick up a little more.

## Discover it with us

Our **s'Albufera des Grau nature walk** is the best introduction to the reserve, with a naturalist guide and binoculars included. You can book it under [trips](/trips) or combine it with a stretch of the [Camí de Cavalls](/cami-de-cavalls).`,
      de: `**1993** erklärte die UNESCO ganz Menorca zum **Biosphärenreservat**. Der Titel ist mehr als ein Etikett: Er würdigt, dass hier eine gut erhaltene Landschaft und die traditionelle menschliche Nutzung, die sie über Jahrhunderte geprägt hat, nebeneinander bestehen, und verpflichtet die Insel, Tourismus, Landwirtschaft und Natur ins Gleichgewicht zu bringen. **2019** wurde das Reservat um ein großes Meeresgebiet erweitert.

## Wie das Reservat gegliedert ist

- **Kernzonen:** die ökologisch wertvollsten Gebiete, etwa der Naturpark **s'Albufera des Grau**, ausgewiesen 1995.
- **Pufferzonen:** die umliegenden Flächen, auf denen naturverträgliche Nutzungen erlaubt sind.
- **Entwicklungszonen:** Orte, Felder und Feriensiedlungen, in denen nachhaltige Entwicklung gefördert wird.

## Eine von Hand geformte Landschaft

Im Inselinneren fallen vor allem die **Trockensteinmauern** zwischen den Feldern auf, die steinernen Viehunterstände und die vom Wind geformten wilden Olivenbäume. Diese Agrarlandschaft mit ihren Kühen und Käsereien ist ein wesentlicher Teil des Reservats.

## Natur, die Sie erleben können

- **Vögel:** Reiher, Kormorane und Fischadler in s'Albufera; Rotmilane und Schmutzgeier über dem Inselinneren.
- **Griechische Landschildkröte:** lebt noch in einigen Macchia- und Steineichengebieten.
- **Endemische Eidechsen** auf Inseln wie der Illa de l'Aire, viele davon fast schwarz.
- **Posidonia-Wiesen:** das Seegras, das das Wasser klar hält und die Strände schützt.
- Das **Meeresschutzgebiet im Norden Menorcas** rund um Fornells, mit Zackenbarschen und Korallen.

## Verantwortungsvoll reisen

1. **Bleiben Sie auf den markierten Wegen** und betreten Sie keine Dünen.
2. **Ankern Sie nie auf Posidonia** und nutzen Sie Bojen, wo vorhanden.
3. Verwenden Sie **meeresfreundliche Sonnencreme**.
4. **Parken Sie nur auf erlaubten Flächen**: Im Sommer ist die Zufahrt zu vielen Buchten beschränkt.
5. **Kaufen Sie lokale Produkte**: Käse, Wurst, Wein oder saisonales Gemüse.
6. Nehmen Sie Ihren Abfall mit – und wenn möglich noch etwas mehr.

## Entdecken Sie es mit uns

Unsere **Naturwanderung in s'Albufera des Grau** ist die beste Einführung in das Reservat, mit Naturführer und Leihfernglas. Buchen können Sie sie unter [Ausflüge](/trips) oder mit einem Abschnitt des [Camí de Cavalls](/cami-de-cavalls) kombinieren.`,
      ca: `L'any **1993** la UNESCO va declarar tota Menorca **Reserva de Biosfera**. El títol no és un simple segell: reconeix que a l'illa conviuen un paisatge ben conservat i una activitat humana tradicional que l'ha modelat durant segles, i obliga a cercar un equilibri entre turisme, agricultura i natura. El **2019** la reserva es va ampliar amb una gran superfície marina.

## Com s'organitza la reserva

- **Zones nucli:** els espais de més valor ecològic, com el parc natural de **s'Albufera des Grau**, declarat el 1995.
- **Zones tampó:** les àrees que envolten les anteriors, on es permeten usos compatibles amb la conservació.
- **Zones de transició:** pobles, camps i urbanitzacions, on es promou un desenvolupament sostenible.

## Un paisatge fet a mà

El que més crida l'atenció quan recorres l'interior són les **parets seques** que divideixen les tanques, les barraques per al bestiar i els ullastres modelats pel vent. Aquest paisatge agrícola, amb les seves vaques i els seus formatges, és una part essencial de la reserva.

## Natura que pots veure

- **Aus:** agrons, corbs marins i àguila peixatera a s'Albufera; milans i miloques sobrevolant l'interior.
- **Tortuga mediterrània:** encara es troba en algunes zones de garriga i alzinar.
- **Sargantanes endèmiques** en illots com l'illa de l'Aire, moltes de color gairebé negre.
- **Alguers de posidònia:** la planta marina que manté l'aigua transparent i protegeix les platges.
- La **Reserva Marina del Nord de Menorca**, al voltant de Fornells, amb fons rics en anfossos i coralls.

## Com viatjar de manera responsable

1. **Queda't als camins** senyalitzats i no trepitgis les dunes.
2. **No fondegis sobre la posidònia** i fes servir les boies quan n'hi hagi.
3. Fes servir **crema solar** respectuosa amb el medi marí.
4. **Aparca només a les zones permeses**: a l'estiu moltes cales tenen l'accés regulat.
5. **Consumeix producte local**: formatge, embotits, vi o verdures de temporada.
6. Recull els teus fems i, si pots, qualcun més.

## Descobreix-la amb nosaltres

La nostra **passejada de natura per s'Albufera des Grau** és la millor introducció a la reserva, amb un guia naturalista i prismàtics inclosos. La pots reservar a [excursions](/trips) o combinar-la amb un tram del [Camí de Cavalls](/cami-de-cavalls).`,
    },
  },
]

import type { SeedBlogCategory, SeedBlogPost } from '../types'

export const blogCategories: SeedBlogCategory[] = [
  {
    slug: 'beaches',
    name: { es: 'Playas y calas', en: 'Beaches & coves', de: 'Strände & Buchten', ca: 'Platges i cales' },
    description: {
      es: 'Las mejores playas y calas de Menorca, cómo llegar y cuándo ir.',
      en: 'The best beaches and coves in Menorca, how to get there and when to go.',
      de: 'Die schönsten Strände und Buchten Menorcas, Anfahrt und beste Zeit.',
      ca: 'Les millors platges i cales de Menorca, com arribar-hi i quan anar-hi.',
    },
  },
  {
    slug: 'culture-history',
    name: { es: 'Cultura e historia', en: 'Culture & history', de: 'Kultur & Geschichte', ca: 'Cultura i història' },
    description: {
      es: 'Prehistoria talayótica, herencia británica, fiestas y tradiciones menorquinas.',
      en: 'Talayotic prehistory, British heritage, festivals and Menorcan traditions.',
      de: 'Talayotische Vorgeschichte, britisches Erbe, Feste und menorquinische Traditionen.',
      ca: 'Prehistòria talaiòtica, herència britànica, festes i tradicions menorquines.',
    },
  },
  {
    slug: 'gastronomy',
    name: { es: 'Gastronomía', en: 'Food & drink', de: 'Essen & Trinken', ca: 'Gastronomia' },
    description: {
      es: 'Queso Mahón-Menorca, gin, caldereta y otros sabores de la isla.',
      en: 'Mahón-Menorca cheese, gin, lobster stew and other island flavours.',
      de: 'Mahón-Menorca-Käse, Gin, Langusteneintopf und andere Inselgenüsse.',
      ca: "Formatge Maó-Menorca, ginebra, caldereta i altres sabors de l'illa.",
    },
  },
  {
    slug: 'travel-tips',
    name: { es: 'Consejos de viaje', en: 'Travel tips', de: 'Reisetipps', ca: 'Consells de viatge' },
    description: {
      es: 'Información práctica para organizar tu viaje a Menorca.',
      en: 'Practical information to plan your trip to Menorca.',
      de: 'Praktische Informationen für die Planung Ihrer Menorca-Reise.',
      ca: 'Informació pràctica per organitzar el teu viatge a Menorca.',
    },
  },
  {
    slug: 'nature-outdoors',
    name: { es: 'Naturaleza', en: 'Nature & outdoors', de: 'Natur & Outdoor', ca: 'Natura' },
    description: {
      es: 'Senderismo, espacios protegidos y la Reserva de Biosfera de Menorca.',
      en: 'Hiking, protected areas and the Menorca Biosphere Reserve.',
      de: 'Wandern, Schutzgebiete und das Biosphärenreservat Menorca.',
      ca: 'Senderisme, espais protegits i la Reserva de Biosfera de Menorca.',
    },
  },
]

export const blogPosts: SeedBlogPost[] = [
  // ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'best-coves-south-coast-menorca',
    category: 'beaches',
    author: 'Marta Pons',
    publishedAt: '2025-03-14',
    cover: 'cove-turquoise',
    title: {
      es: 'Las mejores calas de la costa sur de Menorca',
      en: "The best coves on Menorca's south coast",
      de: 'Die schönsten Buchten an Menorcas Südküste',
      ca: 'Les millors cales de la costa sud de Menorca',
    },
    excerpt: {
      es: 'Macarella, Turqueta, Mitjana o Trebalúger: nuestra selección de calas del sur, cómo llegar a cada una y los trucos para disfrutarlas sin agobios.',
      en: 'Macarella, Turqueta, Mitjana or Trebalúger: our pick of the southern coves, how to reach each one and tips to enjoy them without the crowds.',
      de: 'Macarella, Turqueta, Mitjana oder Trebalúger: unsere Auswahl der Südbuchten, wie man hinkommt und wie man sie ohne Gedränge genießt.',
      ca: 'Macarella, Turqueta, Mitjana o Trebalúger: la nostra tria de cales del sud, com arribar a cadascuna i els trucs per gaudir-les sense aglomeracions.',
    },
    body: {
      es: `La costa sur de Menorca, el llamado **Migjorn**, es de roca caliza blanca. Por eso sus calas tienen ese color turquesa que aparece en todas las postales: arena clara, pinos que bajan hasta el agua y barrancos que desembocan en el mar. Entre Ciutadella y Cala Galdana se concentran las más famosas, casi todas sin edificios y unidas por el Camí de Cavalls.

## Nuestras calas favoritas

- **Cala Macarella y Macarelleta.** La pareja más fotografiada de la isla. Desde Macarella, un sendero de unos diez minutos sube por el acantilado hasta Macarelleta, más pequeña y recogida. En verano el acceso en coche está regulado y el aparcamiento se llena pronto, así que conviene ir en el autobús que sale de Ciutadella.
- **Cala en Turqueta.** Agua turquesa de verdad, rodeada de pinar. Del aparcamiento a la playa hay unos diez minutos a pie.
- **Son Saura.** Dos playas largas y poco profundas, ideales para ir con niños. Es una de las más tranquilas a primera hora.
- **Cala Mitjana y Mitjaneta.** A unos veinte minutos a pie desde Cala Galdana, con paredes de roca que invitan a los saltos (solo si conoces la profundidad).
- **Cala Trebalúger.** Solo se llega a pie, tras una buena caminata, o por mar. Precisamente por eso es de las más salvajes.
- **Cala Galdana.** La opción cómoda: servicios, restaurantes y aguas muy tranquilas dentro de una bahía en forma de concha.

## Cómo llegar sin estrés

En julio y agosto los aparcamientos de las calas vírgenes se llenan antes de las 10:00. Tienes tres alternativas:

1. **Llegar muy temprano** o a partir de las 17:00, cuando la luz es más bonita.
2. **Caminar un tramo del Camí de Cavalls**: la etapa entre Cala Galdana y Cala en Turqueta es la más espectacular de la isla.
3. **Ir en barco o en kayak**, sin depender del coche. En nuestras [excursiones](/trips) te llevamos a Turqueta y Macarella por mar.

## Lo que debes llevar

- Agua y comida: la mayoría de estas calas no tienen bar ni sombrillas.
- Calzado cómodo, porque los accesos son caminos de tierra y piedra.
- Crema solar respetuosa con el medio marino y una bolsa para tu basura.

## Cuidar lo que nos gusta

Las hojas secas de **posidonia** que ves en la orilla no son suciedad: protegen la arena de la erosión y demuestran que el agua está limpia. No las retires, no fondees sobre las praderas y respeta las dunas. Así estas calas seguirán igual de bonitas cuando vuelvas.`,
      en: `Menorca's south coast, known as the **Migjorn**, is made of white limestone. That is why its coves have the turquoise colour you see on every postcard: pale sand, pine trees running down to the water and gorges that open onto the sea. The most famous ones lie between Ciutadella and Cala Galdana, almost all of them without buildings and linked by the Camí de Cavalls.

## Our favourite coves

- **Cala Macarella and Macarelleta.** The most photographed pair on the island. From Macarella, a path of about ten minutes climbs over the cliff to Macarelleta, smaller and more secluded. In summer car access is regulated and the car park fills early, so it is best to take the bus from Ciutadella.
- **Cala en Turqueta.** Truly turquoise water surrounded by pine woods. It is about a ten-minute walk from the car park to the beach.
- **Son Saura.** Two long, shallow beaches, ideal with children. One of the quietest early in the morning.
- **Cala Mitjana and Mitjaneta.** About twenty minutes on foot from Cala Galdana, with rock walls that tempt people to jump (only if you know the depth).
- **Cala Trebalúger.** Reachable only on foot, after a good walk, or by sea. That is exactly why it is one of the wildest.
- **Cala Galdana.** The easy option: facilities, restaurants and very calm water in a shell-shaped bay.

## Getting there without stress

In July and August the car parks of the unspoilt coves are full before 10:00. You have three alternatives:

1. **Arrive very early** or after 17:00, when the light is at its best.
2. **Walk a stretch of the Camí de Cavalls**: the stage between Cala Galdana and Cala en Turqueta is the most spectacular on the island.
3. **Go by boat or kayak**, with no need for a car. On our [trips](/trips) we take you to Turqueta and Macarella by sea.

## What to bring

- Water and food: most of these coves have no bar and no sunshades.
- Comfortable shoes, because the access paths are dirt and stone.
- Reef-friendly sun cream and a bag for your rubbish.

## Looking after what we love

The dry **posidonia** leaves you see on the shore are not dirt: they protect the sand from erosion and show that the water is clean. Do not remove them, never anchor on the seagrass meadows and keep off the dunes. That way these coves will be just as beautiful when you come back.`,
      de: `Die Südküste Menorcas, der sogenannte **Migjorn**, besteht aus weißem Kalkstein. Deshalb haben ihre Buchten jenes Türkis, das man von jeder Postkarte kennt: heller Sand, Pinien bis ans Wasser und Schluchten, die sich zum Meer öffnen. Die bekanntesten liegen zwischen Ciutadella und Cala Galdana, fast alle ohne Bebauung und verbunden durch den Camí de Cavalls.

## Unsere Lieblingsbuchten

- **Cala Macarella und Macarelleta.** Das meistfotografierte Paar der Insel. Von Macarella führt ein etwa zehnminütiger Pfad über die Klippe zur kleineren, geschützteren Macarelleta. Im Sommer ist die Zufahrt mit dem Auto beschränkt und der Parkplatz früh voll – nehmen Sie am besten den Bus ab Ciutadella.
- **Cala en Turqueta.** Wirklich türkisfarbenes Wasser, umgeben von Pinienwald. Vom Parkplatz zum Strand sind es etwa zehn Minuten zu Fuß.
- **Son Saura.** Zwei lange, flache Strände, ideal mit Kindern. Am frühen Morgen eine der ruhigsten Buchten.
- **Cala Mitjana und Mitjaneta.** Rund zwanzig Minuten zu Fuß von Cala Galdana, mit Felswänden, die zum Springen einladen (nur, wenn Sie die Wassertiefe kennen).
- **Cala Trebalúger.** Nur nach einer längeren Wanderung oder vom Meer aus erreichbar – und gerade deshalb eine der ursprünglichsten.
- **Cala Galdana.** Die bequeme Wahl: Infrastruktur, Restaurants und sehr ruhiges Wasser in einer muschelförmigen Bucht.

## Stressfrei ankommen

Im Juli und August sind die Parkplätze der Naturbuchten vor 10:00 Uhr voll. Es gibt drei Alternativen:

1. **Sehr früh kommen** oder erst ab 17:00 Uhr, wenn das Licht am schönsten ist.
2. **Ein Stück auf dem Camí de Cavalls wandern**: Die Etappe zwischen Cala Galdana und Cala en Turqueta ist die spektakulärste der Insel.
3. **Mit Boot oder Kajak anreisen**, ganz ohne Auto. Bei unseren [Ausflügen](/trips) bringen wir Sie übers Meer nach Turqueta und Macarella.

## Was Sie mitnehmen sollten

- Wasser und Proviant: Die meisten dieser Buchten haben weder Bar noch Sonnenschirme.
- Bequeme Schuhe, denn die Zugänge sind Erd- und Steinwege.
- Meeresfreundliche Sonnencreme und einen Beutel für Ihren Abfall.

## Schützen, was wir lieben

Die trockenen **Posidonia**-Blätter am Ufer sind kein Schmutz: Sie schützen den Sand vor Erosion und zeigen, dass das Wasser sauber ist. Entfernen Sie sie nicht, ankern Sie nie auf den Seegraswiesen und betreten Sie die Dünen nicht. So bleiben diese Buchten genauso schön, wenn Sie wiederkommen.`,
      ca: `La costa sud de Menorca, l'anomenat **Migjorn**, és de roca calcària blanca. Per això les seves cales tenen aquest color turquesa que surt a totes les postals: arena clara, pins que davallen fins a l'aigua i barrancs que desemboquen a la mar. Entre Ciutadella i Cala Galdana hi ha les més famoses, gairebé totes sense edificis i unides pel Camí de Cavalls.

## Les nostres cales preferides

- **Cala Macarella i Macarelleta.** La parella més fotografiada de l'illa. Des de Macarella, un caminoi d'uns deu minuts puja pel penya-segat fins a Macarelleta, més petita i recollida. A l'estiu l'accés en cotxe està regulat i l'aparcament s'omple aviat, per això és millor anar-hi amb l'autobús que surt de Ciutadella.
- **Cala en Turqueta.** Aigua turquesa de veritat, envoltada de pinar. De l'aparcament a la platja hi ha uns deu minuts a peu.
- **Son Saura.** Dues platges llargues i poc fondes, ideals per anar-hi amb infants. És una de les més tranquil·les a primera hora.
- **Cala Mitjana i Mitjaneta.** A uns vint minuts a peu des de Cala Galdana, amb parets de roca que conviden a botar (només si coneixes la fondària).
- **Cala Trebalúger.** Només s'hi arriba a peu, després d'una bona caminada, o per mar. Justament per això és de les més salvatges.
- **Cala Galdana.** L'opció còmoda: serveis, restaurants i aigües molt tranquil·les dins una badia en forma de petxina.

## Com arribar-hi sense estrès

Al juliol i a l'agost els aparcaments de les cales verges s'omplen abans de les 10:00. Tens tres alternatives:

1. **Arribar-hi molt d'hora** o a partir de les 17:00, quan la llum és més bonica.
2. **Caminar un tram del Camí de Cavalls**: l'etapa entre Cala Galdana i Cala en Turqueta és la més espectacular de l'illa.
3. **Anar-hi en vaixell o en caiac**, sense dependre del cotxe. A les nostres [excursions](/trips) et duem a Turqueta i Macarella per mar.

## Què has de dur

- Aigua i menjar: la majoria d'aquestes cales no tenen bar ni ombrel·les.
- Calçat còmode, perquè els accessos són camins de terra i pedra.
- Crema solar respectuosa amb el medi marí i una bossa per als teus fems.

## Tenir cura del que ens agrada

Les fulles seques de **posidònia** que veus a la vorera no són brutor: protegeixen l'arena de l'erosió i demostren que l'aigua és neta. No les retiris, no fondegis mai sobre els alguers i respecta les dunes. Així aquestes cales continuaran igual de boniques quan hi tornis.`,
    },
  },
  // ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'sant-joan-festival-ciutadella',
    category: 'culture-history',
    author: 'Marta Pons',
    publishedAt: '2025-05-27',
    cover: 'old-town-square-2',
    title: {
      es: 'Sant Joan en Ciutadella: guía para vivir la fiesta',
      en: 'Sant Joan in Ciutadella: a guide to the festival',
      de: 'Sant Joan in Ciutadella: ein Leitfaden zum Fest',
      ca: 'Sant Joan a Ciutadella: guia per viure la festa',
    },
    excerpt: {
      es: 'Caballos que se alzan entre la multitud, avellanas, pomada y siglos de tradición: qué ver en las fiestas de Sant Joan y cómo disfrutarlas con seguridad.',
      en: 'Horses rearing among the crowd, hazelnuts, pomada and centuries of tradition: what to see at the Sant Joan festival and how to enjoy it safely.',
      de: 'Pferde, die sich mitten in der Menge aufbäumen, Haselnüsse, Pomada und jahrhundertealte Tradition: was man bei Sant Joan sieht und wie man es sicher erlebt.',
      ca: 'Cavalls que boten enmig de la gentada, avellanes, pomada i segles de tradició: què veure a les festes de Sant Joan i com gaudir-les amb seguretat.',
    },
    body: {
      es: `Cada año, el 23 y 24 de junio, Ciutadella celebra las **fiestas de Sant Joan**, las más antiguas y multitudinarias de Menorca. Sus raíces se remontan a la Edad Media y su protagonista es el caballo menorquín, negro y elegante, que se alza sobre las patas traseras entre la gente.

## Los protagonistas

- **Los caixers:** jinetes vestidos de gala que representan los antiguos estamentos de la sociedad: nobleza, clero, artesanos y payeses. Los encabeza el *caixer senyor*.
- **El caixer fadrí:** un joven soltero que lleva la bandera de Sant Joan.
- **El fabioler:** abre todos los actos a lomos de un burro, tocando el *fabiol* (una flauta) y el tamboril.

## El programa, día a día

1. **Diumenge des Be** (el domingo anterior). Un hombre vestido con pieles recorre la ciudad descalzo, con un cordero a hombros, símbolo de san Juan Bautista.
2. **23 de junio.** Por la tarde, el *Caragol des Born*: la comitiva da vueltas a la plaza des Born mientras los caballos se alzan entre la multitud. Es lo que en el resto de la isla se llama **jaleo**. El ambiente se anima con **avellanas** que se lanzan de un lado a otro y vasos de **pomada** (gin de Mahón con limonada).
3. **24 de junio.** Por la tarde, los **Jocs des Pla** en el Pla de Sant Joan: los caballeros corren a galope abrazados de dos en dos, intentan ensartar una anilla con la lanza (*ensortilla*) y romper escudos de cartón (*ses carotes*).

## Consejos para disfrutarla con seguridad

- **No lleves bebés ni carritos** a la plaza des Born. La densidad de gente es enorme.
- Si es tu primera vez, **mira desde los bordes** o desde una terraza. En el centro del jaleo la gente intenta tocar el pecho del caballo: es tradición, pero solo para quien conoce la fiesta.
- Usa **calzado cerrado** y ropa que se pueda ensuciar.
- Respeta siempre las indicaciones de la organización y de la policía local.
- Bebe agua: en junio hace calor y la pomada es traicionera.

## Dónde dormir y cómo llegar

Los alojamientos de Ciutadella se agotan meses antes, y el centro se cierra al tráfico. Muchos visitantes se alojan en otras zonas de la isla y se desplazan solo para la fiesta. Si llegas esos días en avión, reserva con tiempo tu [traslado desde el aeropuerto](/airport-transfers): el trayecto hasta Ciutadella dura unos 45 minutos y nosotros nos encargamos de dejarte lo más cerca posible.

Y si te quedas con ganas de más caballos, a lo largo del verano cada pueblo de Menorca celebra sus propias fiestas con jaleo. También puedes montar un caballo menorquín en una de nuestras [rutas a caballo](/trips).`,
      en: `Every year, on 23 and 24 June, Ciutadella celebrates the **Sant Joan festival**, the oldest and biggest in Menorca. Its roots go back to the Middle Ages and its star is the Menorcan horse, black and elegant, rearing up on its hind legs in the middle of the crowd.

## The main characters

- **The caixers:** riders in full dress representing the old estates of society: nobility, clergy, craftsmen and farmers. They are led by the *caixer senyor*.
- **The caixer fadrí:** a young unmarried man who carries the Sant Joan banner.
- **The fabioler:** he opens every event riding a donkey and playing the *fabiol* (a small flute) and a drum.

## The programme, day by day

1. **Diumenge des Be** (the Sunday before). A man dressed in sheepskins walks barefoot through the town carrying a lamb on his shoulders, a symbol of John the Baptist.
2. **23 June.** In the afternoon, the *Caragol des Born*: the procession circles the Plaça des Born while the horses rear up among the crowd. On the rest of the island this is called the **jaleo**. The party gets going with **hazelnuts** thrown in every direction and glasses of **pomada** (Mahón gin with lemonade).
3. **24 June.** In the afternoon, the **Jocs des Pla** on the Pla de Sant Joan: riders gallop in pairs with their arms around each other, try to spear a ring with a lance (*ensortilla*) and smash cardboard shields (*ses carotes*).

## Tips to enjoy it safely

- **Do not bring babies or pushchairs** to the Plaça des Born. The crowd is extremely dense.
- If it is your first time, **watch from the edges** or from a terrace. In the middle of the jaleo people try to touch the horse's chest: it is tradition, but only for those who know the festival well.
- Wear **closed shoes** and clothes that can get dirty.
- Always follow the instructions of the organisers and the local police.
- Drink water: June is hot and pomada is deceptively strong.

## Where to stay and how to get there

Accommodation in Ciutadella sells out months ahead, and the centre is closed to traffic. Many visitors stay elsewhere on the island and travel in just for the festival. If you fly in on those days, book your [airport transfer](/airport-transfers) early: the drive to Ciutadella takes about 45 minutes and we drop you as close as possible.

If you are left wanting more horses, every town in Menorca holds its own festival with a jaleo during the summer. You can also ride a Menorcan horse yourself on one of our [horse-riding trips](/trips).`,
      de: `Jedes Jahr am 23. und 24. Juni feiert Ciutadella das **Fest Sant Joan**, das älteste und größte Fest Menorcas. Seine Wurzeln reichen bis ins Mittelalter zurück, und der Star ist das schwarze, elegante Menorca-Pferd, das sich mitten in der Menge auf die Hinterbeine stellt.

## Die Hauptfiguren

- **Die Caixers:** Reiter in Festtracht, die die alten Stände der Gesellschaft vertreten: Adel, Klerus, Handwerker und Bauern. Angeführt werden sie vom *Caixer senyor*.
- **Der Caixer fadrí:** ein junger, unverheirateter Mann, der die Fahne von Sant Joan trägt.
- **Der Fabioler:** Er eröffnet jeden Programmpunkt auf einem Esel und spielt dabei den *Fabiol* (eine kleine Flöte) und die Trommel.

## Das Programm Tag für Tag

1. **Diumenge des Be** (der Sonntag davor). Ein in Schaffelle gekleideter Mann zieht barfuß mit einem Lamm auf den Schultern durch die Stadt, ein Symbol für Johannes den Täufer.
2. **23. Juni.** Am Nachmittag der *Caragol des Born*: Der Festzug umrundet die Plaça des Born, während sich die Pferde in der Menge aufbäumen. Im Rest der Insel nennt man das **Jaleo**. Dazu fliegen **Haselnüsse** in alle Richtungen, und es gibt Gläser mit **Pomada** (Gin aus Mahón mit Limonade).
3. **24. Juni.** Am Nachmittag die **Jocs des Pla** auf dem Pla de Sant Joan: Die Reiter galoppieren paarweise Arm in Arm, versuchen mit der Lanze einen Ring aufzuspießen (*Ensortilla*) und Schilde aus Pappe zu zerschlagen (*ses Carotes*).

## Tipps für ein sicheres Fest

- **Bringen Sie keine Babys oder Kinderwagen** auf die Plaça des Born mit. Das Gedränge ist enorm.
- Beim ersten Mal lieber **vom Rand** oder von einer Terrasse aus zuschauen. Mitten im Jaleo versuchen die Leute, die Brust des Pferdes zu berühren – Tradition, aber nur etwas für Kenner.
- Tragen Sie **geschlossene Schuhe** und Kleidung, die schmutzig werden darf.
- Folgen Sie immer den Anweisungen der Organisatoren und der Ortspolizei.
- Trinken Sie Wasser: Im Juni ist es heiß, und Pomada ist stärker, als man denkt.

## Unterkunft und Anreise

Die Unterkünfte in Ciutadella sind Monate im Voraus ausgebucht, und das Zentrum ist für den Verkehr gesperrt. Viele Besucher wohnen woanders auf der Insel und kommen nur zum Fest. Wenn Sie in diesen Tagen anreisen, buchen Sie Ihren [Flughafentransfer](/airport-transfers) rechtzeitig: Die Fahrt nach Ciutadella dauert etwa 45 Minuten, und wir bringen Sie so nah wie möglich heran.

Lust auf mehr Pferde? Im Laufe des Sommers feiert jeder Ort Menorcas sein eigenes Fest mit Jaleo. Und auf einem unserer [Ausritte](/trips) können Sie selbst ein Menorca-Pferd reiten.`,
      ca: `Cada any, el 23 i el 24 de juny, Ciutadella celebra les **festes de Sant Joan**, les més antigues i multitudinàries de Menorca. Les seves arrels es remunten a l'edat mitjana i el protagonista és el cavall menorquí, negre i elegant, que bota sobre les potes de darrere enmig de la gent.

## Els protagonistes

- **Els caixers:** genets vestits de gala que representen els antics estaments de la societat: noblesa, clergat, menestrals i pagesos. Els encapçala el *caixer senyor*.
- **El caixer fadrí:** un jove fadrí que duu la bandera de Sant Joan.
- **El fabioler:** obre tots els actes damunt un ase, tocant el *fabiol* i el tamborino.

## El programa, dia a dia

1. **Diumenge des Be** (el diumenge anterior). Un home vestit de pells recorre la ciutat descalç, amb un be a les espatlles, símbol de sant Joan Baptista.
2. **23 de juny.** Horabaixa, el *Caragol des Born*: la comitiva fa voltes a la plaça des Born mentre els cavalls boten enmig de la gentada. És el que a la resta de l'illa s'anomena **jaleo**. L'ambient s'anima amb les **avellanes** que volen d'una banda a l'altra i els gots de **pomada** (ginebra de Maó amb llimonada).
3. **24 de juny.** Horabaixa, els **Jocs des Pla** al Pla de Sant Joan: els cavallers corren al galop abraçats de dos en dos, intenten enfilar una anella amb la llança (*ensortilla*) i rompre escuts de cartó (*ses carotes*).

## Consells per gaudir-la amb seguretat

- **No duguis nadons ni cotxets** a la plaça des Born. La densitat de gent és enorme.
- Si és la primera vegada, **mira-ho des dels costats** o des d'una terrassa. Al centre del jaleo la gent intenta tocar el pit del cavall: és tradició, però només per a qui coneix bé la festa.
- Du **calçat tancat** i roba que es pugui embrutar.
- Respecta sempre les indicacions de l'organització i de la policia local.
- Beu aigua: al juny fa calor i la pomada és traïdora.

## On dormir i com arribar-hi

Els allotjaments de Ciutadella s'esgoten mesos abans, i el centre es tanca al trànsit. Molts visitants s'allotgen a altres zones de l'illa i s'hi desplacen només per a la festa. Si arribes aquests dies en avió, reserva amb temps el teu [trasllat des de l'aeroport](/airport-transfers): el trajecte fins a Ciutadella dura uns 45 minuts i nosaltres ens encarregam de deixar-te tan a prop com sigui possible.

I si et quedes amb ganes de més cavalls, al llarg de l'estiu cada poble de Menorca celebra les seves festes amb jaleo. També pots muntar un cavall menorquí en una de les nostres [rutes a cavall](/trips).`,
    },
  },
  // ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'mahon-cheese-and-gin-guide',
    category: 'gastronomy',
    author: 'Anna Seguí',
    publishedAt: '2025-08-05',
    cover: 'cheese-gin',
    title: {
      es: 'Queso Mahón-Menorca y gin de Mahón: guía para probarlos',
      en: 'Mahón-Menorca cheese and Mahón gin: a tasting guide',
      de: 'Mahón-Menorca-Käse und Gin aus Mahón: ein Genießerführer',
      ca: 'Formatge Maó-Menorca i ginebra de Maó: guia per tastar-los',
    },
    excerpt: {
      es: 'Dos productos con sello de origen que cuentan la historia de la isla: cómo se elaboran, qué curaciones probar y cómo llevártelos a casa.',
      en: "Two protected products that tell the island's story: how they are made, which ages to try and how to take them home.",
      de: 'Zwei geschützte Produkte, die die Geschichte der Insel erzählen: wie sie hergestellt werden, welche Reifestufen man probieren sollte und wie man sie mitnimmt.',
      ca: "Dos productes amb segell d'origen que expliquen la història de l'illa: com s'elaboren, quines curacions tastar i com dur-te'ls a casa.",
    },
    body: {
      es: `Si hay dos sabores que resumen Menorca, son su **queso** y su **gin**. Los dos cuentan con protección de origen y los dos están ligados al puerto de Maó, desde donde durante siglos salieron barcos cargados de queso.

## El queso Mahón-Menorca

El queso Mahón-Menorca tiene **Denominación de Origen Protegida** y se elabora en toda la isla con leche de vaca. Se reconoce por su forma cuadrada de cantos redondeados, que se consigue prensando la cuajada dentro de un paño de algodón atado por las puntas. En los quesos curados, la corteza se frota con mantequilla, aceite y pimentón, y adquiere su color anaranjado.

Existen dos versiones: el **artesano**, hecho en las granjas con leche cruda, y el elaborado con leche pasteurizada. Según el tiempo de maduración, encontrarás:

- **Tierno:** unas semanas de curación, suave y láctico.
- **Semicurado:** unos meses, con más aroma y un punto de mantequilla.
- **Curado:** más de cinco meses, firme y ligeramente picante.
- **Añejo:** casi un año o más, quebradizo e intenso, ideal con un chorrito de aceite de oliva.

**Truco local:** prueba el tierno con miel y el curado con sobrasada o con un poco de pan payés.

## El gin de Mahón

Durante buena parte del siglo XVIII, Menorca estuvo bajo dominio británico. Los soldados y marineros pedían ginebra, y los destiladores locales empezaron a elaborarla con alcohol de vino y bayas de enebro. Así nació el **gin de Mahón**, que hoy cuenta con indicación geográfica protegida.

En la destilería del puerto de Maó todavía se destila en **alambiques de cobre** y se embotella en botellas de vidrio con asa que recuerdan a las antiguas garrafas. Dos formas típicas de tomarlo:

- **Pomada:** gin con limonada, la bebida de las fiestas de verano.
- **Pellofa:** gin con sifón y una corteza de limón.

## Cómo llevártelos a casa

1. Pide el queso **envasado al vacío**: aguanta perfectamente en la maleta.
2. El gin debe ir en el **equipaje facturado**, salvo que lo compres en las tiendas de la zona de embarque.
3. Compra directamente en granjas, en el mercado del Claustre del Carme o en tiendas de productos locales.

¿Quieres probarlos con quien los elabora? En nuestra [excursión de queso y gin](/trips) visitamos una granja familiar, vemos cómo se hace el queso y terminamos con una cata en el puerto de Maó.`,
      en: `If two flavours sum up Menorca, they are its **cheese** and its **gin**. Both have protected origin status and both are linked to Maó harbour, from where ships loaded with cheese set sail for centuries.

## Mahón-Menorca cheese

Mahón-Menorca cheese has **Protected Designation of Origin** status and is made all over the island from cow's milk. You can recognise it by its square shape with rounded edges, achieved by pressing the curd in a cotton cloth tied at the corners. On cured cheeses the rind is rubbed with butter, oil and paprika, which gives it its orange colour.

There are two versions: **artisan** cheese, made on farms with raw milk, and cheese made with pasteurised milk. Depending on how long it has matured, you will find:

- **Tierno (young):** a few weeks old, mild and milky.
- **Semicurado (semi-cured):** a few months, more aromatic with a buttery touch.
- **Curado (cured):** over five months, firm and slightly peppery.
- **Añejo (aged):** about a year or more, crumbly and intense, perfect with a drizzle of olive oil.

**Local tip:** try young cheese with honey and cured cheese with sobrassada or a slice of country bread.

## Mahón gin

For much of the 18th century Menorca was under British rule. Soldiers and sailors wanted gin, so local distillers began making it from wine spirit and juniper berries. That is how **Mahón gin** was born, and today it has a protected geographical indication.

At the distillery on Maó harbour it is still distilled in **copper stills** and bottled in glass bottles with a handle, reminiscent of old stoneware jars. Two classic ways to drink it:

- **Pomada:** gin with lemonade, the drink of the summer festivals.
- **Pellofa:** gin with soda water and a twist of lemon peel.

## Taking them home

1. Ask for your cheese to be **vacuum-packed**: it travels perfectly in a suitcase.
2. Gin must go in your **checked luggage**, unless you buy it in the shops after security.
3. Buy directly from farms, at the Claustre del Carme market or in local produce shops.

Would you like to taste them with the people who make them? On our [cheese and gin tour](/trips) we visit a family farm, watch the cheese being made and finish with a tasting on Maó harbour.`,
      de: `Wenn zwei Geschmäcker Menorca zusammenfassen, dann sind es **Käse** und **Gin**. Beide haben einen geschützten Herkunftsstatus, und beide sind mit dem Hafen von Maó verbunden, von dem jahrhundertelang Schiffe voller Käse ausliefen.

## Mahón-Menorca-Käse

Der Mahón-Menorca-Käse trägt die **geschützte Ursprungsbezeichnung** und wird auf der ganzen Insel aus Kuhmilch hergestellt. Man erkennt ihn an seiner quadratischen Form mit abgerundeten Kanten, die entsteht, wenn der Bruch in einem an den Ecken zusammengebundenen Baumwolltuch gepresst wird. Bei gereiften Käsen wird die Rinde mit Butter, Öl und Paprika eingerieben und bekommt so ihre orange Farbe.

Es gibt zwei Varianten: den **handwerklichen** Käse, auf Bauernhöfen aus Rohmilch hergestellt, und Käse aus pasteurisierter Milch. Je nach Reifezeit finden Sie:

- **Tierno (jung):** wenige Wochen gereift, mild und milchig.
- **Semicurado (halbgereift):** einige Monate, aromatischer, mit buttriger Note.
- **Curado (gereift):** über fünf Monate, fest und leicht pikant.
- **Añejo (alt):** etwa ein Jahr oder länger, bröckelig und intensiv, ideal mit etwas Olivenöl.

**Tipp von Einheimischen:** Probieren Sie jungen Käse mit Honig und gereiften mit Sobrassada oder einer Scheibe Bauernbrot.

## Gin aus Mahón

Im 18. Jahrhundert stand Menorca lange unter britischer Herrschaft. Soldaten und Seeleute verlangten nach Gin, also begannen die örtlichen Brenner, ihn aus Weinalkohol und Wacholderbeeren herzustellen. So entstand der **Gin aus Mahón**, der heute eine geschützte geografische Angabe trägt.

In der Destillerie am Hafen von Maó wird er noch immer in **Kupferbrennblasen** destilliert und in Glasflaschen mit Henkel abgefüllt, die an alte Steingutkrüge erinnern. Zwei typische Arten, ihn zu trinken:

- **Pomada:** Gin mit Limonade, das Getränk der Sommerfeste.
- **Pellofa:** Gin mit Sodawasser und einer Zitronenschale.

## Mitnehmen nach Hause

1. Lassen Sie den Käse **vakuumverpacken**: So übersteht er die Reise im Koffer problemlos.
2. Gin gehört ins **aufgegebene Gepäck**, außer Sie kaufen ihn in den Geschäften nach der Sicherheitskontrolle.
3. Kaufen Sie direkt auf den Höfen, auf dem Markt im Claustre del Carme oder in Läden mit lokalen Produkten.

Möchten Sie beides bei den Herstellern probieren? Auf unserer [Käse- und Gin-Tour](/trips) besuchen wir einen Familienhof, schauen bei der Käseherstellung zu und schließen mit einer Verkostung am Hafen von Maó ab.`,
      ca: `Si hi ha dos sabors que resumeixen Menorca, són el seu **formatge** i la seva **ginebra**. Tots dos tenen protecció d'origen i tots dos estan lligats al port de Maó, d'on durant segles varen sortir vaixells carregats de formatge.

## El formatge Maó-Menorca

El formatge Maó-Menorca té **Denominació d'Origen Protegida** i s'elabora a tota l'illa amb llet de vaca. Es reconeix per la seva forma quadrada de cantells arrodonits, que s'aconsegueix premsant la quallada dins un drap de cotó fermat per les puntes. Als formatges curats, la crosta es frega amb mantega, oli i pebre bord, i agafa el seu color ataronjat.

N'hi ha dues versions: l'**artesà**, fet als llocs amb llet crua, i l'elaborat amb llet pasteuritzada. Segons el temps de maduració, trobaràs:

- **Tendre:** unes setmanes de curació, suau i lacti.
- **Semicurat:** uns mesos, amb més aroma i un punt de mantega.
- **Curat:** més de cinc mesos, ferm i lleugerament picant.
- **Vell:** prop d'un any o més, esmicoladís i intens, ideal amb un raig d'oli d'oliva.

**Truc local:** tasta el tendre amb mel i el curat amb sobrassada o amb un tros de pa pagès.

## La ginebra de Maó

Durant bona part del segle XVIII, Menorca va estar sota domini britànic. Els soldats i mariners demanaven ginebra, i els destil·ladors locals la varen començar a fer amb alcohol de vi i baies de ginebre. Així va néixer la **ginebra de Maó**, que avui té indicació geogràfica protegida.

A la destil·leria del port de Maó encara es destil·la en **alambins de coure** i s'embotella en botelles de vidre amb ansa que recorden les antigues gerres. Dues maneres típiques de prendre-la:

- **Pomada:** ginebra amb llimonada, la beguda de les festes d'estiu.
- **Pellofa:** ginebra amb sifó i una pellofa de llimona.

## Com dur-te'ls a casa

1. Demana el formatge **envasat al buit**: aguanta perfectament dins la maleta.
2. La ginebra ha d'anar a l'**equipatge facturat**, tret que la compris a les botigues de la zona d'embarcament.
3. Compra directament als llocs, al mercat del Claustre del Carme o a botigues de productes locals.

Vols tastar-los amb qui els elabora? A la nostra [excursió de formatge i ginebra](/trips) visitam un lloc familiar, veim com es fa el formatge i acabam amb un tast al port de Maó.`,
    },
  },
  // ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'talayotic-menorca-unesco-world-heritage',
    category: 'culture-history',
    author: 'Biel Mercadal',
    publishedAt: '2025-10-21',
    cover: 'talayot-stones',
    title: {
      es: 'Menorca talayótica, Patrimonio Mundial: qué ver',
      en: 'Talayotic Menorca, World Heritage: what to see',
      de: 'Talayotisches Menorca, Welterbe: was man sehen sollte',
      ca: 'Menorca talaiòtica, Patrimoni Mundial: què veure',
    },
    excerpt: {
      es: 'Talayots, taulas y navetas: desde 2023 la prehistoria de Menorca es Patrimonio Mundial de la UNESCO. Te explicamos qué es cada monumento y qué yacimientos no debes perderte.',
      en: "Talaiots, taulas and navetas: since 2023 Menorca's prehistory has been a UNESCO World Heritage Site. We explain each type of monument and which sites you should not miss.",
      de: 'Talaiots, Taulas und Navetas: Seit 2023 ist Menorcas Vorgeschichte UNESCO-Welterbe. Wir erklären die Monumente und welche Stätten Sie nicht verpassen sollten.',
      ca: "Talaiots, taules i navetes: des del 2023 la prehistòria de Menorca és Patrimoni Mundial de la UNESCO. T'explicam què és cada monument i quins jaciments no et pots perdre.",
    },
    body: {
      es: `En septiembre de 2023 la UNESCO inscribió la **Menorca talayótica** en la Lista del Patrimonio Mundial. El reconocimiento abarca cientos de construcciones de piedra levantadas por las comunidades que habitaron la isla durante la Edad del Bronce y del Hierro, hasta la conquista romana en el año 123 a. C. Pocas islas del Mediterráneo conservan una densidad de restos prehistóricos semejante.

## Los tres monumentos que debes conocer

- **Talayot:** torre de piedra en seco, de planta circular o cuadrada, que da nombre a la cultura. Probablemente servía como punto de control y símbolo del poblado.
- **Taula:** dos grandes losas en forma de T, rodeadas por un recinto en forma de herradura. Es exclusiva de Menorca y se interpreta como el centro de un santuario.
- **Naveta:** sepulcro colectivo con forma de barco invertido, anterior a los poblados talayóticos.

## Yacimientos imprescindibles

1. **Naveta des Tudons**, cerca de Ciutadella. El monumento funerario más famoso de la isla, con más de 3.000 años. Cuenta la leyenda que dos gigantes compitieron por el amor de una joven: uno construía la naveta y el otro cavaba un pozo.
2. **Torre d'en Galmés**, cerca de Alaior. El mayor poblado talayótico de Menorca: talayots, recinto de taula, casas, salas hipóstilas y sistemas para recoger agua de lluvia. Desde lo alto se ve buena parte de la costa sur.
3. **Talatí de Dalt**, junto a Maó. Una taula singular con un pilar caído apoyado sobre ella, entre acebuches.
4. **Torralba d'en Salort**, también en Alaior, con una de las taulas mejor conservadas.
5. **Son Catlar**, al sur de Ciutadella, rodeado por una imponente muralla.
6. **Cales Coves**, una necrópolis con más de un centenar de cuevas excavadas en los acantilados.

## Consejos para la visita

- Algunos yacimientos cobran entrada en temporada alta; otros son de acceso libre.
- Ve a primera hora o al atardecer: hace menos calor y la luz rasante resalta la piedra.
- **No subas a los monumentos** ni muevas piedras: son frágiles y están protegidos.
- Lleva agua, gorra y calzado cerrado.
- Completa la visita en el Museo de Menorca, en Maó.

## Con una arqueóloga, todo cobra sentido

Ver una taula sin contexto impresiona; entender por qué está orientada hacia el sur o cómo se organizaba un poblado, todavía más. En nuestra [excursión talayótica de un día](/trips) recorremos la isla de este a oeste con una guía arqueóloga, con transporte y entradas incluidos.`,
      en: `In September 2023 UNESCO inscribed **Talayotic Menorca** on the World Heritage List. The listing covers hundreds of dry-stone structures built by the communities who lived on the island during the Bronze and Iron Ages, up to the Roman conquest in 123 BC. Few Mediterranean islands preserve such a density of prehistoric remains.

## Three monuments you should know

- **Talaiot:** a dry-stone tower with a round or square base that gives the culture its name. It probably served as a lookout and as a symbol of the settlement.
- **Taula:** two huge stone slabs forming a T, surrounded by a horseshoe-shaped enclosure. It is unique to Menorca and is thought to be the centre of a sanctuary.
- **Naveta:** a collective tomb shaped like an upturned boat, older than the Talayotic villages.

## Sites not to miss

1. **Naveta des Tudons**, near Ciutadella. The most famous burial monument on the island, more than 3,000 years old. Legend says two giants competed for the love of a young woman: one built the naveta while the other dug a well.
2. **Torre d'en Galmés**, near Alaior. The largest Talayotic settlement in Menorca: talaiots, a taula enclosure, houses, hypostyle halls and systems to collect rainwater. From the top you can see much of the south coast.
3. **Talatí de Dalt**, near Maó. A unique taula with a fallen pillar leaning against it, among wild olive trees.
4. **Torralba d'en Salort**, also in Alaior, with one of the best-preserved taulas.
5. **Son Catlar**, south of Ciutadella, surrounded by an impressive wall.
6. **Cales Coves**, a necropolis with more than a hundred caves cut into the cliffs.

## Tips for your visit

- Some sites charge an entrance fee in high season; others are free to enter.
- Go early in the morning or at sunset: it is cooler and the low light brings out the stone.
- **Do not climb on the monuments** or move stones: they are fragile and protected.
- Bring water, a hat and closed shoes.
- Round off your visit at the Museu de Menorca in Maó.

## With an archaeologist, it all makes sense

Seeing a taula without context is impressive; understanding why it faces south or how a village was organised is even better. On our [Talayotic day tour](/trips) we cross the island from east to west with an archaeologist guide, with transport and entry fees included.`,
      de: `Im September 2023 hat die UNESCO das **talayotische Menorca** in die Welterbeliste aufgenommen. Die Auszeichnung umfasst Hunderte Trockensteinbauten, die von den Gemeinschaften errichtet wurden, die die Insel in der Bronze- und Eisenzeit bis zur römischen Eroberung im Jahr 123 v. Chr. bewohnten. Kaum eine Mittelmeerinsel bewahrt eine solche Dichte an prähistorischen Zeugnissen.

## Drei Monumente, die Sie kennen sollten

- **Talaiot:** ein Turm aus Trockenmauerwerk mit rundem oder quadratischem Grundriss, der der Kultur ihren Namen gab. Er diente wohl als Ausguck und als Symbol der Siedlung.
- **Taula:** zwei riesige Steinplatten in T-Form, umgeben von einem hufeisenförmigen Bezirk. Sie kommt nur auf Menorca vor und gilt als Mittelpunkt eines Heiligtums.
- **Naveta:** ein Kollektivgrab in Form eines umgedrehten Bootes, älter als die talayotischen Siedlungen.

## Stätten, die Sie nicht verpassen sollten

1. **Naveta des Tudons** bei Ciutadella. Das berühmteste Grabmonument der Insel, über 3.000 Jahre alt. Der Legende nach wetteiferten zwei Riesen um die Liebe einer jungen Frau: Einer baute die Naveta, der andere grub einen Brunnen.
2. **Torre d'en Galmés** bei Alaior. Die größte talayotische Siedlung Menorcas: Talaiots, ein Taula-Bezirk, Häuser, Säulensäle und Systeme zum Sammeln von Regenwasser. Von oben sieht man einen großen Teil der Südküste.
3. **Talatí de Dalt** bei Maó. Eine besondere Taula, an die sich ein umgestürzter Pfeiler lehnt, zwischen wilden Olivenbäumen.
4. **Torralba d'en Salort**, ebenfalls in Alaior, mit einer der am besten erhaltenen Taulas.
5. **Son Catlar** südlich von Ciutadella, umgeben von einer beeindruckenden Mauer.
6. **Cales Coves**, eine Nekropole mit über hundert in die Klippen gehauenen Höhlen.

## Tipps für den Besuch

- Einige Stätten verlangen in der Hochsaison Eintritt, andere sind frei zugänglich.
- Kommen Sie früh morgens oder zum Sonnenuntergang: Es ist kühler, und das flache Licht bringt den Stein zur Geltung.
- **Klettern Sie nicht auf die Monumente** und bewegen Sie keine Steine: Sie sind empfindlich und geschützt.
- Nehmen Sie Wasser, Kopfbedeckung und geschlossene Schuhe mit.
- Runden Sie den Besuch im Museu de Menorca in Maó ab.

## Mit einer Archäologin ergibt alles Sinn

Eine Taula ohne Kontext zu sehen, beeindruckt; zu verstehen, warum sie nach Süden ausgerichtet ist oder wie eine Siedlung organisiert war, noch mehr. Auf unserer [talayotischen Tagestour](/trips) durchqueren wir die Insel von Ost nach West mit archäologischer Führung, Transport und Eintritten.`,
      ca: `Al setembre del 2023 la UNESCO va inscriure la **Menorca talaiòtica** a la Llista del Patrimoni Mundial. El reconeixement abasta centenars de construccions de pedra en sec aixecades per les comunitats que varen habitar l'illa durant l'edat del bronze i del ferro, fins a la conquesta romana l'any 123 aC. Poques illes de la Mediterrània conserven una densitat semblant de restes prehistòriques.

## Els tres monuments que has de conèixer

- **Talaiot:** torre de pedra en sec, de planta circular o quadrada, que dona nom a la cultura. Probablement servia com a punt de control i símbol del poblat.
- **Taula:** dues grans lloses en forma de T, envoltades per un recinte en forma de ferradura. És exclusiva de Menorca i s'interpreta com el centre d'un santuari.
- **Naveta:** sepulcre col·lectiu amb forma de vaixell capgirat, anterior als poblats talaiòtics.

## Jaciments imprescindibles

1. **Naveta des Tudons**, a prop de Ciutadella. El monument funerari més famós de l'illa, amb més de 3.000 anys. Diu la llegenda que dos gegants competien per l'amor d'una jove: l'un construïa la naveta i l'altre cavava un pou.
2. **Torre d'en Galmés**, a prop d'Alaior. El poblat talaiòtic més gran de Menorca: talaiots, recinte de taula, cases, sales hipòstiles i sistemes per recollir l'aigua de pluja. Des de dalt es veu bona part de la costa sud.
3. **Talatí de Dalt**, vora Maó. Una taula singular amb un pilar caigut que s'hi recolza, entre ullastres.
4. **Torralba d'en Salort**, també a Alaior, amb una de les taules més ben conservades.
5. **Son Catlar**, al sud de Ciutadella, envoltat per una imponent muralla.
6. **Cales Coves**, una necròpolis amb més d'un centenar de coves excavades als penya-segats.

## Consells per a la visita

- Alguns jaciments cobren entrada en temporada alta; d'altres són d'accés lliure.
- Vés-hi a primera hora o al capvespre: fa menys calor i la llum rasant fa ressaltar la pedra.
- **No pugis als monuments** ni moguis pedres: són fràgils i estan protegits.
- Du aigua, gorra i calçat tancat.
- Completa la visita al Museu de Menorca, a Maó.

## Amb una arqueòloga, tot pren sentit

Veure una taula sense context impressiona; entendre per què està orientada cap al sud o com s'organitzava un poblat, encara més. A la nostra [excursió talaiòtica d'un dia](/trips) recorrem l'illa de llevant a ponent amb una guia arqueòloga, amb transport i entrades inclosos.`,
    },
  },
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
- **Seguimiento del vuelo**: si te retrasas, el conductor también.
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
- **Flight tracking**: if you are delayed, so is your driver.
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
- **Flugverfolgung**: Wenn Sie sich verspäten, passt sich der Fahrer an.
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
- **Seguiment del vol**: si tu arribes tard, el conductor també s'hi adapta.
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
  // ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'best-time-to-visit-menorca',
    category: 'travel-tips',
    author: 'Marta Pons',
    publishedAt: '2026-03-10',
    cover: 'sunset-sea',
    title: {
      es: 'La mejor época para visitar Menorca, mes a mes',
      en: 'The best time to visit Menorca, month by month',
      de: 'Die beste Reisezeit für Menorca, Monat für Monat',
      ca: 'La millor època per visitar Menorca, mes a mes',
    },
    excerpt: {
      es: '¿Playa, senderismo o fiestas? Te contamos qué esperar de cada temporada en Menorca: temperatura del agua, ambiente, viento y las mejores actividades.',
      en: 'Beaches, hiking or festivals? Here is what to expect in each season in Menorca: sea temperature, atmosphere, wind and the best activities.',
      de: 'Strand, Wandern oder Feste? Was Sie auf Menorca in jeder Jahreszeit erwartet: Wassertemperatur, Stimmung, Wind und die besten Aktivitäten.',
      ca: "Platja, senderisme o festes? T'explicam què pots esperar de cada temporada a Menorca: temperatura de l'aigua, ambient, vent i les millors activitats.",
    },
    body: {
      es: `Menorca tiene clima mediterráneo: veranos calurosos y secos, inviernos suaves y ventosos. Pero la isla cambia mucho de un mes a otro, y la mejor época depende de lo que quieras hacer.

## Primavera (abril – mayo)

Los campos están verdes y llenos de flores, y las temperaturas rondan los 18–24 °C. Es la **mejor época para el Camí de Cavalls** y para ver aves migratorias en s'Albufera des Grau. El agua todavía está fresca para bañarse (unos 17–19 °C), aunque los más valientes no se lo piensan.

## Junio

Para muchos menorquines, el mejor mes. Días larguísimos, agua ya agradable (unos 22 °C), calas todavía tranquilas y las **fiestas de Sant Joan** en Ciutadella, el 23 y 24 de junio. Si vienes esos días, reserva alojamiento con mucha antelación.

## Julio y agosto

Temporada alta: máximas de 29–31 °C, agua a 25–26 °C y toda la isla abierta. Es el momento perfecto para **excursiones en barco y kayak**, pero también cuando más gente hay en las calas famosas. Nuestros consejos:

- Ve a las calas vírgenes **antes de las 10:00** o a última hora.
- Reserva excursiones y traslados con unos días de antelación.
- Camina solo a primera hora: a mediodía el calor es intenso.

Cada pueblo celebra sus fiestas con caballos y jaleo a lo largo del verano, hasta la Mare de Déu de Gràcia, en Maó, a principios de septiembre.

## Septiembre y octubre

El secreto mejor guardado. El mar alcanza su temperatura más alta (en torno a 25 °C en septiembre), la luz es dorada y la gente empieza a marcharse. A partir de finales de septiembre vuelve el buen tiempo para caminar. En octubre puede haber alguna tormenta, pero todavía hay muchos días de playa.

## Noviembre – marzo

Temporada baja: muchos hoteles y restaurantes de costa cierran, y la **tramontana**, el viento del norte, sopla con fuerza algunos días. A cambio, tendrás los caminos y los pueblos para ti, con máximas de 14–17 °C. Ideal para senderismo, gastronomía y cultura talayótica.

## Resumen rápido

- **Playa y barco:** de junio a septiembre.
- **Camí de Cavalls:** de abril a junio y de finales de septiembre a octubre.
- **Fiestas con caballos:** de finales de junio a principios de septiembre.
- **Tranquilidad:** mayo, octubre y el invierno.

Elijas el mes que elijas, encontrarás nuestras propuestas en [excursiones](/trips) y toda la información del sendero en [Camí de Cavalls](/cami-de-cavalls).`,
      en: `Menorca has a Mediterranean climate: hot, dry summers and mild, windy winters. But the island changes a lot from month to month, and the best time to come depends on what you want to do.

## Spring (April – May)

The fields are green and full of flowers, and temperatures are around 18–24 °C. It is the **best time for the Camí de Cavalls** and for watching migrating birds at s'Albufera des Grau. The sea is still cool for swimming (around 17–19 °C), though the brave will not hesitate.

## June

For many Menorcans, the best month. Very long days, pleasant water (around 22 °C), coves that are still quiet and the **Sant Joan festival** in Ciutadella on 23 and 24 June. If you come for those dates, book your accommodation well in advance.

## July and August

High season: highs of 29–31 °C, water at 25–26 °C and the whole island open. It is the perfect time for **boat and kayak trips**, but also when the famous coves are busiest. Our advice:

- Go to the unspoilt coves **before 10:00** or late in the day.
- Book trips and transfers a few days ahead.
- Only hike early in the morning: the midday heat is intense.

Every town holds its own festival with horses and a jaleo over the summer, ending with the Mare de Déu de Gràcia in Maó in early September.

## September and October

The best-kept secret. The sea reaches its warmest (around 25 °C in September), the light turns golden and the crowds start to leave. From late September it is good walking weather again. October may bring the odd storm, but there are still plenty of beach days.

## November – March

Low season: many coastal hotels and restaurants close, and the **tramontana**, the north wind, blows hard on some days. In return you will have the paths and villages to yourself, with highs of 14–17 °C. Ideal for hiking, food and Talayotic culture.

## Quick summary

- **Beaches and boats:** June to September.
- **Camí de Cavalls:** April to June, and late September to October.
- **Horse festivals:** late June to early September.
- **Peace and quiet:** May, October and winter.

Whichever month you choose, you will find our ideas under [trips](/trips) and everything about the trail on our [Camí de Cavalls](/cami-de-cavalls) page.`,
      de: `Menorca hat ein mediterranes Klima: heiße, trockene Sommer und milde, windige Winter. Doch die Insel verändert sich von Monat zu Monat stark, und die beste Reisezeit hängt davon ab, was Sie vorhaben.

## Frühling (April – Mai)

Die Felder sind grün und voller Blumen, die Temperaturen liegen bei 18–24 °C. Die **beste Zeit für den Camí de Cavalls** und für die Beobachtung von Zugvögeln in s'Albufera des Grau. Das Meer ist zum Baden noch frisch (etwa 17–19 °C), aber Mutige lassen sich davon nicht abhalten.

## Juni

Für viele Menorquiner der schönste Monat. Sehr lange Tage, angenehmes Wasser (rund 22 °C), noch ruhige Buchten und das **Fest Sant Joan** in Ciutadella am 23. und 24. Juni. Wer zu diesen Terminen kommt, sollte die Unterkunft früh buchen.

## Juli und August

Hochsaison: Höchstwerte von 29–31 °C, Wasser mit 25–26 °C und die ganze Insel in Betrieb. Die perfekte Zeit für **Boots- und Kajaktouren**, aber auch die Zeit, in der in den bekannten Buchten am meisten los ist. Unsere Tipps:

- Besuchen Sie die Naturbuchten **vor 10:00 Uhr** oder am späten Nachmittag.
- Buchen Sie Ausflüge und Transfers einige Tage im Voraus.
- Wandern Sie nur früh morgens: Die Mittagshitze ist intensiv.

Den ganzen Sommer über feiert jeder Ort sein Fest mit Pferden und Jaleo, bis zur Mare de Déu de Gràcia in Maó Anfang September.

## September und Oktober

Der Geheimtipp. Das Meer ist am wärmsten (um 25 °C im September), das Licht wird golden, und die Menschenmassen reisen ab. Ab Ende September ist wieder gutes Wanderwetter. Im Oktober kann es einzelne Gewitter geben, aber es gibt noch viele Strandtage.

## November – März

Nebensaison: Viele Hotels und Restaurants an der Küste schließen, und an manchen Tagen bläst die **Tramuntana**, der Nordwind, kräftig. Dafür haben Sie Wege und Dörfer für sich, bei Höchstwerten von 14–17 °C. Ideal zum Wandern, Genießen und für die talayotische Kultur.

## Kurz zusammengefasst

- **Strand und Boot:** Juni bis September.
- **Camí de Cavalls:** April bis Juni sowie Ende September bis Oktober.
- **Pferdefeste:** Ende Juni bis Anfang September.
- **Ruhe:** Mai, Oktober und der Winter.

Egal, für welchen Monat Sie sich entscheiden: Unsere Vorschläge finden Sie unter [Ausflüge](/trips), alles über den Weg auf unserer Seite zum [Camí de Cavalls](/cami-de-cavalls).`,
      ca: `Menorca té clima mediterrani: estius calorosos i secs, hiverns suaus i ventosos. Però l'illa canvia molt d'un mes a l'altre, i la millor època depèn del que vulguis fer.

## Primavera (abril – maig)

Els camps són verds i plens de flors, i les temperatures voregen els 18–24 °C. És la **millor època per al Camí de Cavalls** i per veure aus migratòries a s'Albufera des Grau. L'aigua encara és fresca per banyar-s'hi (uns 17–19 °C), tot i que els més valents no s'ho pensen.

## Juny

Per a molts menorquins, el millor mes. Dies llarguíssims, aigua ja agradable (uns 22 °C), cales encara tranquil·les i les **festes de Sant Joan** a Ciutadella, el 23 i el 24 de juny. Si vens aquests dies, reserva l'allotjament amb molta antelació.

## Juliol i agost

Temporada alta: màximes de 29–31 °C, aigua a 25–26 °C i tota l'illa oberta. És el moment perfecte per a les **excursions en vaixell i caiac**, però també quan hi ha més gent a les cales famoses. Els nostres consells:

- Vés a les cales verges **abans de les 10:00** o a darrera hora.
- Reserva excursions i trasllats amb uns dies d'antelació.
- Camina només a primera hora: a migdia la calor és intensa.

Cada poble celebra les seves festes amb cavalls i jaleo al llarg de l'estiu, fins a la Mare de Déu de Gràcia, a Maó, a principis de setembre.

## Setembre i octubre

El secret més ben guardat. La mar arriba a la temperatura més alta (entorn dels 25 °C al setembre), la llum és daurada i la gent comença a partir. A partir de finals de setembre torna el bon temps per caminar. A l'octubre hi pot haver alguna tempesta, però encara hi ha molts dies de platja.

## Novembre – març

Temporada baixa: molts hotels i restaurants de costa tanquen, i la **tramuntana** bufa amb força alguns dies. A canvi, tindràs els camins i els pobles per a tu, amb màximes de 14–17 °C. Ideal per al senderisme, la gastronomia i la cultura talaiòtica.

## Resum ràpid

- **Platja i vaixell:** de juny a setembre.
- **Camí de Cavalls:** d'abril a juny i de finals de setembre a octubre.
- **Festes amb cavalls:** de finals de juny a principis de setembre.
- **Tranquil·litat:** maig, octubre i l'hivern.

Triïs el mes que triïs, trobaràs les nostres propostes a [excursions](/trips) i tota la informació del sender a [Camí de Cavalls](/cami-de-cavalls).`,
    },
  },
  // ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'cami-de-cavalls-stages-guide',
    category: 'nature-outdoors',
    author: 'Biel Mercadal',
    publishedAt: '2026-05-06',
    cover: 'hiking-trail',
    title: {
      es: 'Camí de Cavalls: guía de etapas y consejos',
      en: 'Camí de Cavalls: a guide to the stages',
      de: 'Camí de Cavalls: Etappenführer und Tipps',
      ca: "Camí de Cavalls: guia d'etapes i consells",
    },
    excerpt: {
      es: 'Las 20 etapas del GR 223 alrededor de Menorca: diferencias entre norte y sur, nuestras etapas favoritas y todo lo que necesitas saber antes de ponerte a caminar.',
      en: 'The 20 stages of the GR 223 around Menorca: north versus south, our favourite stages and everything you need to know before you set off.',
      de: 'Die 20 Etappen des GR 223 rund um Menorca: Norden gegen Süden, unsere Lieblingsetappen und alles, was Sie vor dem Losgehen wissen sollten.',
      ca: "Les 20 etapes del GR 223 al voltant de Menorca: diferències entre nord i sud, les nostres etapes preferides i tot el que has de saber abans de començar a caminar.",
    },
    body: {
      es: `El **Camí de Cavalls** es el sendero que da la vuelta completa a Menorca siguiendo la costa. Está homologado como **GR 223**, mide unos **185 km** y se divide oficialmente en **20 etapas**. Su origen es un antiguo camino de vigilancia que recorrían jinetes armados para defender la isla de desembarcos enemigos. Tras décadas de reivindicaciones, se recuperó como camino público y hoy está señalizado con postes de madera en todo su recorrido.

## Norte y sur: dos islas distintas

- **Costa norte (Tramuntana):** rocas oscuras y rojizas, paisajes abiertos y salvajes, más desnivel y menos sombra. Hay pocos servicios entre etapas y la tramontana puede soplar con fuerza.
- **Costa sur (Migjorn):** acantilados calizos, pinares y calas turquesa. Más sombra y más gente en verano, sobre todo cerca de las calas famosas.

## Nuestras etapas favoritas

1. **Maó – Es Grau (unos 10 km).** La etapa 1, sencilla, termina en el parque natural de s'Albufera des Grau.
2. **Es Grau – Favàritx (unos 9 km).** Paisaje lunar de pizarra y un faro sobre el mar.
3. **Cala Tirant – Binimel·là (unos 10 km).** Pasa por la playa de Cavalleria y el antiguo puerto romano de Sanitja.
4. **Binimel·là – Els Alocs (unos 9 km).** Cala Pregonda y sus islotes rojizos: la más fotogénica del norte.
5. **Punta Nati – Ciutadella (unos 10 km).** Acantilados, barracas de piedra en seco y puestas de sol.
6. **Cala en Turqueta – Cala Galdana (unos 6 km).** La más famosa: Macarella, Macarelleta y pinares sobre el agua.

## Consejos prácticos

- **Empieza temprano**, sobre todo entre junio y septiembre. Al mediodía el calor es duro y en muchos tramos no hay sombra.
- Lleva al menos **1,5–2 litros de agua** por persona: en la mayoría de etapas no hay fuentes.
- Usa **calzado de montaña**: muchos tramos son de roca suelta.
- **Acampar no está permitido** a lo largo del camino. Duerme en hoteles, agroturismos o casas rurales.
- Cierra siempre las **barreras** de las fincas que atraviesas: el camino pasa por terrenos privados con ganado.
- Algunos tramos se comparten con ciclistas y caballos: saluda y cede el paso.
- Organiza el regreso: los transportes públicos no llegan a todos los finales de etapa.

## Caminar con nosotros

Si quieres olvidarte de la logística, te proponemos dos formas de hacerlo. Nuestra ruta guiada de un día por las **calas del sur** incluye picnic y minibús de vuelta. Y el **trekking de 3 días por la costa norte** incluye guía, hotel en Fornells y transporte de equipaje. Encontrarás ambas opciones en [excursiones](/trips) y toda la información del sendero en nuestra página del [Camí de Cavalls](/cami-de-cavalls).`,
      en: `The **Camí de Cavalls** is the path that goes all the way around Menorca along the coast. It is waymarked as the **GR 223**, is about **185 km** long and is officially divided into **20 stages**. It began as an old watch path ridden by armed horsemen who defended the island against enemy landings. After decades of campaigning it was restored as a public path, and today it is waymarked with wooden posts along its entire length.

## North and south: two different islands

- **North coast (Tramuntana):** dark and reddish rocks, open, wild landscapes, more ups and downs and less shade. There are few facilities between stages and the tramontana wind can blow hard.
- **South coast (Migjorn):** limestone cliffs, pine woods and turquoise coves. More shade, and more people in summer, especially near the famous coves.

## Our favourite stages

1. **Maó – Es Grau (about 10 km).** Stage 1, an easy one, ending in the s'Albufera des Grau natural park.
2. **Es Grau – Favàritx (about 9 km).** A moonscape of slate and a lighthouse above the sea.
3. **Cala Tirant – Binimel·là (about 10 km).** Past Cavalleria beach and the old Roman port of Sanitja.
4. **Binimel·là – Els Alocs (about 9 km).** Cala Pregonda and its reddish islets: the most photogenic spot in the north.
5. **Punta Nati – Ciutadella (about 10 km).** Cliffs, dry-stone livestock shelters and sunsets.
6. **Cala en Turqueta – Cala Galdana (about 6 km).** The most famous: Macarella, Macarelleta and pine woods above the water.

## Practical tips

- **Start early**, especially between June and September. The midday heat is tough and many sections have no shade.
- Carry at least **1.5–2 litres of water** per person: most stages have no water sources.
- Wear **hiking boots**: many sections are loose rock.
- **Camping is not allowed** along the path. Stay in hotels, agroturismos or rural houses.
- Always close the **gates** of the farms you cross: the path runs through private land with livestock.
- Some sections are shared with cyclists and horses: say hello and give way.
- Plan your return: public transport does not reach every stage end.

## Walk with us

If you would rather forget about the logistics, we offer two ways to do it. Our guided day hike along the **southern coves** includes a picnic and a minibus back. And the **3-day north coast trek** includes a guide, a hotel in Fornells and luggage transfers. You will find both under [trips](/trips) and everything about the trail on our [Camí de Cavalls](/cami-de-cavalls) page.`,
      de: `Der **Camí de Cavalls** ist der Weg, der Menorca einmal komplett entlang der Küste umrundet. Er ist als **GR 223** markiert, rund **185 km** lang und offiziell in **20 Etappen** unterteilt. Ursprünglich war er ein alter Wachweg, auf dem bewaffnete Reiter die Insel gegen feindliche Landungen verteidigten. Nach jahrzehntelangem Einsatz wurde er als öffentlicher Weg wiederhergestellt und ist heute auf ganzer Länge mit Holzpfosten markiert.

## Norden und Süden: zwei verschiedene Inseln

- **Nordküste (Tramuntana):** dunkle und rötliche Felsen, offene, wilde Landschaften, mehr Auf und Ab und weniger Schatten. Zwischen den Etappen gibt es kaum Infrastruktur, und der Tramuntana-Wind kann kräftig blasen.
- **Südküste (Migjorn):** Kalksteinklippen, Pinienwälder und türkisfarbene Buchten. Mehr Schatten und im Sommer mehr Menschen, vor allem an den bekannten Buchten.

## Unsere Lieblingsetappen

1. **Maó – Es Grau (ca. 10 km).** Etappe 1, leicht, mit Ziel im Naturpark s'Albufera des Grau.
2. **Es Grau – Favàritx (ca. 9 km).** Mondlandschaft aus Schiefer und ein Leuchtturm über dem Meer.
3. **Cala Tirant – Binimel·là (ca. 10 km).** Vorbei am Strand von Cavalleria und dem alten römischen Hafen Sanitja.
4. **Binimel·là – Els Alocs (ca. 9 km).** Die Cala Pregonda mit ihren rötlichen Inselchen: das fotogenste Ziel im Norden.
5. **Punta Nati – Ciutadella (ca. 10 km).** Klippen, Viehunterstände aus Trockenmauerwerk und Sonnenuntergänge.
6. **Cala en Turqueta – Cala Galdana (ca. 6 km).** Die berühmteste: Macarella, Macarelleta und Pinienwälder über dem Wasser.

## Praktische Tipps

- **Starten Sie früh**, besonders von Juni bis September. Die Mittagshitze ist hart, und viele Abschnitte haben keinen Schatten.
- Nehmen Sie mindestens **1,5–2 Liter Wasser** pro Person mit: Auf den meisten Etappen gibt es keine Quellen.
- Tragen Sie **Wanderschuhe**: Viele Abschnitte bestehen aus losem Gestein.
- **Zelten ist entlang des Weges nicht erlaubt.** Übernachten Sie in Hotels, Agroturismos oder Landhäusern.
- Schließen Sie immer die **Gatter** der Höfe, die Sie durchqueren: Der Weg führt über Privatland mit Vieh.
- Manche Abschnitte teilen Sie mit Radfahrern und Reitern: grüßen und Platz machen.
- Planen Sie die Rückfahrt: Öffentliche Verkehrsmittel erreichen nicht jedes Etappenziel.

## Mit uns wandern

Wenn Sie sich nicht um die Logistik kümmern möchten, bieten wir zwei Möglichkeiten. Unsere geführte Tageswanderung zu den **Südbuchten** umfasst Picknick und Kleinbus zurück. Das **3-tägige Trekking an der Nordküste** umfasst Guide, Hotel in Fornells und Gepäcktransport. Beides finden Sie unter [Ausflüge](/trips), alles über den Weg auf unserer Seite zum [Camí de Cavalls](/cami-de-cavalls).`,
      ca: `El **Camí de Cavalls** és el sender que fa la volta completa a Menorca seguint la costa. Està homologat com a **GR 223**, fa uns **185 km** i es divideix oficialment en **20 etapes**. El seu origen és un antic camí de vigilància que recorrien genets armats per defensar l'illa dels desembarcaments enemics. Després de dècades de reivindicacions, es va recuperar com a camí públic i avui està senyalitzat amb pals de fusta en tot el recorregut.

## Nord i sud: dues illes diferents

- **Costa nord (Tramuntana):** roques fosques i vermelloses, paisatges oberts i salvatges, més desnivell i menys ombra. Hi ha pocs serveis entre etapes i la tramuntana pot bufar amb força.
- **Costa sud (Migjorn):** penya-segats calcaris, pinars i cales turquesa. Més ombra i més gent a l'estiu, sobretot a prop de les cales famoses.

## Les nostres etapes preferides

1. **Maó – Es Grau (uns 10 km).** L'etapa 1, senzilla, acaba al parc natural de s'Albufera des Grau.
2. **Es Grau – Favàritx (uns 9 km).** Paisatge lunar de pissarra i un far sobre la mar.
3. **Cala Tirant – Binimel·là (uns 10 km).** Passa per la platja de Cavalleria i l'antic port romà de Sanitja.
4. **Binimel·là – Els Alocs (uns 9 km).** Cala Pregonda i els seus illots vermellosos: la més fotogènica del nord.
5. **Punta Nati – Ciutadella (uns 10 km).** Penya-segats, barraques de pedra en sec i postes de sol.
6. **Cala en Turqueta – Cala Galdana (uns 6 km).** La més famosa: Macarella, Macarelleta i pinars damunt l'aigua.

## Consells pràctics

- **Comença d'hora**, sobretot entre juny i setembre. A migdia la calor és dura i molts trams no tenen ombra.
- Du almenys **1,5–2 litres d'aigua** per persona: a la majoria d'etapes no hi ha fonts.
- Fes servir **calçat de muntanya**: molts trams són de roca solta.
- **No es permet acampar** al llarg del camí. Dorm en hotels, agroturismes o cases rurals.
- Tanca sempre les **barreres** dels llocs que travesses: el camí passa per finques privades amb bestiar.
- Alguns trams es comparteixen amb ciclistes i cavalls: saluda i cedeix el pas.
- Organitza la tornada: el transport públic no arriba a tots els finals d'etapa.

## Caminar amb nosaltres

Si vols oblidar-te de la logística, et proposam dues maneres de fer-ho. La nostra ruta guiada d'un dia per les **cales del sud** inclou pícnic i minibús de tornada. I el **trekking de 3 dies per la costa nord** inclou guia, hotel a Fornells i transport d'equipatge. Trobaràs les dues opcions a [excursions](/trips) i tota la informació del sender a la nostra pàgina del [Camí de Cavalls](/cami-de-cavalls).`,
    },
  },
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
      de: 'Biosphärenreservat Menorca: was es bedeutet und wie Sie helfen',
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

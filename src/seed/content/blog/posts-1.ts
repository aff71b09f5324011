import type { SeedBlogPost } from '../../types'

export const blogPosts1: SeedBlogPost[] = [
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
]

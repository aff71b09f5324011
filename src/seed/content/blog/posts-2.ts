import type { SeedBlogPost } from '../../types'

export const blogPosts2: SeedBlogPost[] = [
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
]

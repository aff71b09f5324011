import type { SeedBlogPost } from '../../types'

export const blogPosts4: SeedBlogPost[] = [
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
]

import type { SeedFaq } from '../types'

export const faqs: SeedFaq[] = [
  // ───────────── Airport transfers (exactly 6) ─────────────
  {
    topic: 'transfers',
    question: {
      es: '¿Dónde me espera el conductor en el aeropuerto de Menorca?',
      en: 'Where will the driver meet me at Menorca Airport?',
      de: 'Wo erwartet mich der Fahrer am Flughafen Menorca?',
      ca: "On m'espera el conductor a l'aeroport de Menorca?",
    },
    answer: {
      es: 'En el vestíbulo de llegadas del aeropuerto de Menorca (MAH), justo a la salida de la zona de recogida de equipajes. El conductor te espera con un cartel con tu nombre y te acompaña hasta el vehículo. Unas 24 horas antes de la recogida te enviamos un recordatorio por correo electrónico con el nombre y el teléfono del conductor si ya está asignado; la página de tu reserva los muestra en cuanto lo asignamos.',
      en: "In the arrivals hall of Menorca Airport (MAH), right after you exit the baggage reclaim area. The driver waits with a sign showing your name and walks you to the vehicle. About 24 hours before the pick-up we e-mail you a reminder with your driver's name and phone if one is already assigned; your booking page shows them as soon as we assign the driver.",
      de: 'In der Ankunftshalle des Flughafens Menorca (MAH), direkt nach dem Ausgang der Gepäckausgabe. Der Fahrer wartet mit einem Schild mit Ihrem Namen und begleitet Sie zum Fahrzeug. Etwa 24 Stunden vor der Abholung senden wir Ihnen eine Erinnerung per E-Mail mit Namen und Telefonnummer des Fahrers, sofern er schon eingeteilt ist; Ihre Buchungsseite zeigt beides, sobald wir ihn einteilen.',
      ca: "Al vestíbul d'arribades de l'aeroport de Menorca (MAH), just a la sortida de la zona de recollida d'equipatges. El conductor t'espera amb un cartell amb el teu nom i t'acompanya fins al vehicle. Unes 24 hores abans de la recollida t'enviam un recordatori per correu electrònic amb el nom i el telèfon del conductor si ja està assignat; la pàgina de la teva reserva els mostra tan aviat com l'assignam.",
    },
  },
  {
    topic: 'transfers',
    question: {
      es: '¿Qué pasa si mi vuelo se retrasa?',
      en: 'What happens if my flight is delayed?',
      de: 'Was passiert, wenn mein Flug Verspätung hat?',
      ca: 'Què passa si el meu vol arriba amb retard?',
    },
    answer: {
      es: 'Nada: el número de vuelo que nos indicas al reservar consta en el servicio del conductor, así que sabe qué llegada esperar y el retraso puede tenerse en cuenta al planificar la recogida; el conductor te espera en llegadas con un cartel con tu nombre. Los retrasos no tienen ningún coste adicional. Si cambias de vuelo, avísanos cuanto antes por correo electrónico o WhatsApp.',
      en: "Nothing to worry about: the flight number you give us when booking goes on your driver's job, so the driver knows which arrival to meet and a delay can be taken into account when the pick-up is planned; your driver waits for you in arrivals with a sign with your name. Delays never cost extra. If you change flights, please let us know as soon as possible by e-mail or WhatsApp.",
      de: 'Keine Sorge: Die Flugnummer, die Sie bei der Buchung angeben, steht im Fahrauftrag. So weiß der Fahrer, welche Ankunft er abholt, und eine Verspätung kann bei der Planung der Abholung berücksichtigt werden; der Fahrer erwartet Sie mit einem Namensschild in der Ankunftshalle. Verspätungen kosten nie extra. Wenn Sie den Flug wechseln, informieren Sie uns bitte so früh wie möglich per E-Mail oder WhatsApp.',
      ca: "Res: el número de vol que ens indiques en reservar consta al servei del conductor, així que sap quina arribada ha d'esperar i el retard es pot tenir en compte en planificar la recollida; el conductor t'espera a arribades amb un cartell amb el teu nom. Els retards no tenen cap cost addicional. Si canvies de vol, avisa'ns com més aviat millor per correu electrònic o WhatsApp.",
    },
  },
  {
    topic: 'transfers',
    question: {
      es: '¿Cuánto tiempo me espera el conductor?',
      en: 'How long will the driver wait for me?',
      de: 'Wie lange wartet der Fahrer auf mich?',
      ca: "Quant de temps m'espera el conductor?",
    },
    answer: {
      es: 'Incluimos 60 minutos de espera gratuita a partir de la hora real de aterrizaje, tiempo de sobra para recoger las maletas. Si vas a tardar más, por ejemplo por una maleta perdida, escríbenos por WhatsApp y el conductor seguirá esperando.',
      en: 'We include 60 minutes of free waiting time from the actual landing time, plenty of time to collect your luggage. If you will take longer, for example because of lost luggage, send us a WhatsApp message and the driver will keep waiting.',
      de: 'Im Preis sind 60 Minuten kostenlose Wartezeit ab der tatsächlichen Landung enthalten – genug Zeit für das Gepäck. Wenn es länger dauert, etwa wegen eines verlorenen Koffers, schreiben Sie uns per WhatsApp und der Fahrer wartet weiter.',
      ca: "Incloem 60 minuts d'espera gratuïta a partir de l'hora real d'aterratge, temps de sobra per recollir les maletes. Si has de tardar més, per exemple per una maleta perduda, escriu-nos per WhatsApp i el conductor continuarà esperant.",
    },
  },
  {
    topic: 'transfers',
    question: {
      es: '¿Tenéis sillas infantiles?',
      en: 'Do you provide child seats?',
      de: 'Gibt es Kindersitze?',
      ca: 'Teniu cadiretes per a infants?',
    },
    answer: {
      es: 'Sí, y son gratuitas. Tenemos sillas para bebés, sillas infantiles y alzadores homologados. Solo tienes que indicar al reservar cuántas necesitas y la edad de cada niño para que las llevemos instaladas.',
      en: 'Yes, and they are free of charge. We have approved baby seats, child seats and booster seats. Just tell us when you book how many you need and the age of each child, and we will have them fitted.',
      de: 'Ja, und zwar kostenlos. Wir haben zugelassene Babyschalen, Kindersitze und Sitzerhöhungen. Geben Sie bei der Buchung einfach an, wie viele Sie brauchen und wie alt die Kinder sind, dann sind sie bereits eingebaut.',
      ca: "Sí, i són gratuïtes. Tenim cadiretes per a nadons, cadiretes infantils i alçadors homologats. Només has d'indicar en reservar quantes en necessites i l'edat de cada infant perquè les duguem instal·lades.",
    },
  },
  {
    topic: 'transfers',
    question: {
      es: '¿Cómo puedo pagar el traslado?',
      en: 'How can I pay for my transfer?',
      de: 'Wie kann ich den Transfer bezahlen?',
      ca: 'Com puc pagar el trasllat?',
    },
    answer: {
      es: 'El formulario de reserva muestra las formas de pago disponibles para tu traslado: con tarjeta en línea al reservar, en la página de pago segura de Stripe, o al conductor el día del traslado, en efectivo o con tarjeta. El precio es por vehículo, con IVA incluido, y no cambia por retrasos ni por equipaje normal.',
      en: "The booking form shows the ways to pay open for your transfer: by card online when you book, on Stripe's secure payment page, or to the driver on the day, in cash or by card. The price is per vehicle, VAT included, and does not change because of delays or normal luggage.",
      de: 'Das Buchungsformular zeigt, wie Sie Ihren Transfer bezahlen können: online per Karte bei der Buchung auf der sicheren Zahlungsseite von Stripe oder am Tag selbst beim Fahrer, bar oder per Karte. Der Preis gilt pro Fahrzeug inklusive Mehrwertsteuer und ändert sich weder durch Verspätungen noch durch normales Gepäck.',
      ca: "El formulari de reserva mostra les formes de pagament disponibles per al teu trasllat: amb targeta en línia en reservar, a la pàgina de pagament segura de Stripe, o al conductor el dia del trasllat, en efectiu o amb targeta. El preu és per vehicle, amb IVA inclòs, i no canvia per retards ni per l'equipatge normal.",
    },
  },
  {
    topic: 'transfers',
    question: {
      es: '¿Puedo cancelar mi traslado?',
      en: 'Can I cancel my transfer?',
      de: 'Kann ich meinen Transfer stornieren?',
      ca: 'Puc cancel·lar el meu trasllat?',
    },
    answer: {
      es: 'Sí. Hasta 24 horas antes de la recogida la cancelas tú mismo desde la página de tu reserva, al momento, y te devolvemos íntegro lo que hayas pagado en línea. Con menos antelación, pide la cancelación desde la misma página: nuestro equipo la valora y te responde (si la aerolínea ha cancelado tu vuelo, dínoslo).',
      en: "Yes. Up to 24 hours before the pick-up you cancel it yourself from your booking page, at once, and whatever you paid online is refunded in full. Closer to the pick-up, ask to cancel from the same page: our team decides and replies to you (if the airline has cancelled your flight, tell us so).",
      de: 'Ja. Bis 24 Stunden vor der Abholung stornieren Sie selbst auf Ihrer Buchungsseite, sofort, und was Sie online bezahlt haben, erstatten wir vollständig. Danach bitten Sie auf derselben Seite um die Stornierung: Unser Team entscheidet und antwortet Ihnen (hat die Fluggesellschaft Ihren Flug annulliert, teilen Sie es uns mit).',
      ca: "Sí. Fins a 24 hores abans de la recollida la cancel·les tu mateix des de la pàgina de la teva reserva, a l'instant, i et tornam íntegre el que hagis pagat en línia. Amb menys antelació, demana la cancel·lació des de la mateixa pàgina: el nostre equip la valora i et respon (si l'aerolínia ha cancel·lat el teu vol, digues-nos-ho).",
    },
  },

  // ───────────── General ─────────────
  {
    topic: 'general',
    question: {
      es: '¿Cómo puedo reservar una excursión?',
      en: 'How do I book a trip?',
      de: 'Wie buche ich einen Ausflug?',
      ca: 'Com puc reservar una excursió?',
    },
    answer: {
      es: 'Elige la excursión, la fecha y el número de personas en nuestra web. En las excursiones que se venden en línea, el formulario de reserva muestra las formas de pago de esa excursión: con tarjeta en línea en la página segura de Stripe, o el día de la excursión si la excursión lo permite. La confirmación te llega por correo electrónico en cuanto recibimos tu pago en línea, o al momento si pagas el día de la excursión. Las excursiones bajo petición tienen un formulario de consulta en su página: recibes una referencia al momento y nuestra respuesta por correo electrónico. Si lo prefieres, también puedes reservar por teléfono o WhatsApp. En verano las plazas se agotan rápido, así que te recomendamos reservar con unos días de antelación.',
      en: "Choose the trip, the date and the number of people on our website. On trips sold online, the booking form shows the ways to pay open for that trip: by card online on Stripe's secure page, or on the day where the trip allows it. Your booking is confirmed by e-mail as soon as your online payment arrives, or at once when you pay on the day. Trips sold on request have an enquiry form on their page: you get a reference at once and our answer by e-mail. You can also book by phone or WhatsApp if you prefer. In summer places sell out quickly, so we recommend booking a few days in advance.",
      de: 'Wählen Sie auf unserer Website Ausflug, Datum und Personenzahl. Bei online buchbaren Ausflügen zeigt das Buchungsformular, wie Sie diesen Ausflug bezahlen können: online per Karte auf der sicheren Zahlungsseite von Stripe oder, wo der Ausflug es erlaubt, am Tag selbst. Ihre Buchung wird per E-Mail bestätigt, sobald Ihre Online-Zahlung eingegangen ist, bei Zahlung am Tag selbst sofort. Ausflüge auf Anfrage haben auf ihrer Seite ein Anfrageformular: Sie erhalten sofort eine Referenz und unsere Antwort per E-Mail. Sie können auch telefonisch oder per WhatsApp buchen. Im Sommer sind die Plätze schnell weg, daher empfehlen wir, einige Tage im Voraus zu buchen.',
      ca: "Tria l'excursió, la data i el nombre de persones a la nostra web. A les excursions que es venen en línia, el formulari de reserva mostra les formes de pagament d'aquella excursió: amb targeta en línia a la pàgina segura de Stripe, o el dia de l'excursió si l'excursió ho permet. La confirmació t'arriba per correu electrònic tan aviat com rebem el teu pagament en línia, o a l'instant si pagues el dia de l'excursió. Les excursions sota petició tenen un formulari de consulta a la seva pàgina: reps una referència a l'instant i la nostra resposta per correu electrònic. Si ho prefereixes, també pots reservar per telèfon o WhatsApp. A l'estiu les places s'esgoten ràpidament, per això et recomanam reservar amb uns dies d'antelació.",
    },
  },
  {
    topic: 'general',
    question: {
      es: '¿Qué pasa si hace mal tiempo?',
      en: 'What happens if the weather is bad?',
      de: 'Was passiert bei schlechtem Wetter?',
      ca: 'Què passa si fa mal temps?',
    },
    answer: {
      es: 'Las salidas en barco y kayak dependen del viento y del estado del mar, sobre todo de la tramontana en la costa norte. Si cancelamos por seguridad, te ofrecemos otra fecha o la devolución íntegra del importe. Lo confirmamos como muy tarde la tarde anterior.',
      en: 'Boat and kayak trips depend on the wind and sea conditions, especially the tramontana on the north coast. If we cancel for safety reasons, we offer you another date or a full refund. We confirm by the evening before at the latest.',
      de: 'Boots- und Kajaktouren hängen von Wind und Seegang ab, vor allem vom Tramuntana an der Nordküste. Sagen wir aus Sicherheitsgründen ab, bieten wir Ihnen einen anderen Termin oder die volle Erstattung an. Wir bestätigen spätestens am Vorabend.',
      ca: "Les sortides en vaixell i caiac depenen del vent i de l'estat de la mar, sobretot de la tramuntana a la costa nord. Si cancel·lam per seguretat, t'oferim una altra data o el retorn íntegre de l'import. Ho confirmam com a molt tard el vespre abans.",
    },
  },
  {
    topic: 'general',
    question: {
      es: '¿Qué debo llevar?',
      en: 'What should I bring?',
      de: 'Was sollte ich mitbringen?',
      ca: 'Què he de dur?',
    },
    answer: {
      es: 'Para las excursiones de mar: bañador, toalla, gorra, gafas de sol y protector solar respetuoso con el medio marino. Para las rutas a pie: calzado de montaña o deportivo con buena suela y al menos 1,5 litros de agua. En cada ficha de excursión encontrarás la lista completa.',
      en: 'For sea trips: swimwear, towel, cap, sunglasses and reef-friendly sun cream. For walks: hiking boots or trainers with a good grip and at least 1.5 litres of water. You will find the full list on each trip page.',
      de: 'Für Ausflüge auf dem Meer: Badesachen, Handtuch, Kappe, Sonnenbrille und meeresfreundliche Sonnencreme. Für Wanderungen: Wanderschuhe oder Sportschuhe mit gutem Profil und mindestens 1,5 Liter Wasser. Die vollständige Liste finden Sie auf jeder Ausflugsseite.',
      ca: "Per a les excursions de mar: banyador, tovallola, gorra, ulleres de sol i protector solar respectuós amb el medi marí. Per a les rutes a peu: calçat de muntanya o esportiu amb bona sola i almenys 1,5 litres d'aigua. A cada fitxa d'excursió trobaràs la llista completa.",
    },
  },
  {
    topic: 'general',
    question: {
      es: '¿Son accesibles las excursiones para personas con movilidad reducida?',
      en: 'Are the trips accessible for people with reduced mobility?',
      de: 'Sind die Ausflüge für Menschen mit eingeschränkter Mobilität geeignet?',
      ca: 'Són accessibles les excursions per a persones amb mobilitat reduïda?',
    },
    answer: {
      es: 'Algunas sí, como el paseo en barco por el puerto de Maó o la visita de queso y gin, con ayuda para embarcar. Las rutas de senderismo y kayak no son adaptables. Para traslados podemos organizar un vehículo con espacio para silla de ruedas con aviso previo. Escríbenos y buscaremos la mejor opción.',
      en: 'Some are, such as the Maó harbour cruise or the cheese and gin tour, with help boarding. The hiking and kayak trips cannot be adapted. For transfers we can arrange a vehicle with room for a wheelchair with advance notice. Write to us and we will find the best option.',
      de: 'Einige schon, etwa die Hafenrundfahrt in Maó oder die Käse- und Gin-Tour, mit Hilfe beim Einsteigen. Wander- und Kajaktouren lassen sich nicht anpassen. Für Transfers organisieren wir nach Voranmeldung ein Fahrzeug mit Platz für einen Rollstuhl. Schreiben Sie uns, wir finden die beste Lösung.',
      ca: "Algunes sí, com el passeig en vaixell pel port de Maó o la visita de formatge i ginebra, amb ajuda per embarcar. Les rutes de senderisme i caiac no són adaptables. Per als trasllats podem organitzar un vehicle amb espai per a cadira de rodes amb avís previ. Escriu-nos i cercarem la millor opció.",
    },
  },
  {
    topic: 'general',
    question: {
      es: '¿Hay descuentos para grupos?',
      en: 'Do you offer group discounts?',
      de: 'Gibt es Gruppenrabatte?',
      ca: 'Hi ha descomptes per a grups?',
    },
    answer: {
      es: 'Para grupos de 8 personas o más preparamos un precio de grupo: envíanos una consulta desde la página de la excursión o escríbenos y te respondemos con el presupuesto. Para empresas, bodas, colegios o grupos grandes preparamos excursiones privadas y traslados en minibús a medida. Pídenos presupuesto sin compromiso.',
      en: 'For groups of 8 or more we quote a group price: send us an enquiry from the trip page or write to us and we reply with the quote. For companies, weddings, schools and large groups we arrange private trips and minibus transfers to measure. Ask us for a free quote.',
      de: 'Für Gruppen ab 8 Personen machen wir einen Gruppenpreis: Senden Sie uns eine Anfrage über die Ausflugsseite oder schreiben Sie uns, und wir antworten mit dem Angebot. Für Firmen, Hochzeiten, Schulen und große Gruppen organisieren wir private Touren und Kleinbustransfers nach Maß. Fragen Sie unverbindlich ein Angebot an.',
      ca: "Per a grups de 8 persones o més preparam un preu de grup: envia'ns una consulta des de la pàgina de l'excursió o escriu-nos i et responem amb el pressupost. Per a empreses, casaments, escoles o grups grans preparam excursions privades i trasllats en minibús a mida. Demana'ns pressupost sense compromís.",
    },
  },
  {
    topic: 'general',
    question: {
      es: '¿En qué idiomas son las excursiones?',
      en: 'What languages do the guides speak?',
      de: 'In welchen Sprachen finden die Führungen statt?',
      ca: 'En quins idiomes són les excursions?',
    },
    answer: {
      es: 'Cada excursión indica en su página, en «Información útil», los idiomas de sus guías, y cada salida muestra los suyos al elegir la fecha. En excursiones privadas podemos organizar guías en otros idiomas, como francés o italiano.',
      en: 'Each trip page lists the languages its guides speak under "Good to know", and each departure shows its own when you choose the date. For private trips we can arrange guides in other languages, such as French or Italian.',
      de: 'Jede Ausflugsseite nennt unter „Gut zu wissen“ die Sprachen ihrer Guides, und jeder Termin zeigt seine Sprachen, wenn Sie das Datum wählen. Für private Touren können wir Guides in anderen Sprachen organisieren, etwa auf Französisch oder Italienisch.',
      ca: "Cada excursió indica a la seva pàgina, a «Informació útil», els idiomes dels seus guies, i cada sortida mostra els seus en triar la data. En excursions privades podem organitzar guies en altres idiomes, com francès o italià.",
    },
  },
  {
    topic: 'general',
    question: {
      es: '¿Pueden participar niños?',
      en: 'Can children take part?',
      de: 'Können Kinder teilnehmen?',
      ca: 'Hi poden participar infants?',
    },
    answer: {
      es: 'Sí, en la mayoría de excursiones. El kayak en la bahía de Fornells admite niños desde 6 años, las rutas a caballo desde 10 años y el trekking de varios días desde 14 años. Los menores siempre deben ir acompañados de un adulto, y en cada ficha indicamos la edad mínima cuando la hay.',
      en: 'Yes, on most trips. The Fornells bay kayak tour welcomes children from 6, horse rides from 10 and the multi-day trek from 14. Minors must always be accompanied by an adult, and each trip page shows its minimum age where there is one.',
      de: 'Ja, bei den meisten Ausflügen. Die Kajaktour in der Bucht von Fornells ist ab 6 Jahren möglich, Ausritte ab 10 und das mehrtägige Trekking ab 14 Jahren. Minderjährige müssen immer von einem Erwachsenen begleitet werden; wo es ein Mindestalter gibt, steht es auf der Ausflugsseite.',
      ca: "Sí, a la majoria d'excursions. El caiac a la badia de Fornells admet infants a partir de 6 anys, les rutes a cavall a partir de 10 i el trekking de diversos dies a partir de 14. Els menors sempre han d'anar acompanyats d'un adult, i a cada fitxa indicam l'edat mínima quan n'hi ha.",
    },
  },
]

import type { SeedContentPage } from '../../types'

// ───────────────────────────── Terms ─────────────────────────────
export const legalTermsPage: SeedContentPage = {
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
- Cada excursión indica el nivel físico necesario y, si la tiene, la edad mínima. Informa de cualquier condición médica relevante al reservar.

## 2. Precios

- Todos los precios se expresan en euros e **incluyen el IVA**.
- Las excursiones tienen precio por persona; los traslados, **precio cerrado por vehículo**, con independencia de los retrasos del vuelo.
- En cada ficha se detalla lo que está incluido y lo que no.

## 3. Pago

- **Excursiones:** pago online con tarjeta al reservar, a través de Stripe (el importe completo o la señal que indica la excursión). Donde la excursión lo permite, puedes pagar el día de la excursión. Las excursiones bajo petición se pagan como indicamos al confirmar la fecha.
- **Traslados:** con tarjeta en línea al reservar, a través de Stripe (el importe completo o la señal que indica el formulario), o al conductor el día del traslado, en efectivo o con tarjeta. El formulario de reserva muestra las formas de pago disponibles para cada traslado.

## 4. Cancelación por parte del cliente

- **Traslados:** cancelación gratuita hasta **24 horas** antes de la hora de recogida, desde la página de tu reserva: se hace efectiva al momento y te devolvemos íntegro lo pagado en línea. Con menos antelación puedes pedir la cancelación desde la misma página; nuestro equipo la valora (por ejemplo, si la aerolínea ha cancelado el vuelo) y te responde.
- **Excursiones:** cada excursión indica su política de cancelación en «Información útil» (normalmente, **cancelación gratuita hasta 24 horas antes del inicio**) y en el e-mail de confirmación. Dentro de ese plazo te devolvemos el importe pagado a la misma tarjeta. Con menos antelación, si no te presentas o si la excursión figura como «No reembolsable», no hay reembolso.
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
- Each trip shows the fitness level required and its minimum age, if it has one. Please tell us about any relevant medical condition when you book.

## 2. Prices

- All prices are in euros and **include VAT (IVA)**.
- Trips are priced per person; transfers have a **fixed price per vehicle**, regardless of flight delays.
- Each trip page details what is and is not included.

## 3. Payment

- **Trips:** online by card when booking, through Stripe (the full price or the deposit the trip states). Where the trip allows it, you may pay on the day instead. Trips sold on request are paid as we tell you when we confirm your date.
- **Transfers:** online by card when booking, through Stripe (the full price or the deposit the form states), or to the driver on the day, in cash or by card. The booking form shows the ways to pay open for each transfer.

## 4. Cancellation by the customer

- **Transfers:** free cancellation up to **24 hours** before the pick-up time, from your booking page: it takes effect at once and whatever you paid online is refunded in full. With less notice you can ask to cancel from the same page; our team decides (for example, when the airline has cancelled your flight) and replies to you.
- **Trips:** each trip states its cancellation policy under "Good to know" (usually **free cancellation up to 24 hours before the start**) and in your confirmation e-mail. Within that time we refund what you paid to the same card. With less notice, if you do not show up, or if the trip is marked "Not refundable", there is no refund.
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
- Bei jedem Ausflug ist die erforderliche Fitness angegeben und, falls es eines gibt, das Mindestalter. Teilen Sie uns relevante gesundheitliche Einschränkungen bei der Buchung mit.

## 2. Preise

- Alle Preise verstehen sich in Euro **inklusive Mehrwertsteuer (IVA)**.
- Ausflüge haben einen Preis pro Person, Transfers einen **Festpreis pro Fahrzeug**, unabhängig von Flugverspätungen.
- Auf jeder Ausflugsseite steht, was inbegriffen ist und was nicht.

## 3. Zahlung

- **Ausflüge:** online per Karte bei der Buchung über Stripe (der volle Preis oder die beim Ausflug angegebene Anzahlung). Wo der Ausflug es erlaubt, können Sie stattdessen am Tag des Ausflugs bezahlen. Ausflüge auf Anfrage bezahlen Sie so, wie wir es bei der Bestätigung des Termins mitteilen.
- **Transfers:** online per Karte bei der Buchung über Stripe (der volle Preis oder die im Formular genannte Anzahlung) oder am Tag selbst beim Fahrer, bar oder per Karte. Das Buchungsformular zeigt, wie jeder Transfer bezahlt werden kann.

## 4. Stornierung durch den Kunden

- **Transfers:** kostenlose Stornierung bis **24 Stunden** vor der Abholzeit auf Ihrer Buchungsseite: Sie gilt sofort, und was Sie online bezahlt haben, wird vollständig erstattet. Später können Sie auf derselben Seite um die Stornierung bitten; unser Team entscheidet (etwa wenn die Fluggesellschaft den Flug annulliert hat) und antwortet Ihnen.
- **Ausflüge:** Jeder Ausflug nennt seine Stornobedingungen unter „Gut zu wissen“ (meist **kostenlose Stornierung bis 24 Stunden vor Beginn**) und in der Bestätigungs-E-Mail. Innerhalb dieser Frist erstatten wir den gezahlten Betrag auf dieselbe Karte. Bei kurzfristigerer Stornierung, Nichterscheinen oder bei Ausflügen mit dem Hinweis „Nicht erstattungsfähig“ erfolgt keine Erstattung.
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
- Cada excursió indica el nivell físic necessari i, si en té, l'edat mínima. Informa'ns de qualsevol condició mèdica rellevant en reservar.

## 2. Preus

- Tots els preus s'expressen en euros i **inclouen l'IVA**.
- Les excursions tenen preu per persona; els trasllats, **preu tancat per vehicle**, independentment dels retards del vol.
- A cada fitxa es detalla què hi ha inclòs i què no.

## 3. Pagament

- **Excursions:** pagament en línia amb targeta en reservar, a través de Stripe (l'import complet o la paga i senyal que indica l'excursió). On l'excursió ho permet, pots pagar el dia de l'excursió. Les excursions sota petició es paguen com t'indicam en confirmar la data.
- **Trasllats:** amb targeta en línia en reservar, a través de Stripe (l'import complet o la bestreta que indica el formulari), o al conductor el dia del trasllat, en efectiu o amb targeta. El formulari de reserva mostra les formes de pagament disponibles per a cada trasllat.

## 4. Cancel·lació per part del client

- **Trasllats:** cancel·lació gratuïta fins a **24 hores** abans de l'hora de recollida, des de la pàgina de la teva reserva: és efectiva a l'instant i et tornam íntegre el que hagis pagat en línia. Amb menys antelació pots demanar la cancel·lació des de la mateixa pàgina; el nostre equip la valora (per exemple, si l'aerolínia ha cancel·lat el vol) i et respon.
- **Excursions:** cada excursió indica la seva política de cancel·lació a «Informació útil» (normalment, **cancel·lació gratuïta fins a 24 hores abans de l'inici**) i al correu de confirmació. Dins aquest termini et tornam l'import pagat a la mateixa targeta. Amb menys antelació, si no et presentes o si l'excursió figura com a «No reemborsable», no hi ha reemborsament.
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
}

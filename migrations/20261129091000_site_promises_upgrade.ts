import { createHash } from 'node:crypto'
import type { Knex } from 'knex'

/**
 * Issue 16 (docs/decisions/055): the seed's FAQ answers, terms and privacy page now say what the
 * system does (no PayPal, card payment through Stripe, the transfer cancellation the rules apply,
 * the reminder that names the driver once assigned, per-trip cancellation, group prices on request,
 * guide languages per trip; ADRs 043 and 052). Seeds run only on an empty database, so a site
 * installed before still shows the old promises. This brings each text, language by language, to
 * what the seed writes now — but only where the whole text is still exactly one the seed wrote
 * before (its SHA-256 below): a text staff have edited is theirs and is left alone (the admin
 * points out the phrases in it that promise what the system does not do, src/faq/unkept-promises.ts).
 *
 * The texts are written out here, not imported from src/seed: a migration must do the same thing
 * whenever it runs, and the seed keeps changing. Each step is one earlier version of the seed
 * (before 8ffeb40, before 849d0d6), oldest first, with the passages it changed; a text that
 * matches a step takes its edits and is then matched against the next one, so a site seeded from
 * either version ends with today's text. A result that is not exactly today's text is not written.
 */

type Language = 'es' | 'en' | 'de' | 'ca'
const LANGUAGES: Language[] = ['es', 'en', 'de', 'ca']

interface Step {
  /** SHA-256 (hex) of the whole text as one earlier version of the seed wrote it. */
  seeded: string
  /** Passages of that text (each occurs once) and what each becomes. */
  edits: Array<[from: string, to: string]>
}

interface Correction {
  table: 'faq_entries' | 'content_pages'
  /** The row's key column (camelCase: the app's Knex maps names, src/db/knex.ts). */
  key: 'id' | 'key'
  /** The plain column (the Spanish) and the same attribute in `translations` ({ attribute: { es, en, de, ca } }). */
  attribute: 'answer' | 'body'
  /** Which rows: the pages by their key; FAQ entries are recognised by their text alone. */
  where?: Record<string, string>
  /** Oldest first. */
  steps: Record<Language, Step[]>
  /** SHA-256 of the text the seed writes today, per language. */
  current: Record<Language, string>
}

/** Exported for its test (tests/integration/site-promises-upgrade.test.ts). */
export const CORRECTIONS: Correction[] = [
  // The FAQ entry "Where will the driver meet me at Menorca Airport?"
  {
    table: 'faq_entries',
    key: 'id',
    attribute: 'answer',
    steps: {
      es: [
        { seeded: 'd2f55feadf6f42984e3b48d12c942018c030e34cd479ea2d5058bdd5510757b1', edits: [
          ["En el vestíbulo de llegadas del aeropuerto de Menorca (MAH), justo a la salida de la zona de recogida de equipajes. El conductor te espera con un cartel con tu nombre y te acompaña hasta el vehículo. El día antes te enviamos su nombre y un número de WhatsApp por si necesitas contactarle.",
           "En el vestíbulo de llegadas del aeropuerto de Menorca (MAH), justo a la salida de la zona de recogida de equipajes. El conductor te espera con un cartel con tu nombre y te acompaña hasta el vehículo. Unas 24 horas antes de la recogida te enviamos un recordatorio por correo electrónico con el nombre y el teléfono del conductor si ya está asignado; la página de tu reserva los muestra en cuanto lo asignamos."],
        ] },
      ],
      en: [
        { seeded: '3bdfb64f518790cfeb189a8f39a0f40f83f3862f4794c981b9160f0e360ee547', edits: [
          ["In the arrivals hall of Menorca Airport (MAH), right after you exit the baggage reclaim area. The driver waits with a sign showing your name and walks you to the vehicle. The day before we send you the driver's name and a WhatsApp number in case you need to get in touch.",
           "In the arrivals hall of Menorca Airport (MAH), right after you exit the baggage reclaim area. The driver waits with a sign showing your name and walks you to the vehicle. About 24 hours before the pick-up we e-mail you a reminder with your driver's name and phone if one is already assigned; your booking page shows them as soon as we assign the driver."],
        ] },
      ],
      de: [
        { seeded: '7a7e0e16df4ef2851791ee28caca61360fe89d558a00df5b7119d3b804ad1891', edits: [
          ["In der Ankunftshalle des Flughafens Menorca (MAH), direkt nach dem Ausgang der Gepäckausgabe. Der Fahrer wartet mit einem Schild mit Ihrem Namen und begleitet Sie zum Fahrzeug. Am Vortag senden wir Ihnen seinen Namen und eine WhatsApp-Nummer, falls Sie ihn kontaktieren möchten.",
           "In der Ankunftshalle des Flughafens Menorca (MAH), direkt nach dem Ausgang der Gepäckausgabe. Der Fahrer wartet mit einem Schild mit Ihrem Namen und begleitet Sie zum Fahrzeug. Etwa 24 Stunden vor der Abholung senden wir Ihnen eine Erinnerung per E-Mail mit Namen und Telefonnummer des Fahrers, sofern er schon eingeteilt ist; Ihre Buchungsseite zeigt beides, sobald wir ihn einteilen."],
        ] },
      ],
      ca: [
        { seeded: '90874f89f205bab2c8970349bece0e1adb0a36329badb78bad4286c6875dbd39', edits: [
          ["Al vestíbul d'arribades de l'aeroport de Menorca (MAH), just a la sortida de la zona de recollida d'equipatges. El conductor t'espera amb un cartell amb el teu nom i t'acompanya fins al vehicle. El dia abans t'enviam el seu nom i un número de WhatsApp per si l'has de contactar.",
           "Al vestíbul d'arribades de l'aeroport de Menorca (MAH), just a la sortida de la zona de recollida d'equipatges. El conductor t'espera amb un cartell amb el teu nom i t'acompanya fins al vehicle. Unes 24 hores abans de la recollida t'enviam un recordatori per correu electrònic amb el nom i el telèfon del conductor si ja està assignat; la pàgina de la teva reserva els mostra tan aviat com l'assignam."],
        ] },
      ],
    },
    current: { es: '857b4f0db38059b5631a31345f962d7c77fc1544a42ab3ead3252412fcfb7001', en: '1cc1ee330f9280b1028df0b64c6c1c8f78a397a56f0fcd8d242f213e793b10ce', de: 'fdf21035bd57def174444c21bbf1c8d01eb863272aa68a381b3b36430a110a12', ca: 'bba897962a98990415903bcd62cb5c54e55747bf31e6db403f146c0723512dce' },
  },
  // The FAQ entry "How can I pay for my transfer?"
  {
    table: 'faq_entries',
    key: 'id',
    attribute: 'answer',
    steps: {
      es: [
        { seeded: '95adfc2a4e806bc0849bdc20db062c643381916125aad364b14620dcf6205599', edits: [
          ["Puedes pagar con tarjeta de crédito o débito al reservar, con PayPal o en efectivo (euros) directamente al conductor. El precio es por vehículo, con IVA incluido, y no cambia por retrasos ni por equipaje normal.",
           "El formulario de reserva muestra las formas de pago disponibles para tu traslado: con tarjeta en línea al reservar, en la página de pago segura de Stripe, o al conductor el día del traslado, en efectivo o con tarjeta. El precio es por vehículo, con IVA incluido, y no cambia por retrasos ni por equipaje normal."],
        ] },
      ],
      en: [
        { seeded: '586bfcc2b5b77be69033b9b10a1923e8e9ea6febd1ed07edc3be2f490a1b760f', edits: [
          ["You can pay by credit or debit card when booking, with PayPal, or in cash (euros) directly to the driver. The price is per vehicle, VAT included, and does not change because of delays or normal luggage.",
           "The booking form shows the ways to pay open for your transfer: by card online when you book, on Stripe's secure payment page, or to the driver on the day, in cash or by card. The price is per vehicle, VAT included, and does not change because of delays or normal luggage."],
        ] },
      ],
      de: [
        { seeded: 'a4da9f639c4d3fe2989027bfc288bc4616a673f907e8033524dbc70b562c7600', edits: [
          ["Sie können bei der Buchung mit Kredit- oder Debitkarte zahlen, per PayPal oder bar (in Euro) direkt beim Fahrer. Der Preis gilt pro Fahrzeug inklusive Mehrwertsteuer und ändert sich weder durch Verspätungen noch durch normales Gepäck.",
           "Das Buchungsformular zeigt, wie Sie Ihren Transfer bezahlen können: online per Karte bei der Buchung auf der sicheren Zahlungsseite von Stripe oder am Tag selbst beim Fahrer, bar oder per Karte. Der Preis gilt pro Fahrzeug inklusive Mehrwertsteuer und ändert sich weder durch Verspätungen noch durch normales Gepäck."],
        ] },
      ],
      ca: [
        { seeded: '0d7bde4e3b0692061659842ae7ff310a01b12ef09f75956b124ef480f0bd6d02', edits: [
          ["Pots pagar amb targeta de crèdit o dèbit en reservar, amb PayPal o en efectiu (euros) directament al conductor. El preu és per vehicle, amb IVA inclòs, i no canvia per retards ni per l'equipatge normal.",
           "El formulari de reserva mostra les formes de pagament disponibles per al teu trasllat: amb targeta en línia en reservar, a la pàgina de pagament segura de Stripe, o al conductor el dia del trasllat, en efectiu o amb targeta. El preu és per vehicle, amb IVA inclòs, i no canvia per retards ni per l'equipatge normal."],
        ] },
      ],
    },
    current: { es: 'f224012481471c5b208dbca05dd7d5a14e6e805ac96e85770da4c513c5e4e463', en: 'dedc97d5ee554271417520d6aa548be75433802f02e5038b1bb717ae81129302', de: 'fc7c5562e41273fd9a5c082b8324f98f041248f29bff90bb56cd9ea92eabdc30', ca: 'eb1a70c87d9ffb2a8c572250c51f20a9e4512113a871cd86263bbae49293390b' },
  },
  // The FAQ entry "Can I cancel my transfer?"
  {
    table: 'faq_entries',
    key: 'id',
    attribute: 'answer',
    steps: {
      es: [
        { seeded: '760f227a35a91cf3d116ebb945673a52df5b5e72d62e68b152ef6dd221f09e19', edits: [
          ["Sí, la cancelación es gratuita hasta 24 horas antes de la hora de recogida y te devolvemos el importe completo. Con menos de 24 horas no hay reembolso, salvo que la aerolínea haya cancelado tu vuelo.",
           "Sí. Hasta 24 horas antes de la recogida la cancelas tú mismo desde la página de tu reserva, al momento, y te devolvemos íntegro lo que hayas pagado en línea. Con menos antelación, pide la cancelación desde la misma página: nuestro equipo la valora y te responde (si la aerolínea ha cancelado tu vuelo, dínoslo)."],
        ] },
      ],
      en: [
        { seeded: 'ff651a2bebd23759d81bdbd967871674578709f8ab0a59fb6f3e47598e5ab2a5', edits: [
          ["Yes, cancellation is free up to 24 hours before the pick-up time and we refund the full amount. With less than 24 hours' notice there is no refund, unless the airline has cancelled your flight.",
           "Yes. Up to 24 hours before the pick-up you cancel it yourself from your booking page, at once, and whatever you paid online is refunded in full. Closer to the pick-up, ask to cancel from the same page: our team decides and replies to you (if the airline has cancelled your flight, tell us so)."],
        ] },
      ],
      de: [
        { seeded: '2f8154fcf4e51187e824eec933fdd802eee0ed6dcd8279cf41e335ecaae34e05', edits: [
          ["Ja, bis 24 Stunden vor der Abholzeit ist die Stornierung kostenlos und Sie erhalten den vollen Betrag zurück. Bei weniger als 24 Stunden erfolgt keine Erstattung, es sei denn, die Fluggesellschaft hat Ihren Flug annulliert.",
           "Ja. Bis 24 Stunden vor der Abholung stornieren Sie selbst auf Ihrer Buchungsseite, sofort, und was Sie online bezahlt haben, erstatten wir vollständig. Danach bitten Sie auf derselben Seite um die Stornierung: Unser Team entscheidet und antwortet Ihnen (hat die Fluggesellschaft Ihren Flug annulliert, teilen Sie es uns mit)."],
        ] },
      ],
      ca: [
        { seeded: 'ebd524697fde5b973aea31d608d9c350354bbd1ac7242a5877224fef91d7f334', edits: [
          ["Sí, la cancel·lació és gratuïta fins a 24 hores abans de l'hora de recollida i et tornam l'import complet. Amb menys de 24 hores no hi ha reemborsament, tret que l'aerolínia hagi cancel·lat el teu vol.",
           "Sí. Fins a 24 hores abans de la recollida la cancel·les tu mateix des de la pàgina de la teva reserva, a l'instant, i et tornam íntegre el que hagis pagat en línia. Amb menys antelació, demana la cancel·lació des de la mateixa pàgina: el nostre equip la valora i et respon (si l'aerolínia ha cancel·lat el teu vol, digues-nos-ho)."],
        ] },
      ],
    },
    current: { es: '15d33ad5a70af50e0503ae44c014b3338584c2c18c6a087c129b92dda2abd143', en: 'd52515e104ac045e068647e12d7479056fc6859ca556a7b6752fc1e036d52824', de: '3810605a1fe2698c9c1306e10b90dc1fce19c0008df903a77cd49669042f01fb', ca: '7a797f937bb83ec2b575193973f5f42f03aa2c623309943326663be06821d110' },
  },
  // The FAQ entry "How do I book a trip?"
  {
    table: 'faq_entries',
    key: 'id',
    attribute: 'answer',
    steps: {
      es: [
        { seeded: '0d25ea60db556d585343170e61ff3e6bca3f5adfa23f685f0289384423309b26', edits: [
          ["Elige la excursión, la fecha y el número de personas en nuestra web y recibirás la confirmación por correo electrónico al momento. Si lo prefieres, también puedes reservar por teléfono o WhatsApp. En verano las plazas se agotan rápido, así que te recomendamos reservar con unos días de antelación.",
           "Elige la excursión, la fecha y el número de personas en nuestra web. En las excursiones con plazas disponibles pagas online con tarjeta (Stripe), o el día de la excursión si la excursión lo permite, y la confirmación es inmediata. Las excursiones bajo petición tienen un formulario de consulta en su página: recibes una referencia al momento y nuestra respuesta por correo electrónico. Si lo prefieres, también puedes reservar por teléfono o WhatsApp. En verano las plazas se agotan rápido, así que te recomendamos reservar con unos días de antelación."],
        ] },
        { seeded: '0fe3d455a9a306bc5fc9518ba35796917ef4a277d61d617e10012e1e67ae7c63', edits: [
          ["Elige la excursión, la fecha y el número de personas en nuestra web. En las excursiones con plazas disponibles pagas online con tarjeta (Stripe), o el día de la excursión si la excursión lo permite, y la confirmación es inmediata. Las excursiones bajo petición tienen un formulario de consulta en su página: recibes una referencia al momento y nuestra respuesta por correo electrónico. Si lo prefieres, también puedes reservar por teléfono o WhatsApp. En verano las plazas se agotan rápido, así que te recomendamos reservar con unos días de antelación.",
           "Elige la excursión, la fecha y el número de personas en nuestra web. En las excursiones que se venden en línea, el formulario de reserva muestra las formas de pago de esa excursión: con tarjeta en línea en la página segura de Stripe, o el día de la excursión si la excursión lo permite. La confirmación te llega por correo electrónico en cuanto recibimos tu pago en línea, o al momento si pagas el día de la excursión. Las excursiones bajo petición tienen un formulario de consulta en su página: recibes una referencia al momento y nuestra respuesta por correo electrónico. Si lo prefieres, también puedes reservar por teléfono o WhatsApp. En verano las plazas se agotan rápido, así que te recomendamos reservar con unos días de antelación."],
        ] },
      ],
      en: [
        { seeded: 'e50513abb2bb5aa50e95c4b04d22beda58f0f8ae393fe951246d51a6fbbd6ba7', edits: [
          ["Choose the trip, date and number of people on our website and you will receive an instant confirmation by e-mail. You can also book by phone or WhatsApp if you prefer. In summer places sell out quickly, so we recommend booking a few days in advance.",
           "Choose the trip, the date and the number of people on our website. On trips with seats available you pay online by card (Stripe), or on the day where the trip allows it, and your booking is confirmed instantly. Trips sold on request have an enquiry form on their page: you get a reference at once and our answer by e-mail. You can also book by phone or WhatsApp if you prefer. In summer places sell out quickly, so we recommend booking a few days in advance."],
        ] },
        { seeded: '9e5365c86ba7f5728be8ca319ea0fb9302c1c6055991be14b38e3b6a6e4a9b45', edits: [
          ["Choose the trip, the date and the number of people on our website. On trips with seats available you pay online by card (Stripe), or on the day where the trip allows it, and your booking is confirmed instantly. Trips sold on request have an enquiry form on their page: you get a reference at once and our answer by e-mail. You can also book by phone or WhatsApp if you prefer. In summer places sell out quickly, so we recommend booking a few days in advance.",
           "Choose the trip, the date and the number of people on our website. On trips sold online, the booking form shows the ways to pay open for that trip: by card online on Stripe's secure page, or on the day where the trip allows it. Your booking is confirmed by e-mail as soon as your online payment arrives, or at once when you pay on the day. Trips sold on request have an enquiry form on their page: you get a reference at once and our answer by e-mail. You can also book by phone or WhatsApp if you prefer. In summer places sell out quickly, so we recommend booking a few days in advance."],
        ] },
      ],
      de: [
        { seeded: '7c8a111a3011ac0b8e219b7b03d5bb8c4caade7c56f71e653e1dfb76828488f1', edits: [
          ["Wählen Sie auf unserer Website Ausflug, Datum und Personenzahl und Sie erhalten sofort eine Bestätigung per E-Mail. Sie können auch telefonisch oder per WhatsApp buchen. Im Sommer sind die Plätze schnell weg, daher empfehlen wir, einige Tage im Voraus zu buchen.",
           "Wählen Sie auf unserer Website Ausflug, Datum und Personenzahl. Bei Ausflügen mit freien Plätzen zahlen Sie online per Karte (Stripe) oder, wo der Ausflug es erlaubt, am Tag selbst, und Ihre Buchung ist sofort bestätigt. Ausflüge auf Anfrage haben auf ihrer Seite ein Anfrageformular: Sie erhalten sofort eine Referenz und unsere Antwort per E-Mail. Sie können auch telefonisch oder per WhatsApp buchen. Im Sommer sind die Plätze schnell weg, daher empfehlen wir, einige Tage im Voraus zu buchen."],
        ] },
        { seeded: '99e109335bd390060ded978228148c3aa5ac0354ab379f8fbcc6972572e7b01f', edits: [
          ["Wählen Sie auf unserer Website Ausflug, Datum und Personenzahl. Bei Ausflügen mit freien Plätzen zahlen Sie online per Karte (Stripe) oder, wo der Ausflug es erlaubt, am Tag selbst, und Ihre Buchung ist sofort bestätigt. Ausflüge auf Anfrage haben auf ihrer Seite ein Anfrageformular: Sie erhalten sofort eine Referenz und unsere Antwort per E-Mail. Sie können auch telefonisch oder per WhatsApp buchen. Im Sommer sind die Plätze schnell weg, daher empfehlen wir, einige Tage im Voraus zu buchen.",
           "Wählen Sie auf unserer Website Ausflug, Datum und Personenzahl. Bei online buchbaren Ausflügen zeigt das Buchungsformular, wie Sie diesen Ausflug bezahlen können: online per Karte auf der sicheren Zahlungsseite von Stripe oder, wo der Ausflug es erlaubt, am Tag selbst. Ihre Buchung wird per E-Mail bestätigt, sobald Ihre Online-Zahlung eingegangen ist, bei Zahlung am Tag selbst sofort. Ausflüge auf Anfrage haben auf ihrer Seite ein Anfrageformular: Sie erhalten sofort eine Referenz und unsere Antwort per E-Mail. Sie können auch telefonisch oder per WhatsApp buchen. Im Sommer sind die Plätze schnell weg, daher empfehlen wir, einige Tage im Voraus zu buchen."],
        ] },
      ],
      ca: [
        { seeded: '78b4e53ba3dc6f480dbc6aa5e564f8db76a2ca52031c10435fb07b13d7253be4', edits: [
          ["Tria l'excursió, la data i el nombre de persones a la nostra web i rebràs la confirmació per correu electrònic a l'instant. Si ho prefereixes, també pots reservar per telèfon o WhatsApp. A l'estiu les places s'esgoten ràpidament, per això et recomanam reservar amb uns dies d'antelació.",
           "Tria l'excursió, la data i el nombre de persones a la nostra web. A les excursions amb places disponibles pagues en línia amb targeta (Stripe), o el dia de l'excursió si l'excursió ho permet, i la confirmació és immediata. Les excursions sota petició tenen un formulari de consulta a la seva pàgina: reps una referència a l'instant i la nostra resposta per correu electrònic. Si ho prefereixes, també pots reservar per telèfon o WhatsApp. A l'estiu les places s'esgoten ràpidament, per això et recomanam reservar amb uns dies d'antelació."],
        ] },
        { seeded: '859215e77ef8f77b14498a3aef28d2c52543b830a543f04169414268f1a59933', edits: [
          ["Tria l'excursió, la data i el nombre de persones a la nostra web. A les excursions amb places disponibles pagues en línia amb targeta (Stripe), o el dia de l'excursió si l'excursió ho permet, i la confirmació és immediata. Les excursions sota petició tenen un formulari de consulta a la seva pàgina: reps una referència a l'instant i la nostra resposta per correu electrònic. Si ho prefereixes, també pots reservar per telèfon o WhatsApp. A l'estiu les places s'esgoten ràpidament, per això et recomanam reservar amb uns dies d'antelació.",
           "Tria l'excursió, la data i el nombre de persones a la nostra web. A les excursions que es venen en línia, el formulari de reserva mostra les formes de pagament d'aquella excursió: amb targeta en línia a la pàgina segura de Stripe, o el dia de l'excursió si l'excursió ho permet. La confirmació t'arriba per correu electrònic tan aviat com rebem el teu pagament en línia, o a l'instant si pagues el dia de l'excursió. Les excursions sota petició tenen un formulari de consulta a la seva pàgina: reps una referència a l'instant i la nostra resposta per correu electrònic. Si ho prefereixes, també pots reservar per telèfon o WhatsApp. A l'estiu les places s'esgoten ràpidament, per això et recomanam reservar amb uns dies d'antelació."],
        ] },
      ],
    },
    current: { es: '64dc1a17bf624db45fe1d13c9d9030f3f9647607e3e4fcdc46a020f7b9419f36', en: 'b8d44453b33f4553b3119578faf7ca76a8e3767d6107a9cf7c9f279373a49545', de: '344159daabad2a38f0eb0e014b1467b05fe39b37a2376b917954e4c8560f2420', ca: 'd2041ac8c7cce49b3777d6318f7de505ccd4ab2e6c70190662ce75bf85ea0942' },
  },
  // The FAQ entry "Do you offer group discounts?"
  {
    table: 'faq_entries',
    key: 'id',
    attribute: 'answer',
    steps: {
      es: [
        { seeded: 'b97177a87a99e23cc235b5af783286e8b3aa51f76ee8e38cd8f5703eef9034b6', edits: [
          ["Sí: los grupos de 8 personas o más tienen un 10 % de descuento en las excursiones regulares. Para empresas, bodas, colegios o grupos grandes preparamos excursiones privadas y traslados en minibús a medida. Pídenos presupuesto sin compromiso.",
           "Para grupos de 8 personas o más preparamos un precio de grupo: envíanos una consulta desde la página de la excursión o escríbenos y te respondemos con el presupuesto. Para empresas, bodas, colegios o grupos grandes preparamos excursiones privadas y traslados en minibús a medida. Pídenos presupuesto sin compromiso."],
        ] },
      ],
      en: [
        { seeded: 'cf4994bfd48301ac38afba6caeba4835032e66cd042e6d5b169f51dc3ca0e8eb', edits: [
          ["Yes: groups of 8 or more get 10% off our scheduled trips. For companies, weddings, schools and large groups we arrange private trips and minibus transfers to measure. Ask us for a free quote.",
           "For groups of 8 or more we quote a group price: send us an enquiry from the trip page or write to us and we reply with the quote. For companies, weddings, schools and large groups we arrange private trips and minibus transfers to measure. Ask us for a free quote."],
        ] },
      ],
      de: [
        { seeded: '562ea502b45ae50378bfd70b0940e45270c9ea9db3676a14fab1525873e9e59a', edits: [
          ["Ja: Gruppen ab 8 Personen erhalten 10 % Rabatt auf unsere regulären Ausflüge. Für Firmen, Hochzeiten, Schulen und große Gruppen organisieren wir private Touren und Kleinbustransfers nach Maß. Fragen Sie unverbindlich ein Angebot an.",
           "Für Gruppen ab 8 Personen machen wir einen Gruppenpreis: Senden Sie uns eine Anfrage über die Ausflugsseite oder schreiben Sie uns, und wir antworten mit dem Angebot. Für Firmen, Hochzeiten, Schulen und große Gruppen organisieren wir private Touren und Kleinbustransfers nach Maß. Fragen Sie unverbindlich ein Angebot an."],
        ] },
      ],
      ca: [
        { seeded: 'e35f101c76d5c1b082e84843e4d5edc4fd6cb9ebe005f21a5d13f9050204ccf4', edits: [
          ["Sí: els grups de 8 persones o més tenen un 10 % de descompte a les excursions regulars. Per a empreses, casaments, escoles o grups grans preparam excursions privades i trasllats en minibús a mida. Demana'ns pressupost sense compromís.",
           "Per a grups de 8 persones o més preparam un preu de grup: envia'ns una consulta des de la pàgina de l'excursió o escriu-nos i et responem amb el pressupost. Per a empreses, casaments, escoles o grups grans preparam excursions privades i trasllats en minibús a mida. Demana'ns pressupost sense compromís."],
        ] },
      ],
    },
    current: { es: 'c73d664254e668109a20ced1f38866a4c22a10409fcf6a28a1b5bf3f751a9045', en: '700456df3881189f2aef35ebad6445264e2a0af91cd3effdcca66017e7578894', de: 'f13581ad0bad900f4e556f28b168d0e5212a319256a57789e49cb73e01971032', ca: '0d7eba63556f23ec47c1089b168ea03ea216b2e7f1fafb9eb7971d1590d32a1b' },
  },
  // The FAQ entry "What languages do the guides speak?"
  {
    table: 'faq_entries',
    key: 'id',
    attribute: 'answer',
    steps: {
      es: [
        { seeded: '18decd8315ff68bf20f683144bf8b1695da3552e5dfba14beefb72e981bed477', edits: [
          ["Todos nuestros guías hablan español, catalán e inglés, y la mayoría de salidas también se ofrecen en alemán. En excursiones privadas podemos organizar guías en francés o italiano. El idioma de cada salida se indica al reservar.",
           "Cada excursión indica en su página, en «Información útil», los idiomas de sus guías, y cada salida muestra los suyos al elegir la fecha. En excursiones privadas podemos organizar guías en otros idiomas, como francés o italiano."],
        ] },
      ],
      en: [
        { seeded: '378551fd05bce0a79ae2fd9eda0f09c4086b8deba482096846340a14c4cab2a7', edits: [
          ["All our guides speak Spanish, Catalan and English, and most departures are also offered in German. For private trips we can arrange French- or Italian-speaking guides. The language of each departure is shown when you book.",
           "Each trip page lists the languages its guides speak under \"Good to know\", and each departure shows its own when you choose the date. For private trips we can arrange guides in other languages, such as French or Italian."],
        ] },
      ],
      de: [
        { seeded: '5a6b1341e1ef801a568f2e368f2f8df15572b5741a93fcc07aa2f6445c79a15c', edits: [
          ["Alle unsere Guides sprechen Spanisch, Katalanisch und Englisch, die meisten Termine werden auch auf Deutsch angeboten. Für private Touren können wir Guides auf Französisch oder Italienisch organisieren. Die Sprache jedes Termins sehen Sie bei der Buchung.",
           "Jede Ausflugsseite nennt unter „Gut zu wissen“ die Sprachen ihrer Guides, und jeder Termin zeigt seine Sprachen, wenn Sie das Datum wählen. Für private Touren können wir Guides in anderen Sprachen organisieren, etwa auf Französisch oder Italienisch."],
        ] },
      ],
      ca: [
        { seeded: '3b2136a63c70710571e773a48f80f18e2124da443b157f91448e841f9f780eae', edits: [
          ["Tots els nostres guies parlen català, castellà i anglès, i la majoria de sortides també s'ofereixen en alemany. En excursions privades podem organitzar guies en francès o italià. L'idioma de cada sortida s'indica en reservar.",
           "Cada excursió indica a la seva pàgina, a «Informació útil», els idiomes dels seus guies, i cada sortida mostra els seus en triar la data. En excursions privades podem organitzar guies en altres idiomes, com francès o italià."],
        ] },
      ],
    },
    current: { es: '592cb328ef1e5aac78f27aad4c50543368d56a7f21433945548683eb4dc1d382', en: '25bbcd7c5c1c7189b58851741fe237c8550755fabfbea523b7c5efc77682275f', de: '162c5deec26133291d8011e4a2deb6157fa2c670a575cf42a35ed933b4ab6d50', ca: 'f2280ae28d183f514b62797e7144e4a6793bdba6aa6a5c2b18e0055f79b6011c' },
  },
  // The FAQ entry "Can children take part?"
  {
    table: 'faq_entries',
    key: 'id',
    attribute: 'answer',
    steps: {
      es: [
        { seeded: '466a581033a9eb257942cf703e165a6349ee6666a66b76b9c2b4ba1450923547', edits: [
          ["Sí, en la mayoría de excursiones. El kayak en la bahía de Fornells admite niños desde 6 años, las rutas a caballo desde 10 años y el trekking de varios días desde 14 años. Los menores siempre deben ir acompañados de un adulto, y en cada ficha indicamos la edad mínima.",
           "Sí, en la mayoría de excursiones. El kayak en la bahía de Fornells admite niños desde 6 años, las rutas a caballo desde 10 años y el trekking de varios días desde 14 años. Los menores siempre deben ir acompañados de un adulto, y en cada ficha indicamos la edad mínima cuando la hay."],
        ] },
      ],
      en: [
        { seeded: '56968e82c712b633c408e0d4d6f4552d5898334175b066e37cb38408ce3f1095', edits: [
          ["Yes, on most trips. The Fornells bay kayak tour welcomes children from 6, horse rides from 10 and the multi-day trek from 14. Minors must always be accompanied by an adult, and each trip page shows the minimum age.",
           "Yes, on most trips. The Fornells bay kayak tour welcomes children from 6, horse rides from 10 and the multi-day trek from 14. Minors must always be accompanied by an adult, and each trip page shows its minimum age where there is one."],
        ] },
      ],
      de: [
        { seeded: 'f516a4b593d901d587c94db1b6fc88349be6dd35c464801d6eb1b926e10652a3', edits: [
          ["Ja, bei den meisten Ausflügen. Die Kajaktour in der Bucht von Fornells ist ab 6 Jahren möglich, Ausritte ab 10 und das mehrtägige Trekking ab 14 Jahren. Minderjährige müssen immer von einem Erwachsenen begleitet werden; das Mindestalter steht auf jeder Ausflugsseite.",
           "Ja, bei den meisten Ausflügen. Die Kajaktour in der Bucht von Fornells ist ab 6 Jahren möglich, Ausritte ab 10 und das mehrtägige Trekking ab 14 Jahren. Minderjährige müssen immer von einem Erwachsenen begleitet werden; wo es ein Mindestalter gibt, steht es auf der Ausflugsseite."],
        ] },
      ],
      ca: [
        { seeded: '7103f6b34559fa75ce17a62250a161d8bf14a4c9f375772d01f89c0f08a788f4', edits: [
          ["Sí, a la majoria d'excursions. El caiac a la badia de Fornells admet infants a partir de 6 anys, les rutes a cavall a partir de 10 i el trekking de diversos dies a partir de 14. Els menors sempre han d'anar acompanyats d'un adult, i a cada fitxa indicam l'edat mínima.",
           "Sí, a la majoria d'excursions. El caiac a la badia de Fornells admet infants a partir de 6 anys, les rutes a cavall a partir de 10 i el trekking de diversos dies a partir de 14. Els menors sempre han d'anar acompanyats d'un adult, i a cada fitxa indicam l'edat mínima quan n'hi ha."],
        ] },
      ],
    },
    current: { es: '07fe4e406646af038dc6060e2f93b7c0ca4c8864b467714520ac57aa26c5fe02', en: '0fa4003e6002026c42b9e1959b43027d98e0b171c4d05cac7c4989cd97ea969e', de: '1c9be7cf25d08894562ad2ce5051d9f694476b9d393bc761d122b40ad5a74bd0', ca: '6c0f62b88622af20e761c6c122deb890a2be3c43d59e3ce057e9ec63db9dab41' },
  },
  // The terms page
  {
    table: 'content_pages',
    key: 'key',
    attribute: 'body',
    where: { key: 'legal-terms' },
    steps: {
      es: [
        { seeded: 'a4a9e9545893b3998d0083d06b455a4786d456e876a07f2fb9209e26befcc6c4', edits: [
          ["- **Excursiones:** pago con tarjeta o PayPal al reservar.",
           "- **Excursiones:** pago online con tarjeta al reservar, a través de Stripe (el importe completo o la señal que indica la excursión). Donde la excursión lo permite, puedes pagar el día de la excursión. Las excursiones bajo petición se pagan como indicamos al confirmar la fecha."],
          ["- **Excursiones:** cancelación gratuita hasta **48 horas** antes del inicio. Con menos antelación, o si no te presentas, no hay reembolso.",
           "- **Excursiones:** cada excursión indica su política de cancelación en «Información útil» (normalmente, **cancelación gratuita hasta 24 horas antes del inicio**) y en el e-mail de confirmación. Dentro de ese plazo te devolvemos el importe pagado a la misma tarjeta. Con menos antelación, si no te presentas o si la excursión figura como «No reembolsable», no hay reembolso."],
        ] },
        { seeded: '5e1d6b63311c16d18f9e88e7af7adfaf3823b243aa1eeb3b23e8cc4e5a81297a', edits: [
          ["- Cada excursión indica la edad mínima y el nivel físico necesario. Informa de cualquier condición médica relevante al reservar.",
           "- Cada excursión indica el nivel físico necesario y, si la tiene, la edad mínima. Informa de cualquier condición médica relevante al reservar."],
          ["- **Traslados:** con tarjeta o PayPal al reservar, o en efectivo al conductor.",
           "- **Traslados:** con tarjeta en línea al reservar, a través de Stripe (el importe completo o la señal que indica el formulario), o al conductor el día del traslado, en efectivo o con tarjeta. El formulario de reserva muestra las formas de pago disponibles para cada traslado."],
          ["- **Traslados:** cancelación gratuita hasta **24 horas** antes de la hora de recogida. Con menos antelación no se reembolsa el importe, salvo que la aerolínea haya cancelado el vuelo.",
           "- **Traslados:** cancelación gratuita hasta **24 horas** antes de la hora de recogida, desde la página de tu reserva: se hace efectiva al momento y te devolvemos íntegro lo pagado en línea. Con menos antelación puedes pedir la cancelación desde la misma página; nuestro equipo la valora (por ejemplo, si la aerolínea ha cancelado el vuelo) y te responde."],
        ] },
      ],
      en: [
        { seeded: 'd7b6fa61bc372e249dc2a884526fd1e8374908daff868f3def9735ab7d2da9e4', edits: [
          ["- **Trips:** by card or PayPal when booking.",
           "- **Trips:** online by card when booking, through Stripe (the full price or the deposit the trip states). Where the trip allows it, you may pay on the day instead. Trips sold on request are paid as we tell you when we confirm your date."],
          ["- **Trips:** free cancellation up to **48 hours** before the start. With less notice, or if you do not show up, there is no refund.",
           "- **Trips:** each trip states its cancellation policy under \"Good to know\" (usually **free cancellation up to 24 hours before the start**) and in your confirmation e-mail. Within that time we refund what you paid to the same card. With less notice, if you do not show up, or if the trip is marked \"Not refundable\", there is no refund."],
        ] },
        { seeded: '5e5f69d5393c24180c8eb8f5589479fffb7731917321e50f3811875ce80cb48d', edits: [
          ["- Each trip shows the minimum age and fitness level required. Please tell us about any relevant medical condition when you book.",
           "- Each trip shows the fitness level required and its minimum age, if it has one. Please tell us about any relevant medical condition when you book."],
          ["- **Transfers:** by card or PayPal when booking, or in cash to the driver.",
           "- **Transfers:** online by card when booking, through Stripe (the full price or the deposit the form states), or to the driver on the day, in cash or by card. The booking form shows the ways to pay open for each transfer."],
          ["- **Transfers:** free cancellation up to **24 hours** before the pick-up time. With less notice the amount is not refunded, unless the airline has cancelled your flight.",
           "- **Transfers:** free cancellation up to **24 hours** before the pick-up time, from your booking page: it takes effect at once and whatever you paid online is refunded in full. With less notice you can ask to cancel from the same page; our team decides (for example, when the airline has cancelled your flight) and replies to you."],
        ] },
      ],
      de: [
        { seeded: '78208d7297d9678790c0124fc366ee52ef5a4b540fbe61402b809e013743633d', edits: [
          ["- **Ausflüge:** per Karte oder PayPal bei der Buchung.",
           "- **Ausflüge:** online per Karte bei der Buchung über Stripe (der volle Preis oder die beim Ausflug angegebene Anzahlung). Wo der Ausflug es erlaubt, können Sie stattdessen am Tag des Ausflugs bezahlen. Ausflüge auf Anfrage bezahlen Sie so, wie wir es bei der Bestätigung des Termins mitteilen."],
          ["- **Ausflüge:** kostenlose Stornierung bis **48 Stunden** vor Beginn. Bei kurzfristigerer Stornierung oder Nichterscheinen erfolgt keine Erstattung.",
           "- **Ausflüge:** Jeder Ausflug nennt seine Stornobedingungen unter „Gut zu wissen“ (meist **kostenlose Stornierung bis 24 Stunden vor Beginn**) und in der Bestätigungs-E-Mail. Innerhalb dieser Frist erstatten wir den gezahlten Betrag auf dieselbe Karte. Bei kurzfristigerer Stornierung, Nichterscheinen oder bei Ausflügen mit dem Hinweis „Nicht erstattungsfähig“ erfolgt keine Erstattung."],
        ] },
        { seeded: 'b04306e077956126f5e033f2ad9d1b756bce3330d30818b92ea476f0ca6b6a67', edits: [
          ["- Bei jedem Ausflug sind Mindestalter und erforderliche Fitness angegeben. Teilen Sie uns relevante gesundheitliche Einschränkungen bei der Buchung mit.",
           "- Bei jedem Ausflug ist die erforderliche Fitness angegeben und, falls es eines gibt, das Mindestalter. Teilen Sie uns relevante gesundheitliche Einschränkungen bei der Buchung mit."],
          ["- **Transfers:** per Karte oder PayPal bei der Buchung oder bar beim Fahrer.",
           "- **Transfers:** online per Karte bei der Buchung über Stripe (der volle Preis oder die im Formular genannte Anzahlung) oder am Tag selbst beim Fahrer, bar oder per Karte. Das Buchungsformular zeigt, wie jeder Transfer bezahlt werden kann."],
          ["- **Transfers:** kostenlose Stornierung bis **24 Stunden** vor der Abholzeit. Bei kurzfristigerer Stornierung erfolgt keine Erstattung, es sei denn, die Fluggesellschaft hat den Flug annulliert.",
           "- **Transfers:** kostenlose Stornierung bis **24 Stunden** vor der Abholzeit auf Ihrer Buchungsseite: Sie gilt sofort, und was Sie online bezahlt haben, wird vollständig erstattet. Später können Sie auf derselben Seite um die Stornierung bitten; unser Team entscheidet (etwa wenn die Fluggesellschaft den Flug annulliert hat) und antwortet Ihnen."],
        ] },
      ],
      ca: [
        { seeded: 'df50666d32fa5559aa7ced6f654a11106f047a6b43a16aecd48e0aa5f1d0867c', edits: [
          ["- **Excursions:** pagament amb targeta o PayPal en reservar.",
           "- **Excursions:** pagament en línia amb targeta en reservar, a través de Stripe (l'import complet o la paga i senyal que indica l'excursió). On l'excursió ho permet, pots pagar el dia de l'excursió. Les excursions sota petició es paguen com t'indicam en confirmar la data."],
          ["- **Excursions:** cancel·lació gratuïta fins a **48 hores** abans de l'inici. Amb menys antelació, o si no et presentes, no hi ha reemborsament.",
           "- **Excursions:** cada excursió indica la seva política de cancel·lació a «Informació útil» (normalment, **cancel·lació gratuïta fins a 24 hores abans de l'inici**) i al correu de confirmació. Dins aquest termini et tornam l'import pagat a la mateixa targeta. Amb menys antelació, si no et presentes o si l'excursió figura com a «No reemborsable», no hi ha reemborsament."],
        ] },
        { seeded: 'd6bd525a21a49c4739bb4961949b3aa36f3f82c53ff57201c1796e04541ab3a2', edits: [
          ["- Cada excursió indica l'edat mínima i el nivell físic necessari. Informa'ns de qualsevol condició mèdica rellevant en reservar.",
           "- Cada excursió indica el nivell físic necessari i, si en té, l'edat mínima. Informa'ns de qualsevol condició mèdica rellevant en reservar."],
          ["- **Trasllats:** amb targeta o PayPal en reservar, o en efectiu al conductor.",
           "- **Trasllats:** amb targeta en línia en reservar, a través de Stripe (l'import complet o la bestreta que indica el formulari), o al conductor el dia del trasllat, en efectiu o amb targeta. El formulari de reserva mostra les formes de pagament disponibles per a cada trasllat."],
          ["- **Trasllats:** cancel·lació gratuïta fins a **24 hores** abans de l'hora de recollida. Amb menys antelació no es reemborsa l'import, tret que l'aerolínia hagi cancel·lat el vol.",
           "- **Trasllats:** cancel·lació gratuïta fins a **24 hores** abans de l'hora de recollida, des de la pàgina de la teva reserva: és efectiva a l'instant i et tornam íntegre el que hagis pagat en línia. Amb menys antelació pots demanar la cancel·lació des de la mateixa pàgina; el nostre equip la valora (per exemple, si l'aerolínia ha cancel·lat el vol) i et respon."],
        ] },
      ],
    },
    current: { es: '5becade4ebdd2bb11d0aa494946799340fc13c0368c5a5beb8dbf341df0559dd', en: 'cbc922f580db54159f06cfd9841fddcb4a2f63bc692f08c5b0119321fad42232', de: '872999dbc981fb9dade3b467c65585eebd1a56baf576ac747f78183ef39bbeef', ca: '2268ff1158b638e7c8cbbb6b0e6eb5fee85b419d13c550f04b25e0a6b87ce155' },
  },
  // The privacy page
  {
    table: 'content_pages',
    key: 'key',
    attribute: 'body',
    where: { key: 'legal-privacy' },
    steps: {
      es: [
        { seeded: 'a4836f5fde46fd0fd9a0694243f00ec81f6d4162661446f5eb07b528290bc7d2', edits: [
          ["- Las **entidades de pago** (banco y PayPal) cuando pagas una reserva.",
           "- Las **entidades de pago** (banco, Stripe y PayPal) cuando pagas una reserva."],
        ] },
        { seeded: '8fdaa2ac645b6d91a41abd30dc749ef087086de8d9aad36bedd20033576ef1c3', edits: [
          ["- Las **entidades de pago** (banco, Stripe y PayPal) cuando pagas una reserva.",
           "- Las **entidades de pago** (nuestro banco y Stripe, con el proveedor del medio de pago que elijas en su página) cuando pagas una reserva."],
        ] },
      ],
      en: [
        { seeded: '0fc0c2a990b522456a458ada14bf67fe890f10c3e6bac336c185d0712a041316', edits: [
          ["- **Payment providers** (our bank and PayPal) when you pay for a booking.",
           "- **Payment providers** (our bank, Stripe and PayPal) when you pay for a booking."],
        ] },
        { seeded: '24e95a50a92fb723a6785036d8fc86ea2da9302e1836fedea9ccf0ef93603ec9', edits: [
          ["- **Payment providers** (our bank, Stripe and PayPal) when you pay for a booking.",
           "- **Payment providers** (our bank and Stripe, with the provider of the payment method you choose on Stripe's page) when you pay for a booking."],
        ] },
      ],
      de: [
        { seeded: 'ccbba9a72912eeba467169ff8f9022851fa8137493ec4c72900a8d7a844462e4', edits: [
          ["- **Zahlungsdienstleister** (unsere Bank und PayPal), wenn Sie eine Buchung bezahlen.",
           "- **Zahlungsdienstleister** (unsere Bank, Stripe und PayPal), wenn Sie eine Buchung bezahlen."],
        ] },
        { seeded: '89c61e9fdcfe65fd76ed5481acc93eca09661a959dc7c238194d32e371a1723a', edits: [
          ["- **Zahlungsdienstleister** (unsere Bank, Stripe und PayPal), wenn Sie eine Buchung bezahlen.",
           "- **Zahlungsdienstleister** (unsere Bank und Stripe, samt dem Anbieter der Zahlungsart, die Sie auf der Stripe-Seite wählen), wenn Sie eine Buchung bezahlen."],
        ] },
      ],
      ca: [
        { seeded: '75a320fe437f027e41274894c1320eafbd604d1b2d687ed59d4837e11812b7c3', edits: [
          ["- Les **entitats de pagament** (banc i PayPal) quan pagues una reserva.",
           "- Les **entitats de pagament** (banc, Stripe i PayPal) quan pagues una reserva."],
        ] },
        { seeded: '9176b01fa6a533183bafd265ddb7ace98d3af49990b35a5820f73b8b00d60358', edits: [
          ["- Les **entitats de pagament** (banc, Stripe i PayPal) quan pagues una reserva.",
           "- Les **entitats de pagament** (el nostre banc i Stripe, amb el proveïdor del mitjà de pagament que triïs a la seva pàgina) quan pagues una reserva."],
        ] },
      ],
    },
    current: { es: '24cc6bcfcf877e88576d55d8371d2190599c3c8a244ecffbb761f0be19742c08', en: '14edd707ca4bbf50c59ce649607c74f54f11ea696d637ae5ae75f828e32d0b88', de: 'f00e26927dc5ab63abe2e7af0911de5b10b02df286cd89e7007405033b5d9675', ca: '2e24cd1845ac214049ba537cc98ba240bd5c316adf6beb081c91528a57b3d1c9' },
  },
]

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Today's text, or null when this text is not one the seed wrote (or is today's already). */
export function upgraded(text: unknown, steps: Step[], current: string): string | null {
  if (typeof text !== 'string') return null
  let next = text
  for (const step of steps) {
    if (sha256(next) !== step.seeded) continue
    // A function as the replacement: the texts are taken literally ("$" has no special meaning).
    for (const [from, to] of step.edits) next = next.replace(from, () => to)
  }
  return next !== text && sha256(next) === current ? next : null
}

type Row = Record<string, unknown> & {
  translations?: Record<string, Record<string, unknown> | undefined> | null
  translationsUpdatedAt?: Record<string, Record<string, string>> | null
}

async function correct(knex: Knex, { table, key, attribute, where, steps, current }: Correction, now: string): Promise<void> {
  const rows = (await knex(table).where(where ?? {}).select('*')) as Row[]
  for (const row of rows) {
    const translations = row.translations ?? {}
    const texts = { ...(translations[attribute] ?? {}) }
    const changed: Language[] = []
    for (const lng of LANGUAGES) {
      const next = upgraded(texts[lng], steps[lng], current[lng])
      if (next === null) continue
      texts[lng] = next
      changed.push(lng)
    }
    const patch: Record<string, unknown> = {}
    const plain = upgraded(row[attribute], steps.es, current.es)
    if (plain !== null) patch[attribute] = plain
    if (changed.length) patch.translations = JSON.stringify({ ...translations, [attribute]: texts })
    if (!Object.keys(patch).length) continue
    // The rewritten languages are stamped as written now, together (src/content-kit/translation-stamps.ts):
    // a language staff edited keeps its older stamp, so the translation report asks for a look at it.
    const stamps = row.translationsUpdatedAt ?? {}
    patch.translationsUpdatedAt = JSON.stringify({ ...stamps, [attribute]: { ...stamps[attribute], ...Object.fromEntries(changed.map((lng) => [lng, now])) } })
    patch.updatedAt = new Date(now)
    await knex(table).where(key, row[key] as string | number).update(patch)
  }
}

export async function up(knex: Knex): Promise<void> {
  const now = new Date().toISOString()
  for (const correction of CORRECTIONS) await correct(knex, correction, now)
}

/** The old promises are not put back: they were never true. */
export async function down(): Promise<void> {}

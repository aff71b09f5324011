import type { SeedContentPage } from '../../types'

// ───────────────────────────── Privacy policy ─────────────────────────────
export const legalPrivacyPage: SeedContentPage = {
  key: 'legal-privacy',
  title: {
    es: 'Política de privacidad y cookies',
    en: 'Privacy and cookie policy',
    de: 'Datenschutzerklärung und Cookie-Richtlinie',
    ca: 'Política de privacitat i de galetes',
  },
  body: {
    es: `Esta política explica cómo tratamos tus datos personales de acuerdo con el **Reglamento (UE) 2016/679** (RGPD) y la **Ley Orgánica 3/2018**, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).

## Responsable del tratamiento

- **Titular:** Menorca Tours i Transfers, S.L.
- **CIF:** B07482913
- **Dirección:** Moll de Llevant, 124, 07701 Maó (Illes Balears), España
- **Correo electrónico:** hola@menorcatours.example
- **Teléfono:** +34 971 36 24 18

## Finalidades y bases legales

- **Gestionar reservas de excursiones** (nombre, correo, teléfono, participantes y edades): ejecución de un contrato (art. 6.1.b RGPD).
- **Gestionar solicitudes de traslado** (los mismos datos, más el número de vuelo y la dirección del alojamiento): ejecución de un contrato o medidas precontractuales (art. 6.1.b).
- **Responder a consultas por formulario, correo o WhatsApp** (los datos que nos facilites): medidas precontractuales e interés legítimo en atenderte (art. 6.1.b y 6.1.f).
- **Enviar nuestro boletín** (correo electrónico): consentimiento (art. 6.1.a), confirmado mediante doble opt-in.
- **Facturación y obligaciones contables** (datos de facturación): obligación legal (art. 6.1.c).

Puedes retirar tu consentimiento al boletín en cualquier momento mediante el enlace incluido en cada envío, sin que ello afecte a la licitud del tratamiento anterior.

## Conservación

- Datos de reservas y facturas: durante la relación comercial y después durante los plazos legales (hasta seis años según el Código de Comercio y los plazos de la normativa tributaria).
- Consultas: hasta resolverlas y, como máximo, un año.
- Boletín: hasta que te des de baja.

## Destinatarios

No vendemos ni cedemos tus datos a terceros, salvo obligación legal. Pueden acceder a ellos, como encargados del tratamiento y con contrato conforme al artículo 28 RGPD:

- Nuestro **proveedor de correo electrónico** y de alojamiento web.
- Las **entidades de pago** (nuestro banco y Stripe, con el proveedor del medio de pago que elijas en su página) cuando pagas una reserva.
- **WhatsApp (Meta Platforms Ireland Ltd.)**, solo si decides escribirnos por ese canal. Meta puede transferir datos a Estados Unidos al amparo del Marco de Privacidad de Datos UE-EE. UU. y de cláusulas contractuales tipo.

Los guías y conductores reciben únicamente los datos necesarios para prestar el servicio.

## Tus derechos

Puedes ejercer los derechos de **acceso, rectificación, supresión, oposición, portabilidad y limitación del tratamiento** escribiendo a hola@menorcatours.example e indicando el derecho que ejerces. Te responderemos en el plazo de un mes. Si consideras que no hemos atendido tu solicitud correctamente, puedes presentar una reclamación ante la **Agencia Española de Protección de Datos** (www.aepd.es).

## Cookies

Conforme al **artículo 22.2 de la Ley 34/2002 (LSSI-CE)**:

- Utilizamos **cookies técnicas imprescindibles** (sesión, idioma, seguridad y registro de tus preferencias de cookies) que no requieren consentimiento.
- Las **cookies analíticas o de marketing** solo se instalan si las aceptas en el aviso de cookies. Rechazarlas es tan sencillo como aceptarlas.
- Puedes **cambiar o retirar tu consentimiento en cualquier momento** desde el enlace de configuración de cookies situado al pie de la página, o borrarlas desde tu navegador.

## Menores

Nuestros servicios los contrata siempre una persona adulta. Los datos de menores que participan en una excursión (por ejemplo, su edad) los facilita su padre, madre o tutor.

## Cambios

Podemos actualizar esta política para adaptarla a cambios legales o de nuestros servicios. Publicaremos siempre la versión vigente en esta página.`,
    en: `This policy explains how we process your personal data in accordance with **Regulation (EU) 2016/679** (GDPR) and Spanish **Organic Law 3/2018** on the Protection of Personal Data and Guarantee of Digital Rights (LOPDGDD).

## Data controller

- **Company:** Menorca Tours i Transfers, S.L.
- **Tax ID (CIF):** B07482913
- **Address:** Moll de Llevant, 124, 07701 Maó (Balearic Islands), Spain
- **E-mail:** hola@menorcatours.example
- **Phone:** +34 971 36 24 18

## Purposes and legal bases

- **Managing trip bookings** (name, e-mail, phone, participants and ages): performance of a contract (Art. 6(1)(b) GDPR).
- **Managing transfer requests** (the same data plus flight number and accommodation address): performance of a contract or pre-contractual steps (Art. 6(1)(b)).
- **Answering enquiries by form, e-mail or WhatsApp** (the data you give us): pre-contractual steps and our legitimate interest in replying (Art. 6(1)(b) and (f)).
- **Sending our newsletter** (e-mail address): consent (Art. 6(1)(a)), confirmed by double opt-in.
- **Invoicing and accounting obligations** (billing data): legal obligation (Art. 6(1)(c)).

You can withdraw your consent to the newsletter at any time using the link in every e-mail, without affecting the lawfulness of earlier processing.

## Retention

- Booking data and invoices: for the duration of the business relationship and then for the legally required periods (up to six years under the Spanish Commercial Code and the periods set by tax law).
- Enquiries: until resolved and for a maximum of one year.
- Newsletter: until you unsubscribe.

## Recipients

We do not sell or disclose your data to third parties unless required by law. The following may access it as data processors, under a contract complying with Article 28 GDPR:

- Our **e-mail provider** and web host.
- **Payment providers** (our bank and Stripe, with the provider of the payment method you choose on Stripe's page) when you pay for a booking.
- **WhatsApp (Meta Platforms Ireland Ltd.)**, only if you choose to contact us through that channel. Meta may transfer data to the United States under the EU-US Data Privacy Framework and standard contractual clauses.

Guides and drivers receive only the data they need to provide the service.

## Your rights

You can exercise your rights of **access, rectification, erasure, objection, portability and restriction of processing** by writing to hola@menorcatours.example and stating which right you are exercising. We will reply within one month. If you believe we have not handled your request properly, you can lodge a complaint with the Spanish Data Protection Agency, the **Agencia Española de Protección de Datos** (www.aepd.es).

## Cookies

In accordance with **Article 22(2) of Spanish Law 34/2002 (LSSI-CE)**:

- We use **strictly necessary technical cookies** (session, language, security and recording your cookie choices), which do not require consent.
- **Analytics or marketing cookies** are only set if you accept them in the cookie notice. Rejecting them is as easy as accepting them.
- You can **change or withdraw your consent at any time** via the cookie settings link at the bottom of the page, or delete cookies in your browser.

## Minors

Our services are always booked by an adult. Any data about minors taking part in a trip (for example, their age) is provided by their parent or guardian.

## Changes

We may update this policy to reflect legal changes or changes to our services. The current version will always be published on this page.`,
    de: `Diese Erklärung beschreibt, wie wir Ihre personenbezogenen Daten gemäß der **Verordnung (EU) 2016/679** (DSGVO) und dem spanischen **Organgesetz 3/2018** über den Schutz personenbezogener Daten und die Gewährleistung digitaler Rechte (LOPDGDD) verarbeiten.

## Verantwortlicher

- **Unternehmen:** Menorca Tours i Transfers, S.L.
- **Steuernummer (CIF):** B07482913
- **Anschrift:** Moll de Llevant, 124, 07701 Maó (Balearen), Spanien
- **E-Mail:** hola@menorcatours.example
- **Telefon:** +34 971 36 24 18

## Zwecke und Rechtsgrundlagen

- **Abwicklung von Ausflugsbuchungen** (Name, E-Mail, Telefon, Teilnehmer und Alter): Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).
- **Bearbeitung von Transferanfragen** (dieselben Daten sowie Flugnummer und Adresse der Unterkunft): Vertragserfüllung oder vorvertragliche Maßnahmen (Art. 6 Abs. 1 lit. b).
- **Beantwortung von Anfragen per Formular, E-Mail oder WhatsApp** (die von Ihnen mitgeteilten Daten): vorvertragliche Maßnahmen und berechtigtes Interesse an der Antwort (Art. 6 Abs. 1 lit. b und f).
- **Versand unseres Newsletters** (E-Mail-Adresse): Einwilligung (Art. 6 Abs. 1 lit. a), bestätigt per Double-Opt-in.
- **Rechnungsstellung und Buchhaltungspflichten** (Rechnungsdaten): rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c).

Ihre Einwilligung in den Newsletter können Sie jederzeit über den Link in jeder E-Mail widerrufen; die Rechtmäßigkeit der bisherigen Verarbeitung bleibt davon unberührt.

## Speicherdauer

- Buchungsdaten und Rechnungen: für die Dauer der Geschäftsbeziehung und danach für die gesetzlichen Fristen (bis zu sechs Jahre nach spanischem Handelsgesetzbuch sowie steuerrechtliche Fristen).
- Anfragen: bis zur Erledigung, höchstens ein Jahr.
- Newsletter: bis zur Abmeldung.

## Empfänger

Wir verkaufen Ihre Daten nicht und geben sie nur weiter, wenn wir gesetzlich dazu verpflichtet sind. Als Auftragsverarbeiter mit Vertrag nach Art. 28 DSGVO können darauf zugreifen:

- Unser **E-Mail-Anbieter** und Webhoster.
- **Zahlungsdienstleister** (unsere Bank und Stripe, samt dem Anbieter der Zahlungsart, die Sie auf der Stripe-Seite wählen), wenn Sie eine Buchung bezahlen.
- **WhatsApp (Meta Platforms Ireland Ltd.)**, nur wenn Sie uns über diesen Kanal schreiben. Meta kann Daten auf Grundlage des EU-US-Datenschutzrahmens und von Standardvertragsklauseln in die USA übermitteln.

Guides und Fahrer erhalten nur die für die Leistung nötigen Daten.

## Ihre Rechte

Sie können Ihre Rechte auf **Auskunft, Berichtigung, Löschung, Widerspruch, Datenübertragbarkeit und Einschränkung der Verarbeitung** ausüben, indem Sie an hola@menorcatours.example schreiben und das betreffende Recht angeben. Wir antworten innerhalb eines Monats. Wenn Sie der Meinung sind, dass wir Ihr Anliegen nicht korrekt bearbeitet haben, können Sie Beschwerde bei der spanischen Datenschutzbehörde **Agencia Española de Protección de Datos** (www.aepd.es) einlegen.

## Cookies

Gemäß **Art. 22 Abs. 2 des spanischen Gesetzes 34/2002 (LSSI-CE)**:

- Wir verwenden **technisch notwendige Cookies** (Sitzung, Sprache, Sicherheit und Speicherung Ihrer Cookie-Auswahl), die keine Einwilligung erfordern.
- **Analyse- oder Marketing-Cookies** werden nur gesetzt, wenn Sie im Cookie-Hinweis zustimmen. Ablehnen ist genauso einfach wie Zustimmen.
- Sie können Ihre Einwilligung **jederzeit ändern oder widerrufen**, über den Link zu den Cookie-Einstellungen am Seitenende, oder Cookies in Ihrem Browser löschen.

## Minderjährige

Unsere Leistungen werden immer von einer volljährigen Person gebucht. Daten von minderjährigen Teilnehmern (zum Beispiel ihr Alter) stellen Eltern oder Erziehungsberechtigte bereit.

## Änderungen

Wir können diese Erklärung an gesetzliche Änderungen oder an Änderungen unserer Leistungen anpassen. Die aktuelle Fassung ist immer auf dieser Seite veröffentlicht.`,
    ca: `Aquesta política explica com tractam les teves dades personals d'acord amb el **Reglament (UE) 2016/679** (RGPD) i la **Llei orgànica 3/2018**, de protecció de dades personals i garantia dels drets digitals (LOPDGDD).

## Responsable del tractament

- **Titular:** Menorca Tours i Transfers, S.L.
- **CIF:** B07482913
- **Adreça:** Moll de Llevant, 124, 07701 Maó (Illes Balears), Espanya
- **Correu electrònic:** hola@menorcatours.example
- **Telèfon:** +34 971 36 24 18

## Finalitats i bases legals

- **Gestionar reserves d'excursions** (nom, correu, telèfon, participants i edats): execució d'un contracte (art. 6.1.b RGPD).
- **Gestionar sol·licituds de trasllat** (les mateixes dades i, a més, el número de vol i l'adreça de l'allotjament): execució d'un contracte o mesures precontractuals (art. 6.1.b).
- **Respondre consultes per formulari, correu o WhatsApp** (les dades que ens facilitis): mesures precontractuals i interès legítim a atendre't (art. 6.1.b i 6.1.f).
- **Enviar el nostre butlletí** (correu electrònic): consentiment (art. 6.1.a), confirmat mitjançant doble opt-in.
- **Facturació i obligacions comptables** (dades de facturació): obligació legal (art. 6.1.c).

Pots retirar el consentiment al butlletí en qualsevol moment amb l'enllaç inclòs a cada enviament, sense que això afecti la licitud del tractament anterior.

## Conservació

- Dades de reserves i factures: durant la relació comercial i després durant els terminis legals (fins a sis anys segons el Codi de comerç i els terminis de la normativa tributària).
- Consultes: fins a resoldre-les i, com a màxim, un any.
- Butlletí: fins que et donis de baixa.

## Destinataris

No venem ni cedim les teves dades a tercers, tret d'obligació legal. Hi poden accedir, com a encarregats del tractament i amb contracte d'acord amb l'article 28 RGPD:

- El nostre **proveïdor de correu electrònic** i d'allotjament web.
- Les **entitats de pagament** (el nostre banc i Stripe, amb el proveïdor del mitjà de pagament que triïs a la seva pàgina) quan pagues una reserva.
- **WhatsApp (Meta Platforms Ireland Ltd.)**, només si decideixes escriure'ns per aquest canal. Meta pot transferir dades als Estats Units a l'empara del Marc de privacitat de dades UE-EUA i de clàusules contractuals tipus.

Els guies i conductors reben únicament les dades necessàries per prestar el servei.

## Els teus drets

Pots exercir els drets d'**accés, rectificació, supressió, oposició, portabilitat i limitació del tractament** escrivint a hola@menorcatours.example i indicant el dret que exerceixes. Et respondrem en el termini d'un mes. Si consideres que no hem atès correctament la teva sol·licitud, pots presentar una reclamació davant l'**Agència Espanyola de Protecció de Dades** (www.aepd.es).

## Galetes

D'acord amb l'**article 22.2 de la Llei 34/2002 (LSSI-CE)**:

- Utilitzam **galetes tècniques imprescindibles** (sessió, idioma, seguretat i registre de les teves preferències de galetes) que no requereixen consentiment.
- Les **galetes analítiques o de màrqueting** només s'instal·len si les acceptes a l'avís de galetes. Rebutjar-les és tan senzill com acceptar-les.
- Pots **canviar o retirar el consentiment en qualsevol moment** des de l'enllaç de configuració de galetes situat al peu de la pàgina, o esborrar-les des del navegador.

## Menors

Els nostres serveis els contracta sempre una persona adulta. Les dades dels menors que participen en una excursió (per exemple, la seva edat) les facilita el pare, la mare o el tutor.

## Canvis

Podem actualitzar aquesta política per adaptar-la a canvis legals o dels nostres serveis. Publicarem sempre la versió vigent en aquesta pàgina.`,
  },
}

import type { SeedSeoRecord } from '../../types'

export const siteSeoRecords: SeedSeoRecord[] = [
  {
    pageKey: 'home',
    title: {
      es: 'Excursiones y traslados | Menorca Tours & Transfers',
      en: 'Trips & Airport Transfers | Menorca Tours & Transfers',
      de: 'Ausflüge & Transfers | Menorca Tours & Transfers',
      ca: 'Excursions i trasllats | Menorca Tours & Transfers',
    },
    description: {
      es: 'Excursiones en barco y kayak, rutas por el Camí de Cavalls, cultura talayótica y traslados privados desde el aeropuerto de Menorca desde 20 €.',
      en: 'Boat and kayak trips, Camí de Cavalls hikes, Talayotic culture and private transfers from Menorca Airport from €20. Local guides based in Maó.',
      de: 'Boots- und Kajaktouren, Wanderungen auf dem Camí de Cavalls, talayotische Kultur und private Transfers ab Flughafen Menorca ab 20 €.',
      ca: "Excursions en vaixell i caiac, rutes pel Camí de Cavalls, cultura talaiòtica i trasllats privats des de l'aeroport de Menorca des de 20 €.",
    },
    keywords: {
      es: ['excursiones Menorca', 'traslados aeropuerto Menorca', 'Camí de Cavalls', 'barco Menorca', 'kayak Menorca', 'qué hacer en Menorca'],
      en: ['Menorca tours', 'Menorca airport transfers', 'Camí de Cavalls', 'Menorca boat trips', 'Menorca kayak', 'things to do in Menorca'],
      de: ['Menorca Ausflüge', 'Flughafentransfer Menorca', 'Camí de Cavalls', 'Bootsausflug Menorca', 'Kajak Menorca', 'Menorca Aktivitäten'],
      ca: ['excursions Menorca', 'trasllats aeroport Menorca', 'Camí de Cavalls', 'vaixell Menorca', 'caiac Menorca', 'què fer a Menorca'],
    },
  },
  {
    pageKey: 'destinations',
    title: {
      es: 'Destinos en Menorca: calas, pueblos y naturaleza',
      en: 'Menorca Destinations: Coves, Towns and Nature',
      de: 'Reiseziele auf Menorca: Buchten, Orte und Natur',
      ca: 'Destinacions a Menorca: cales, pobles i natura',
    },
    description: {
      es: "Descubre Ciutadella, Maó, Fornells, Cala Macarella, Monte Toro o s'Albufera des Grau: los mejores destinos de Menorca y las excursiones para visitarlos.",
      en: "Discover Ciutadella, Maó, Fornells, Cala Macarella, Monte Toro and s'Albufera des Grau: the best places in Menorca and the trips to visit them.",
      de: "Entdecken Sie Ciutadella, Maó, Fornells, Cala Macarella, Monte Toro und s'Albufera des Grau: die schönsten Orte Menorcas und passende Ausflüge.",
      ca: "Descobreix Ciutadella, Maó, Fornells, Cala Macarella, el Toro o s'Albufera des Grau: els millors llocs de Menorca i les excursions per visitar-los.",
    },
    keywords: {
      es: ['destinos Menorca', 'calas de Menorca', 'Ciutadella', 'Maó', 'Fornells', 'Cala Macarella'],
      en: ['Menorca destinations', 'Menorca coves', 'Ciutadella', 'Mahón', 'Fornells', 'Cala Macarella'],
      de: ['Menorca Reiseziele', 'Buchten Menorca', 'Ciutadella', 'Mahón', 'Fornells', 'Cala Macarella'],
      ca: ['destinacions Menorca', 'cales de Menorca', 'Ciutadella', 'Maó', 'Fornells', 'Cala Macarella'],
    },
  },
  {
    pageKey: 'trips',
    title: {
      es: 'Excursiones en Menorca: barco, kayak y senderismo',
      en: 'Menorca Trips: Boat, Kayak, Hiking and Culture',
      de: 'Ausflüge auf Menorca: Boot, Kajak und Wandern',
      ca: 'Excursions a Menorca: vaixell, caiac i senderisme',
    },
    description: {
      es: 'Reserva excursiones en barco a las calas del sur, kayak, rutas a caballo, senderismo, cultura talayótica y catas de queso y gin en Menorca.',
      en: 'Book boat trips to the southern coves, sea kayaking, horse rides, hikes, Talayotic culture tours and cheese and gin tastings in Menorca.',
      de: 'Buchen Sie Bootsausflüge zu den Südbuchten, Kajaktouren, Ausritte, Wanderungen, talayotische Kultur sowie Käse- und Gin-Verkostungen auf Menorca.',
      ca: 'Reserva excursions en vaixell a les cales del sud, caiac, rutes a cavall, senderisme, cultura talaiòtica i tasts de formatge i ginebra a Menorca.',
    },
    keywords: {
      es: ['excursiones Menorca', 'excursión en barco Menorca', 'kayak Menorca', 'senderismo Menorca', 'rutas a caballo Menorca', 'Menorca talayótica'],
      en: ['Menorca excursions', 'Menorca boat trip', 'sea kayaking Menorca', 'Menorca hiking', 'horse riding Menorca', 'Talayotic Menorca'],
      de: ['Ausflüge Menorca', 'Bootstour Menorca', 'Kajak Menorca', 'Wandern Menorca', 'Reiten Menorca', 'talayotisches Menorca'],
      ca: ['excursions Menorca', 'excursió en vaixell Menorca', 'caiac Menorca', 'senderisme Menorca', 'rutes a cavall Menorca', 'Menorca talaiòtica'],
    },
  },
  {
    pageKey: 'cami-de-cavalls',
    title: {
      es: 'Camí de Cavalls (GR 223): rutas guiadas y etapas',
      en: 'Camí de Cavalls (GR 223): Guided Hikes & Stages',
      de: 'Camí de Cavalls (GR 223): Etappen & geführte Touren',
      ca: 'Camí de Cavalls (GR 223): rutes guiades i etapes',
    },
    description: {
      es: 'El Camí de Cavalls rodea Menorca en 185 km y 20 etapas. Rutas guiadas de un día y trekkings de varios días con transporte de equipaje.',
      en: 'The Camí de Cavalls circles Menorca in 185 km and 20 stages. Guided day hikes and multi-day treks with luggage transfer and local guides.',
      de: 'Der Camí de Cavalls umrundet Menorca auf 185 km in 20 Etappen. Geführte Tageswanderungen und mehrtägige Trekkings mit Gepäcktransport.',
      ca: "El Camí de Cavalls envolta Menorca en 185 km i 20 etapes. Rutes guiades d'un dia i trekkings de diversos dies amb transport d'equipatge.",
    },
    keywords: {
      es: ['Camí de Cavalls', 'GR 223', 'etapas Camí de Cavalls', 'senderismo Menorca', 'trekking Menorca'],
      en: ['Camí de Cavalls', 'GR 223', 'Camí de Cavalls stages', 'Menorca hiking', 'Menorca trekking'],
      de: ['Camí de Cavalls', 'GR 223', 'Camí de Cavalls Etappen', 'Wandern Menorca', 'Trekking Menorca'],
      ca: ['Camí de Cavalls', 'GR 223', 'etapes Camí de Cavalls', 'senderisme Menorca', 'trekking Menorca'],
    },
  },
  {
    pageKey: 'blog',
    title: {
      es: 'Blog de viajes de Menorca: guías y consejos',
      en: 'Menorca Travel Blog: Guides and Tips',
      de: 'Menorca-Reiseblog: Tipps und Reiseführer',
      ca: 'Blog de viatges de Menorca: guies i consells',
    },
    description: {
      es: 'Guías locales sobre Menorca: las mejores calas, el Camí de Cavalls, la Menorca talayótica, queso y gin de Mahón, fiestas y consejos de viaje.',
      en: 'Local guides to Menorca: the best coves, the Camí de Cavalls, Talayotic Menorca, Mahón cheese and gin, festivals and practical travel tips.',
      de: 'Lokale Tipps zu Menorca: die schönsten Buchten, der Camí de Cavalls, das talayotische Menorca, Käse und Gin aus Mahón, Feste und Reisetipps.',
      ca: 'Guies locals sobre Menorca: les millors cales, el Camí de Cavalls, la Menorca talaiòtica, formatge i ginebra de Maó, festes i consells de viatge.',
    },
    keywords: {
      es: ['blog Menorca', 'guía de Menorca', 'consejos viaje Menorca', 'mejores calas Menorca', 'qué ver en Menorca'],
      en: ['Menorca blog', 'Menorca travel guide', 'Menorca travel tips', 'best beaches Menorca', 'what to see in Menorca'],
      de: ['Menorca Blog', 'Menorca Reiseführer', 'Menorca Reisetipps', 'schönste Buchten Menorca', 'Menorca Sehenswürdigkeiten'],
      ca: ['blog Menorca', 'guia de Menorca', 'consells viatge Menorca', 'millors cales Menorca', 'què veure a Menorca'],
    },
  },
  {
    pageKey: 'services',
    title: {
      es: 'Servicios: excursiones, traslados y viajes a medida',
      en: 'Services: Guided Trips, Transfers and Tailor-made',
      de: 'Leistungen: Ausflüge, Transfers und Reisen nach Maß',
      ca: 'Serveis: excursions, trasllats i viatges a mida',
    },
    description: {
      es: 'Excursiones guiadas, barco y kayak, senderismo, traslados privados desde el aeropuerto, grupos, VIP y excursiones a medida en toda Menorca.',
      en: 'Guided trips, boat and kayak tours, hiking, private airport transfers, group and VIP services and tailor-made excursions all over Menorca.',
      de: 'Geführte Ausflüge, Boots- und Kajaktouren, Wandern, private Flughafentransfers, Gruppen- und VIP-Service sowie individuelle Touren auf Menorca.',
      ca: "Excursions guiades, vaixell i caiac, senderisme, trasllats privats des de l'aeroport, grups, VIP i excursions a mida a tota Menorca.",
    },
    keywords: {
      es: ['servicios turísticos Menorca', 'excursiones guiadas Menorca', 'traslados privados Menorca', 'excursiones a medida', 'grupos Menorca'],
      en: ['Menorca tour services', 'guided tours Menorca', 'private transfers Menorca', 'tailor-made tours Menorca', 'group travel Menorca'],
      de: ['Menorca Reiseservice', 'geführte Touren Menorca', 'Privattransfer Menorca', 'individuelle Touren Menorca', 'Gruppenreisen Menorca'],
      ca: ['serveis turístics Menorca', 'excursions guiades Menorca', 'trasllats privats Menorca', 'excursions a mida', 'grups Menorca'],
    },
  },
  {
    pageKey: 'about',
    title: {
      es: 'Quiénes somos | Menorca Tours & Transfers',
      en: 'About Us | Menorca Tours & Transfers',
      de: 'Über uns | Menorca Tours & Transfers',
      ca: 'Qui som | Menorca Tours & Transfers',
    },
    description: {
      es: 'Somos una pequeña empresa familiar con base en Maó desde 2012. Guías y conductores menorquines que te enseñan la isla como la vivimos nosotros.',
      en: 'We are a small family-run company based in Maó since 2012. Menorcan guides and drivers who show you the island the way we live it ourselves.',
      de: 'Wir sind ein kleines Familienunternehmen mit Sitz in Maó seit 2012. Einheimische Guides und Fahrer zeigen Ihnen die Insel so, wie wir sie erleben.',
      ca: "Som una petita empresa familiar amb base a Maó des del 2012. Guies i conductors menorquins que t'ensenyen l'illa com la vivim nosaltres.",
    },
    keywords: {
      es: ['empresa familiar Menorca', 'guías locales Menorca', 'agencia Maó', 'quiénes somos'],
      en: ['family business Menorca', 'local guides Menorca', 'tour operator Maó', 'about us'],
      de: ['Familienunternehmen Menorca', 'einheimische Guides Menorca', 'Reiseveranstalter Maó', 'über uns'],
      ca: ['empresa familiar Menorca', 'guies locals Menorca', 'agència Maó', 'qui som'],
    },
  },
  {
    pageKey: 'contact',
    title: {
      es: 'Contacto | Menorca Tours & Transfers',
      en: 'Contact | Menorca Tours & Transfers',
      de: 'Kontakt | Menorca Tours & Transfers',
      ca: 'Contacte | Menorca Tours & Transfers',
    },
    description: {
      es: 'Escríbenos por WhatsApp, correo electrónico o teléfono, o visítanos en el Moll de Llevant de Maó. Te respondemos en menos de 24 horas.',
      en: 'Contact us by WhatsApp, e-mail or phone, or visit us on the Moll de Llevant in Maó harbour. We reply to every message within 24 hours.',
      de: 'Schreiben Sie uns per WhatsApp oder E-Mail, rufen Sie an oder besuchen Sie uns am Moll de Llevant in Maó. Wir antworten innerhalb von 24 Stunden.',
      ca: "Escriu-nos per WhatsApp, correu electrònic o telèfon, o visita'ns al Moll de Llevant de Maó. Et responem en menys de 24 hores.",
    },
    keywords: {
      es: ['contacto', 'Menorca Tours & Transfers', 'WhatsApp', 'oficina Maó'],
      en: ['contact', 'Menorca Tours & Transfers', 'WhatsApp', 'Maó office'],
      de: ['Kontakt', 'Menorca Tours & Transfers', 'WhatsApp', 'Büro Maó'],
      ca: ['contacte', 'Menorca Tours & Transfers', 'WhatsApp', 'oficina Maó'],
    },
  },
  {
    pageKey: 'testimonials',
    title: {
      es: 'Opiniones de clientes | Menorca Tours & Transfers',
      en: 'Customer Reviews | Menorca Tours & Transfers',
      de: 'Kundenbewertungen | Menorca Tours & Transfers',
      ca: 'Opinions de clients | Menorca Tours & Transfers',
    },
    description: {
      es: 'Lee lo que opinan viajeros de España, Reino Unido, Alemania, Francia, Italia y Países Bajos sobre nuestras excursiones y traslados en Menorca.',
      en: 'Read what travellers from Spain, the UK, Germany, France, Italy and the Netherlands say about our trips and airport transfers in Menorca.',
      de: 'Lesen Sie, was Reisende aus Spanien, Großbritannien, Deutschland, Frankreich, Italien und den Niederlanden über unsere Ausflüge und Transfers sagen.',
      ca: "Llegeix què opinen viatgers d'Espanya, el Regne Unit, Alemanya, França, Itàlia i els Països Baixos sobre les nostres excursions i trasllats.",
    },
    keywords: {
      es: ['opiniones', 'reseñas excursiones Menorca', 'opiniones traslados Menorca', 'valoraciones clientes'],
      en: ['reviews', 'Menorca tour reviews', 'Menorca transfer reviews', 'customer testimonials'],
      de: ['Bewertungen', 'Erfahrungen Ausflüge Menorca', 'Bewertungen Transfer Menorca', 'Kundenstimmen'],
      ca: ['opinions', 'ressenyes excursions Menorca', 'opinions trasllats Menorca', 'valoracions clients'],
    },
  },
  {
    pageKey: 'legal-privacy',
    title: {
      es: 'Política de privacidad y cookies',
      en: 'Privacy and Cookie Policy',
      de: 'Datenschutzerklärung und Cookies',
      ca: 'Política de privacitat i galetes',
    },
    description: {
      es: 'Cómo tratamos tus datos personales según el RGPD y la LOPDGDD: finalidades, bases legales, plazos de conservación, tus derechos y el uso de cookies.',
      en: 'How we process your personal data under the GDPR and Spanish data protection law: purposes, legal bases, retention, your rights and our use of cookies.',
      de: 'Wie wir Ihre personenbezogenen Daten nach DSGVO und spanischem Recht verarbeiten: Zwecke, Rechtsgrundlagen, Speicherdauer, Ihre Rechte und Cookies.',
      ca: "Com tractam les teves dades personals segons el RGPD i la LOPDGDD: finalitats, bases legals, terminis de conservació, els teus drets i l'ús de galetes.",
    },
    keywords: {
      es: ['política de privacidad', 'RGPD', 'LOPDGDD', 'cookies', 'protección de datos'],
      en: ['privacy policy', 'GDPR', 'cookies', 'data protection', 'personal data'],
      de: ['Datenschutzerklärung', 'DSGVO', 'Cookies', 'Datenschutz', 'personenbezogene Daten'],
      ca: ['política de privacitat', 'RGPD', 'LOPDGDD', 'galetes', 'protecció de dades'],
    },
  },
  {
    pageKey: 'legal-terms',
    title: {
      es: 'Condiciones generales de reserva',
      en: 'Booking Terms and Conditions',
      de: 'Allgemeine Buchungsbedingungen',
      ca: 'Condicions generals de reserva',
    },
    description: {
      es: 'Condiciones de reserva de excursiones y traslados: precios con IVA, formas de pago, cancelación gratuita, mal tiempo, responsabilidad y reclamaciones.',
      en: 'Booking terms for trips and transfers: prices including VAT, payment, free cancellation, bad weather, liability, complaints and applicable law.',
      de: 'Buchungsbedingungen für Ausflüge und Transfers: Preise inkl. MwSt., Zahlung, kostenlose Stornierung, schlechtes Wetter, Haftung und Beschwerden.',
      ca: "Condicions de reserva d'excursions i trasllats: preus amb IVA, formes de pagament, cancel·lació gratuïta, mal temps, responsabilitat i reclamacions.",
    },
    keywords: {
      es: ['condiciones generales', 'condiciones de reserva', 'política de cancelación', 'hojas de reclamaciones'],
      en: ['terms and conditions', 'booking terms', 'cancellation policy', 'complaints'],
      de: ['AGB', 'Buchungsbedingungen', 'Stornobedingungen', 'Beschwerden'],
      ca: ['condicions generals', 'condicions de reserva', 'política de cancel·lació', 'fulls de reclamació'],
    },
  },
  {
    pageKey: 'legal-faq',
    title: {
      es: 'Preguntas frecuentes | Menorca Tours & Transfers',
      en: 'FAQ | Menorca Tours & Transfers',
      de: 'Häufige Fragen | Menorca Tours & Transfers',
      ca: 'Preguntes freqüents | Menorca Tours & Transfers',
    },
    description: {
      es: 'Respuestas sobre reservas, mal tiempo, qué llevar, idiomas, niños y traslados: punto de encuentro, retrasos de vuelo, sillas infantiles y pagos.',
      en: 'Answers about bookings, bad weather, what to bring, languages and children, plus transfers: meeting point, flight delays, child seats and payment.',
      de: 'Antworten zu Buchung, Wetter, Ausrüstung, Sprachen und Kindern sowie zu Transfers: Treffpunkt, Flugverspätungen, Kindersitze und Bezahlung.',
      ca: 'Respostes sobre reserves, mal temps, què dur, idiomes, infants i trasllats: punt de trobada, retards de vol, cadiretes infantils i pagaments.',
    },
    keywords: {
      es: ['preguntas frecuentes', 'FAQ', 'reservas excursiones', 'traslado aeropuerto Menorca', 'cancelación'],
      en: ['FAQ', 'frequently asked questions', 'trip bookings', 'Menorca airport transfer', 'cancellation'],
      de: ['FAQ', 'häufige Fragen', 'Ausflüge buchen', 'Flughafentransfer Menorca', 'Stornierung'],
      ca: ['preguntes freqüents', 'FAQ', 'reserves excursions', 'trasllat aeroport Menorca', 'cancel·lació'],
    },
  },
]

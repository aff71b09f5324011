import type { SeedSeoRecord } from '../types'

// One record per page key. Titles ≤ 60 characters, descriptions 120–160 characters.
export const seoRecords: SeedSeoRecord[] = [
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
  {
    pageKey: 'airport-transfers',
    title: {
      es: 'Traslados aeropuerto de Menorca desde 20 €',
      en: 'Menorca Airport Transfers from €20',
      de: 'Flughafentransfer Menorca ab 20 €',
      ca: "Trasllats a l'aeroport de Menorca des de 20 €",
    },
    description: {
      es: 'Traslados privados desde el aeropuerto de Menorca (MAH) a tu hotel: precio cerrado por vehículo, seguimiento del vuelo y 60 minutos de espera gratis.',
      en: 'Private transfers from Menorca Airport (MAH) to your hotel: fixed price per vehicle, flight tracking, 60 minutes of free waiting and free child seats.',
      de: 'Private Transfers vom Flughafen Menorca (MAH) zu Ihrem Hotel: Festpreis pro Fahrzeug, Flugverfolgung, 60 Minuten Wartezeit und gratis Kindersitze.',
      ca: "Trasllats privats des de l'aeroport de Menorca (MAH) al teu hotel: preu tancat per vehicle, seguiment del vol i 60 minuts d'espera gratuïta.",
    },
    keywords: {
      es: ['traslado aeropuerto Menorca', 'transfer Menorca', 'aeropuerto de Menorca', 'MAH', 'traslado privado', 'taxi aeropuerto Menorca'],
      en: ['Menorca airport transfer', 'Menorca transfers', 'Menorca airport', 'MAH', 'private transfer', 'Menorca airport taxi'],
      de: ['Flughafentransfer Menorca', 'Transfer Menorca', 'Flughafen Menorca', 'MAH', 'Privattransfer', 'Taxi Flughafen Menorca'],
      ca: ['trasllat aeroport Menorca', 'transfer Menorca', 'aeroport de Menorca', 'MAH', 'trasllat privat', 'taxi aeroport Menorca'],
    },
  },
  {
    pageKey: 'airport-transfers-ciutadella',
    title: {
      es: 'Traslado aeropuerto de Menorca – Ciutadella',
      en: 'Menorca Airport to Ciutadella Transfer',
      de: 'Transfer Flughafen Menorca – Ciutadella',
      ca: 'Trasllat aeroport de Menorca – Ciutadella',
    },
    description: {
      es: 'Traslado privado del aeropuerto de Menorca a Ciutadella (47 km, unos 45 minutos) con precio cerrado por vehículo y conductor esperándote en llegadas.',
      en: 'Private transfer from Menorca Airport to Ciutadella (47 km, about 45 minutes) at a fixed price per vehicle, with your driver waiting in arrivals.',
      de: 'Privater Transfer vom Flughafen Menorca nach Ciutadella (47 km, ca. 45 Minuten) zum Festpreis pro Fahrzeug, Fahrer wartet in der Ankunftshalle.',
      ca: "Trasllat privat de l'aeroport de Menorca a Ciutadella (47 km, uns 45 minuts) amb preu tancat per vehicle i conductor esperant-te a arribades.",
    },
    keywords: {
      es: ['traslado aeropuerto Ciutadella', 'aeropuerto Menorca Ciutadella', 'taxi Ciutadella', 'transfer Ciutadella'],
      en: ['Menorca airport to Ciutadella', 'Ciutadella transfer', 'Ciutadella taxi', 'Ciutadella airport transfer'],
      de: ['Transfer Flughafen Ciutadella', 'Flughafen Menorca Ciutadella', 'Taxi Ciutadella', 'Transfer Ciutadella'],
      ca: ['trasllat aeroport Ciutadella', 'aeroport Menorca Ciutadella', 'taxi Ciutadella', 'transfer Ciutadella'],
    },
  },
  {
    pageKey: 'airport-transfers-fornells',
    title: {
      es: 'Traslado aeropuerto de Menorca – Fornells',
      en: 'Menorca Airport to Fornells Transfer',
      de: 'Transfer Flughafen Menorca – Fornells',
      ca: 'Trasllat aeroport de Menorca – Fornells',
    },
    description: {
      es: 'Traslado privado del aeropuerto de Menorca a Fornells (30 km, unos 30 minutos): precio cerrado por vehículo, seguimiento del vuelo y sillas infantiles gratis.',
      en: 'Private transfer from Menorca Airport to Fornells (30 km, about 30 minutes): fixed price per vehicle, flight tracking and free child seats.',
      de: 'Privater Transfer vom Flughafen Menorca nach Fornells (30 km, ca. 30 Minuten): Festpreis pro Fahrzeug, Flugverfolgung und kostenlose Kindersitze.',
      ca: "Trasllat privat de l'aeroport de Menorca a Fornells (30 km, uns 30 minuts): preu tancat per vehicle, seguiment del vol i cadiretes infantils gratis.",
    },
    keywords: {
      es: ['traslado aeropuerto Fornells', 'aeropuerto Menorca Fornells', 'taxi Fornells', 'transfer Fornells'],
      en: ['Menorca airport to Fornells', 'Fornells transfer', 'Fornells taxi', 'Fornells airport transfer'],
      de: ['Transfer Flughafen Fornells', 'Flughafen Menorca Fornells', 'Taxi Fornells', 'Transfer Fornells'],
      ca: ['trasllat aeroport Fornells', 'aeroport Menorca Fornells', 'taxi Fornells', 'transfer Fornells'],
    },
  },
  {
    pageKey: 'airport-transfers-cala-galdana',
    title: {
      es: 'Traslado aeropuerto de Menorca – Cala Galdana',
      en: 'Menorca Airport to Cala Galdana Transfer',
      de: 'Transfer Flughafen Menorca – Cala Galdana',
      ca: 'Trasllat aeroport de Menorca – Cala Galdana',
    },
    description: {
      es: 'Traslado privado del aeropuerto de Menorca a Cala Galdana (40 km, unos 40 minutos) con precio cerrado, seguimiento del vuelo y 60 minutos de espera.',
      en: 'Private transfer from Menorca Airport to Cala Galdana (40 km, about 40 minutes) at a fixed price, with flight tracking and 60 minutes of free waiting.',
      de: 'Privater Transfer vom Flughafen Menorca nach Cala Galdana (40 km, ca. 40 Minuten) zum Festpreis, mit Flugverfolgung und 60 Minuten Wartezeit.',
      ca: "Trasllat privat de l'aeroport de Menorca a Cala Galdana (40 km, uns 40 minuts) amb preu tancat, seguiment del vol i 60 minuts d'espera.",
    },
    keywords: {
      es: ['traslado aeropuerto Cala Galdana', 'aeropuerto Menorca Cala Galdana', 'taxi Cala Galdana', 'transfer Cala Galdana'],
      en: ['Menorca airport to Cala Galdana', 'Cala Galdana transfer', 'Cala Galdana taxi', 'Cala Galdana airport transfer'],
      de: ['Transfer Flughafen Cala Galdana', 'Flughafen Menorca Cala Galdana', 'Taxi Cala Galdana', 'Transfer Cala Galdana'],
      ca: ['trasllat aeroport Cala Galdana', 'aeroport Menorca Cala Galdana', 'taxi Cala Galdana', 'transfer Cala Galdana'],
    },
  },
  {
    pageKey: 'airport-transfers-son-bou',
    title: {
      es: 'Traslado aeropuerto de Menorca – Son Bou',
      en: 'Menorca Airport to Son Bou Transfer',
      de: 'Transfer Flughafen Menorca – Son Bou',
      ca: 'Trasllat aeroport de Menorca – Son Bou',
    },
    description: {
      es: 'Traslado privado del aeropuerto de Menorca a Son Bou (24 km, unos 25 minutos): precio cerrado por vehículo, conductor con cartel y sillas infantiles gratis.',
      en: 'Private transfer from Menorca Airport to Son Bou (24 km, about 25 minutes): fixed price per vehicle, driver with a name sign and free child seats.',
      de: 'Privater Transfer vom Flughafen Menorca nach Son Bou (24 km, ca. 25 Minuten): Festpreis pro Fahrzeug, Fahrer mit Namensschild, gratis Kindersitze.',
      ca: "Trasllat privat de l'aeroport de Menorca a Son Bou (24 km, uns 25 minuts): preu tancat per vehicle, conductor amb cartell i cadiretes infantils gratis.",
    },
    keywords: {
      es: ['traslado aeropuerto Son Bou', 'aeropuerto Menorca Son Bou', 'taxi Son Bou', 'transfer Son Bou'],
      en: ['Menorca airport to Son Bou', 'Son Bou transfer', 'Son Bou taxi', 'Son Bou airport transfer'],
      de: ['Transfer Flughafen Son Bou', 'Flughafen Menorca Son Bou', 'Taxi Son Bou', 'Transfer Son Bou'],
      ca: ['trasllat aeroport Son Bou', 'aeroport Menorca Son Bou', 'taxi Son Bou', 'transfer Son Bou'],
    },
  },
  {
    pageKey: 'airport-transfers-private',
    title: {
      es: 'Traslado privado en Menorca: coche o monovolumen',
      en: 'Private Transfers in Menorca: Car or Minivan',
      de: 'Privattransfer auf Menorca: Pkw oder Minivan',
      ca: 'Trasllat privat a Menorca: cotxe o monovolum',
    },
    description: {
      es: 'Traslado privado solo para ti, sin paradas en otros hoteles: coche hasta 4 personas o monovolumen hasta 8, con precio cerrado por vehículo e IVA incluido.',
      en: 'A private transfer just for you, with no stops at other hotels: a car for up to 4 people or a minivan for up to 8, fixed price per vehicle incl. VAT.',
      de: 'Privater Transfer nur für Sie, ohne Stopps an anderen Hotels: Pkw für bis zu 4 oder Minivan für bis zu 8 Personen, Festpreis pro Fahrzeug inkl. MwSt.',
      ca: 'Trasllat privat només per a tu, sense aturades a altres hotels: cotxe fins a 4 persones o monovolum fins a 8, amb preu tancat per vehicle i IVA inclòs.',
    },
    keywords: {
      es: ['traslado privado Menorca', 'monovolumen aeropuerto Menorca', 'transfer privado', 'coche con conductor Menorca'],
      en: ['private transfer Menorca', 'minivan transfer Menorca', 'private airport transfer', 'car with driver Menorca'],
      de: ['Privattransfer Menorca', 'Minivan Transfer Menorca', 'privater Flughafentransfer', 'Auto mit Fahrer Menorca'],
      ca: ['trasllat privat Menorca', 'monovolum aeroport Menorca', 'transfer privat', 'cotxe amb conductor Menorca'],
    },
  },
  {
    pageKey: 'airport-transfers-groups',
    title: {
      es: 'Traslados para grupos en Menorca: minibús',
      en: 'Group Transfers in Menorca by Minibus',
      de: 'Gruppentransfers auf Menorca im Kleinbus',
      ca: 'Trasllats per a grups a Menorca: minibús',
    },
    description: {
      es: 'Minibuses de hasta 16 plazas para grupos, bodas y eventos de empresa en Menorca. Un solo vehículo para todo el grupo y precio cerrado desde el aeropuerto.',
      en: 'Minibuses with up to 16 seats for groups, weddings and corporate events in Menorca. One vehicle for the whole group and a fixed price from the airport.',
      de: 'Kleinbusse mit bis zu 16 Plätzen für Gruppen, Hochzeiten und Firmenevents auf Menorca. Ein Fahrzeug für die ganze Gruppe, Festpreis ab Flughafen.',
      ca: "Minibusos de fins a 16 places per a grups, casaments i esdeveniments d'empresa a Menorca. Un sol vehicle per a tot el grup i preu tancat des de l'aeroport.",
    },
    keywords: {
      es: ['traslado grupos Menorca', 'minibús Menorca', 'traslados bodas Menorca', 'transfer grupo aeropuerto'],
      en: ['group transfer Menorca', 'minibus Menorca', 'wedding transfers Menorca', 'group airport transfer'],
      de: ['Gruppentransfer Menorca', 'Kleinbus Menorca', 'Hochzeitstransfer Menorca', 'Gruppen Flughafentransfer'],
      ca: ['trasllat grups Menorca', 'minibús Menorca', 'trasllats casaments Menorca', 'transfer grup aeroport'],
    },
  },
  {
    pageKey: 'airport-transfers-vip',
    title: {
      es: 'Traslado VIP en Menorca: Mercedes Clase V',
      en: 'VIP Transfers in Menorca: Mercedes V-Class',
      de: 'VIP-Transfer auf Menorca: Mercedes V-Klasse',
      ca: 'Trasllat VIP a Menorca: Mercedes Classe V',
    },
    description: {
      es: 'Traslado VIP en Mercedes Clase V con conductor con traje, asientos de piel, agua fría y wifi. Hasta 6 pasajeros desde el aeropuerto a cualquier punto.',
      en: 'VIP transfer in a Mercedes V-Class with a suited driver, leather seats, chilled water and Wi-Fi. Up to 6 passengers from the airport to anywhere.',
      de: 'VIP-Transfer in der Mercedes V-Klasse mit Fahrer im Anzug, Ledersitzen, gekühltem Wasser und WLAN. Bis zu 6 Personen vom Flughafen überallhin.',
      ca: "Trasllat VIP en Mercedes Classe V amb conductor amb vestit, seients de pell, aigua freda i wifi. Fins a 6 passatgers des de l'aeroport a qualsevol punt.",
    },
    keywords: {
      es: ['traslado VIP Menorca', 'Mercedes Clase V', 'chófer privado Menorca', 'transfer de lujo Menorca'],
      en: ['VIP transfer Menorca', 'Mercedes V-Class', 'private chauffeur Menorca', 'luxury transfer Menorca'],
      de: ['VIP-Transfer Menorca', 'Mercedes V-Klasse', 'Chauffeur Menorca', 'Luxustransfer Menorca'],
      ca: ['trasllat VIP Menorca', 'Mercedes Classe V', 'xofer privat Menorca', 'transfer de luxe Menorca'],
    },
  },
  {
    pageKey: 'airport-transfers-request',
    title: {
      es: 'Solicita tu traslado en Menorca',
      en: 'Request Your Menorca Transfer',
      de: 'Transfer auf Menorca anfragen',
      ca: 'Sol·licita el teu trasllat a Menorca',
    },
    description: {
      es: 'Indica tu vuelo, destino y número de pasajeros y te confirmamos el traslado con precio cerrado. Respuesta rápida por correo electrónico o WhatsApp.',
      en: 'Tell us your flight, destination and number of passengers and we will confirm your transfer at a fixed price. Quick reply by e-mail or WhatsApp.',
      de: 'Nennen Sie uns Flug, Ziel und Anzahl der Fahrgäste, und wir bestätigen Ihren Transfer zum Festpreis. Schnelle Antwort per E-Mail oder WhatsApp.',
      ca: 'Indica el teu vol, destinació i nombre de passatgers i et confirmam el trasllat amb preu tancat. Resposta ràpida per correu electrònic o WhatsApp.',
    },
    keywords: {
      es: ['reservar traslado Menorca', 'solicitud traslado', 'presupuesto transfer Menorca', 'traslado aeropuerto'],
      en: ['book Menorca transfer', 'transfer request', 'Menorca transfer quote', 'airport transfer booking'],
      de: ['Transfer Menorca buchen', 'Transferanfrage', 'Angebot Transfer Menorca', 'Flughafentransfer buchen'],
      ca: ['reservar trasllat Menorca', 'sol·licitud trasllat', 'pressupost transfer Menorca', 'trasllat aeroport'],
    },
  },
  {
    pageKey: 'menorca-taxis',
    title: {
      es: 'Taxis en Menorca: precios y traslado privado',
      en: 'Taxis in Menorca: Fares and Private Transfers',
      de: 'Taxis auf Menorca: Preise und Privattransfer',
      ca: 'Taxis a Menorca: preus i trasllat privat',
    },
    description: {
      es: 'Cómo funcionan los taxis en Menorca y el aeropuerto, qué cuesta un trayecto y por qué un traslado privado reservado con precio cerrado puede compensar.',
      en: 'How taxis work in Menorca and at the airport, what a ride costs and why a pre-booked private transfer at a fixed price can be the smarter choice.',
      de: 'Wie Taxis auf Menorca und am Flughafen funktionieren, was eine Fahrt kostet und warum ein vorab gebuchter Privattransfer zum Festpreis lohnen kann.',
      ca: "Com funcionen els taxis a Menorca i a l'aeroport, què costa un trajecte i per què un trasllat privat reservat amb preu tancat pot sortir a compte.",
    },
    keywords: {
      es: ['taxi Menorca', 'taxi aeropuerto Menorca', 'precio taxi Menorca', 'taxi Ciutadella', 'taxi Maó'],
      en: ['Menorca taxi', 'Menorca airport taxi', 'Menorca taxi fares', 'Ciutadella taxi', 'Mahón taxi'],
      de: ['Taxi Menorca', 'Taxi Flughafen Menorca', 'Taxipreise Menorca', 'Taxi Ciutadella', 'Taxi Mahón'],
      ca: ['taxi Menorca', 'taxi aeroport Menorca', 'preu taxi Menorca', 'taxi Ciutadella', 'taxi Maó'],
    },
  },
]

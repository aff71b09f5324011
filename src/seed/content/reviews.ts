// The demo's reviewers and what they wrote (src/seed/reviews-demo.ts): customers of past
// departures, each in the language they booked in, with the country of their booking.

export interface DemoReviewer {
  name: string
  country: string
  language: 'es' | 'en' | 'de' | 'ca'
}

export const demoReviewers: DemoReviewer[] = [
  { name: 'Emma Clarke', country: 'GB', language: 'en' },
  { name: 'Oliver Bennett', country: 'GB', language: 'en' },
  { name: 'Sophie Turner', country: 'IE', language: 'en' },
  { name: 'Jack Morrison', country: 'GB', language: 'en' },
  { name: 'Hannah Schmidt', country: 'DE', language: 'de' },
  { name: 'Lukas Weber', country: 'DE', language: 'de' },
  { name: 'Anna Gruber', country: 'AT', language: 'de' },
  { name: 'Jonas Keller', country: 'CH', language: 'de' },
  { name: 'Lucía Fernández', country: 'ES', language: 'es' },
  { name: 'Javier Martín', country: 'ES', language: 'es' },
  { name: 'Carmen Ruiz', country: 'ES', language: 'es' },
  { name: 'Sofía Álvarez', country: 'AR', language: 'es' },
  { name: 'Marta Pons', country: 'ES', language: 'ca' },
  { name: 'Jordi Puig', country: 'ES', language: 'ca' },
  { name: 'Laia Ferrer', country: 'AD', language: 'ca' },
  { name: 'Pau Vidal', country: 'ES', language: 'ca' },
  { name: 'Claire Dubois', country: 'FR', language: 'en' },
  { name: 'Marco Rossi', country: 'IT', language: 'en' },
  { name: 'Eva de Vries', country: 'NL', language: 'en' },
  { name: 'Felix Wagner', country: 'DE', language: 'de' },
]

/** Comments by number of stars, per language: about the day, the guide and the organisation, true of any trip. */
export const demoComments: Record<'es' | 'en' | 'de' | 'ca', Record<3 | 4 | 5, string[]>> = {
  en: {
    5: [
      'A perfect day. Our guide knew every corner and told us stories we would never have found on our own. Small group, no rush, and everything ran on time.',
      'Booked for our anniversary and it was the highlight of the week. Friendly, well organised and the views were stunning. Would do it again tomorrow.',
      'Brilliant from start to finish. Clear meeting point, a guide who clearly loves the island, and plenty of time for photos. Highly recommended.',
      'We went with two teenagers and all four of us loved it. Safety was taken seriously without spoiling the fun.',
    ],
    4: [
      'Really enjoyable and good value. The meeting point was a little hard to find, but the guide waited and the rest was excellent.',
      'Lovely trip with a knowledgeable guide. It got a bit warm around midday, so bring more water than you think.',
    ],
    3: ['Nice enough, but the group was larger than we expected and we spent a fair bit of time waiting. The guide was very friendly though.'],
  },
  es: {
    5: [
      'Un día perfecto. El guía conocía cada rincón y nos contó historias que nunca habríamos descubierto solos. Grupo pequeño, sin prisas y todo puntual.',
      'Lo reservamos para nuestro aniversario y fue lo mejor de la semana. Trato cercano, muy bien organizado y unas vistas espectaculares.',
      'Repetiríamos sin dudarlo. Punto de encuentro claro, un guía que se nota que ama la isla y tiempo de sobra para hacer fotos.',
      'Fuimos con los niños y disfrutamos los cuatro. Se tomaron muy en serio la seguridad sin quitarle nada de diversión.',
    ],
    4: [
      'Muy recomendable y buena relación calidad-precio. Costó un poco encontrar el punto de encuentro, pero el guía nos esperó y el resto fue excelente.',
      'Excursión muy bonita con un guía que sabe mucho. A mediodía hace calor: llevad más agua de la que creáis.',
    ],
    3: ['Estuvo bien, pero el grupo era más grande de lo que esperábamos y hubo bastantes esperas. El guía, eso sí, muy amable.'],
  },
  de: {
    5: [
      'Ein perfekter Tag. Unser Guide kannte jeden Winkel und erzählte Geschichten, die wir allein nie entdeckt hätten. Kleine Gruppe, kein Stress, alles pünktlich.',
      'Zum Hochzeitstag gebucht und das Highlight der Woche. Herzlich, bestens organisiert und traumhafte Ausblicke.',
      'Von Anfang bis Ende großartig. Klarer Treffpunkt, ein Guide, der die Insel liebt, und genug Zeit für Fotos. Sehr zu empfehlen.',
      'Wir waren mit zwei Teenagern dort und alle vier waren begeistert. Sicherheit wurde ernst genommen, ohne den Spaß zu verderben.',
    ],
    4: [
      'Sehr schön und preiswert. Der Treffpunkt war etwas schwer zu finden, aber der Guide hat gewartet und der Rest war ausgezeichnet.',
      'Tolle Tour mit einem kundigen Guide. Mittags wird es warm, also mehr Wasser mitnehmen als gedacht.',
    ],
    3: ['Ganz nett, aber die Gruppe war größer als erwartet und wir haben recht viel gewartet. Der Guide war allerdings sehr freundlich.'],
  },
  ca: {
    5: [
      'Un dia perfecte. El guia coneixia cada racó i ens va explicar històries que sols no hauríem descobert mai. Grup petit, sense presses i tot puntual.',
      'Ho vam reservar pel nostre aniversari i va ser el millor de la setmana. Tracte proper, molt ben organitzat i unes vistes espectaculars.',
      'Hi tornaríem sense dubtar-ho. Punt de trobada clar, un guia que estima l’illa i temps de sobres per fer fotos.',
      'Hi vam anar amb els nens i vam gaudir tots quatre. Es van prendre la seguretat seriosament sense treure-hi gens de diversió.',
    ],
    4: [
      'Molt recomanable i a bon preu. Va costar una mica trobar el punt de trobada, però el guia ens va esperar i la resta va ser excel·lent.',
      'Excursió molt bonica amb un guia que en sap molt. Al migdia fa calor: porteu més aigua de la que us pensau.',
    ],
    3: ['Va estar bé, però el grup era més gran del que esperàvem i vam esperar força. El guia, això sí, molt amable.'],
  },
}

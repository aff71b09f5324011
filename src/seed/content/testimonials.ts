import type { Localized, SeedTestimonial } from '../types'

const spain: Localized = { es: 'España', en: 'Spain', de: 'Spanien', ca: 'Espanya' }
const uk: Localized = { es: 'Reino Unido', en: 'United Kingdom', de: 'Vereinigtes Königreich', ca: 'Regne Unit' }
const germany: Localized = { es: 'Alemania', en: 'Germany', de: 'Deutschland', ca: 'Alemanya' }
const catalonia: Localized = { es: 'Cataluña', en: 'Catalonia', de: 'Katalonien', ca: 'Catalunya' }
const france: Localized = { es: 'Francia', en: 'France', de: 'Frankreich', ca: 'França' }
const italy: Localized = { es: 'Italia', en: 'Italy', de: 'Italien', ca: 'Itàlia' }
const netherlands: Localized = { es: 'Países Bajos', en: 'Netherlands', de: 'Niederlande', ca: 'Països Baixos' }

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Laura Martínez',
    country: spain,
    rating: 5,
    about: { trip: 'sea-kayak-caves-cala-galdana' },
    travelledOn: '2025-07-18',
    avatar: 'avatar-1',
    text: {
      es: 'La excursión en kayak desde Cala Galdana fue lo mejor de nuestras vacaciones. Entramos en cuevas preciosas y el guía estuvo pendiente de todos en cada momento.',
      en: 'The kayak trip from Cala Galdana was the highlight of our holiday. We paddled into beautiful caves and the guide looked after everyone the whole time.',
      de: 'Die Kajaktour ab Cala Galdana war der Höhepunkt unseres Urlaubs. Wir sind in wunderschöne Höhlen gepaddelt, und der Guide hatte alle jederzeit im Blick.',
      ca: "L'excursió en caiac des de Cala Galdana va ser el millor de les nostres vacances. Vam entrar a coves precioses i el guia va estar pendent de tothom en tot moment.",
    },
  },
  {
    name: 'James Whitfield',
    country: uk,
    rating: 5,
    about: 'transfer',
    travelledOn: '2025-08-02',
    avatar: 'avatar-2',
    text: {
      es: 'Nuestro vuelo llegó con casi dos horas de retraso y el conductor seguía esperándonos en llegadas con el cartel. Trayecto tranquilo hasta Cala Galdana y precio exactamente el acordado.',
      en: 'Our flight landed almost two hours late and the driver was still waiting in arrivals with our sign. A smooth ride to Cala Galdana and exactly the price we had agreed.',
      de: 'Unser Flug landete fast zwei Stunden zu spät, und der Fahrer wartete trotzdem mit unserem Schild in der Ankunftshalle. Entspannte Fahrt nach Cala Galdana und genau der vereinbarte Preis.',
      ca: "El nostre vol va arribar amb gairebé dues hores de retard i el conductor encara ens esperava a arribades amb el cartell. Trajecte tranquil fins a Cala Galdana i el preu exactament l'acordat.",
    },
  },
  {
    name: 'Katrin Vogel',
    country: germany,
    rating: 5,
    about: { trip: 'cami-de-cavalls-north-coast-3-day-trek' },
    travelledOn: '2025-06-09',
    avatar: 'avatar-3',
    text: {
      es: 'Tres días por el Camí de Cavalls en la costa norte, con el equipaje esperándonos cada tarde en Fornells. Paisajes salvajes, una organización impecable y la mejor caldereta de mi vida.',
      en: 'Three days on the Camí de Cavalls along the north coast, with our luggage waiting for us in Fornells every evening. Wild scenery, flawless organisation and the best caldereta of my life.',
      de: 'Drei Tage auf dem Camí de Cavalls an der Nordküste, und jeden Abend wartete unser Gepäck schon in Fornells. Wilde Landschaft, perfekte Organisation und die beste Caldereta meines Lebens.',
      ca: "Tres dies pel Camí de Cavalls a la costa nord, amb l'equipatge esperant-nos cada vespre a Fornells. Paisatges salvatges, una organització impecable i la millor caldereta de la meva vida.",
    },
  },
  {
    name: 'Jordi Puig',
    country: catalonia,
    rating: 5,
    about: { trip: 'talayotic-menorca-unesco-day-tour' },
    travelledOn: '2025-09-23',
    avatar: 'avatar-4',
    text: {
      es: "Conocía Menorca por sus playas, pero la excursión talayótica me descubrió otra isla. La arqueóloga explicaba Torre d'en Galmés y la Naveta des Tudons con una pasión contagiosa.",
      en: "I knew Menorca for its beaches, but the Talayotic tour showed me a different island. The archaeologist explained Torre d'en Galmés and the Naveta des Tudons with infectious passion.",
      de: "Ich kannte Menorca wegen seiner Strände, aber die talayotische Tour hat mir eine ganz andere Insel gezeigt. Die Archäologin erklärte Torre d'en Galmés und die Naveta des Tudons mit ansteckender Begeisterung.",
      ca: "Coneixia Menorca per les platges, però l'excursió talaiòtica em va descobrir una altra illa. L'arqueòloga explicava Torre d'en Galmés i la Naveta des Tudons amb una passió contagiosa.",
    },
  },
  {
    name: 'Camille Dubois',
    country: france,
    rating: 4,
    about: { trip: 'south-coast-coves-boat-trip' },
    travelledOn: '2025-08-14',
    avatar: 'avatar-5',
    text: {
      es: 'El barco a las calas del sur es precioso y la paella estaba muy buena. En agosto había bastante gente en Macarella, pero la tripulación fue encantadora.',
      en: 'The boat trip to the southern coves is gorgeous and the paella was very good. In August Macarella was quite crowded, but the crew were lovely.',
      de: 'Die Bootsfahrt zu den Südbuchten ist traumhaft und die Paella war sehr gut. Im August war in Macarella ziemlich viel los, aber die Crew war reizend.',
      ca: "El vaixell a les cales del sud és preciós i la paella era molt bona. A l'agost hi havia força gent a Macarella, però la tripulació va ser encantadora.",
    },
  },
  {
    name: 'Giulia Rossi',
    country: italy,
    rating: 5,
    about: { trip: 'mahon-cheese-farm-and-gin-tasting' },
    travelledOn: '2025-05-27',
    avatar: 'avatar-6',
    text: {
      es: 'Ver cómo hacen el queso Mahón en la granja y después probar gin en el puerto de Maó fue una mañana perfecta. Volvimos a casa con la maleta llena de queso curado.',
      en: 'Watching Mahón cheese being made on the farm and then tasting gin on Maó harbour made for a perfect morning. We went home with a suitcase full of aged cheese.',
      de: 'Zuzusehen, wie auf dem Hof Mahón-Käse gemacht wird, und danach am Hafen von Maó Gin zu probieren, war ein perfekter Vormittag. Wir sind mit einem Koffer voller gereiftem Käse heimgeflogen.',
      ca: "Veure com fan el formatge de Maó al lloc i després tastar ginebra al port de Maó va ser un matí perfecte. Vam tornar a casa amb la maleta plena de formatge curat.",
    },
  },
  {
    name: 'Sanne de Vries',
    country: netherlands,
    rating: 5,
    about: 'transfer',
    travelledOn: '2025-07-05',
    avatar: 'avatar-7',
    text: {
      es: 'Reservamos un monovolumen con dos sillitas para niños hasta Son Bou y todo estaba listo al llegar. Con tres niños cansados, que alguien te espere con tu nombre no tiene precio.',
      en: 'We booked a minivan with two child seats to Son Bou and everything was ready when we arrived. With three tired kids, having someone waiting with your name is priceless.',
      de: 'Wir hatten einen Minivan mit zwei Kindersitzen nach Son Bou gebucht, und bei der Ankunft war alles bereit. Mit drei müden Kindern ist es unbezahlbar, wenn jemand mit dem eigenen Namen wartet.',
      ca: "Vam reservar un monovolum amb dues cadiretes per a infants fins a Son Bou i tot estava a punt en arribar. Amb tres nins cansats, que algú t'esperi amb el teu nom no té preu.",
    },
  },
  {
    name: 'Thomas Becker',
    country: germany,
    rating: 4,
    about: { trip: 'menorcan-horse-coastal-ride' },
    travelledOn: '2025-10-04',
    avatar: 'avatar-8',
    text: {
      es: 'Primera vez a caballo y me sentí seguro desde el principio: los caballos menorquines son tranquilos y muy bonitos. Me habría gustado que la ruta fuera un poco más larga.',
      en: 'My first time on a horse and I felt safe from the start: Menorcan horses are calm and beautiful. I would have liked the route to be a little longer.',
      de: 'Mein erstes Mal auf einem Pferd, und ich habe mich von Anfang an sicher gefühlt: Menorca-Pferde sind ruhig und wunderschön. Die Route hätte gern etwas länger sein dürfen.',
      ca: "Primera vegada a cavall i em vaig sentir segur des del principi: els cavalls menorquins són tranquils i molt bonics. M'hauria agradat que la ruta fos una mica més llarga.",
    },
  },
  {
    name: 'Emily Carter',
    country: uk,
    rating: 5,
    about: { trip: 'family-kayak-fornells-bay' },
    travelledOn: '2025-08-21',
    avatar: null,
    text: {
      es: 'Nuestros hijos de 7 y 9 años disfrutaron muchísimo del kayak en la bahía de Fornells. Aguas tranquilas, snorkel entre peces y un guía muy paciente.',
      en: 'Our children, aged 7 and 9, absolutely loved the kayak trip in Fornells bay. Calm water, snorkelling among fish and a very patient guide.',
      de: 'Unsere Kinder (7 und 9 Jahre) waren von der Kajaktour in der Bucht von Fornells begeistert. Ruhiges Wasser, Schnorcheln zwischen Fischen und ein sehr geduldiger Guide.',
      ca: 'Els nostres fills de 7 i 9 anys van gaudir moltíssim del caiac a la badia de Fornells. Aigües tranquil·les, busseig entre peixos i un guia molt pacient.',
    },
  },
]

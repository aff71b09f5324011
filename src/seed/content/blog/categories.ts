import type { SeedBlogCategory } from '../../types'

export const blogCategories: SeedBlogCategory[] = [
  {
    slug: 'beaches',
    name: { es: 'Playas y calas', en: 'Beaches & coves', de: 'Strände & Buchten', ca: 'Platges i cales' },
    description: {
      es: 'Las mejores playas y calas de Menorca, cómo llegar y cuándo ir.',
      en: 'The best beaches and coves in Menorca, how to get there and when to go.',
      de: 'Die schönsten Strände und Buchten Menorcas, Anfahrt und beste Zeit.',
      ca: 'Les millors platges i cales de Menorca, com arribar-hi i quan anar-hi.',
    },
  },
  {
    slug: 'culture-history',
    name: { es: 'Cultura e historia', en: 'Culture & history', de: 'Kultur & Geschichte', ca: 'Cultura i història' },
    description: {
      es: 'Prehistoria talayótica, herencia británica, fiestas y tradiciones menorquinas.',
      en: 'Talayotic prehistory, British heritage, festivals and Menorcan traditions.',
      de: 'Talayotische Vorgeschichte, britisches Erbe, Feste und menorquinische Traditionen.',
      ca: 'Prehistòria talaiòtica, herència britànica, festes i tradicions menorquines.',
    },
  },
  {
    slug: 'gastronomy',
    name: { es: 'Gastronomía', en: 'Food & drink', de: 'Essen & Trinken', ca: 'Gastronomia' },
    description: {
      es: 'Queso Mahón-Menorca, gin, caldereta y otros sabores de la isla.',
      en: 'Mahón-Menorca cheese, gin, lobster stew and other island flavours.',
      de: 'Mahón-Menorca-Käse, Gin, Langusteneintopf und andere Inselgenüsse.',
      ca: "Formatge Maó-Menorca, ginebra, caldereta i altres sabors de l'illa.",
    },
  },
  {
    slug: 'travel-tips',
    name: { es: 'Consejos de viaje', en: 'Travel tips', de: 'Reisetipps', ca: 'Consells de viatge' },
    description: {
      es: 'Información práctica para organizar tu viaje a Menorca.',
      en: 'Practical information to plan your trip to Menorca.',
      de: 'Praktische Informationen für die Planung Ihrer Menorca-Reise.',
      ca: 'Informació pràctica per organitzar el teu viatge a Menorca.',
    },
  },
  {
    slug: 'nature-outdoors',
    name: { es: 'Naturaleza', en: 'Nature & outdoors', de: 'Natur & Outdoor', ca: 'Natura' },
    description: {
      es: 'Senderismo, espacios protegidos y la Reserva de Biosfera de Menorca.',
      en: 'Hiking, protected areas and the Menorca Biosphere Reserve.',
      de: 'Wandern, Schutzgebiete und das Biosphärenreservat Menorca.',
      ca: 'Senderisme, espais protegits i la Reserva de Biosfera de Menorca.',
    },
  },
]

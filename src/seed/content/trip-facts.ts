import type { Knex } from 'knex'
import type { LocalizedList } from '../types'

// The demo trips' traveller facts (docs/decisions/043): minimum age, fitness level and what to
// bring by kind of trip (how each is sold is the availability seed's, src/seed/availability.ts).

type Facts = { minAge: number | null; fitness: 'easy' | 'moderate' | 'demanding'; bring: LocalizedList }

const SWIM: LocalizedList = {
  es: ['Bañador y toalla', 'Protector solar', 'Gafas de sol y gorra'],
  en: ['Swimwear and a towel', 'Sun cream', 'Sunglasses and a cap'],
  de: ['Badesachen und Handtuch', 'Sonnencreme', 'Sonnenbrille und Kappe'],
  ca: ['Banyador i tovallola', 'Protector solar', 'Ulleres de sol i gorra'],
}

const BY_TYPE: Record<string, Facts> = {
  boat: { minAge: null, fitness: 'easy', bring: SWIM },
  kayak: {
    minAge: 6,
    fitness: 'moderate',
    bring: {
      es: ['Bañador y escarpines', 'Protector solar', 'Agua (1 litro)'],
      en: ['Swimwear and water shoes', 'Sun cream', 'Water (1 litre)'],
      de: ['Badesachen und Wasserschuhe', 'Sonnencreme', 'Wasser (1 Liter)'],
      ca: ['Banyador i escarpins', 'Protector solar', 'Aigua (1 litre)'],
    },
  },
  hiking: {
    minAge: 10,
    fitness: 'moderate',
    bring: {
      es: ['Calzado de montaña', 'Agua (1,5 litros)', 'Gorra y protector solar'],
      en: ['Walking boots', 'Water (1.5 litres)', 'A cap and sun cream'],
      de: ['Wanderschuhe', 'Wasser (1,5 Liter)', 'Kappe und Sonnencreme'],
      ca: ['Calçat de muntanya', 'Aigua (1,5 litres)', 'Gorra i protector solar'],
    },
  },
  'horse-riding': {
    // The FAQ promises horse rides from 10 (src/seed/content/faq.ts).
    minAge: 10,
    fitness: 'moderate',
    bring: {
      es: ['Pantalón largo', 'Calzado cerrado', 'Agua'],
      en: ['Long trousers', 'Closed shoes', 'Water'],
      de: ['Lange Hose', 'Geschlossene Schuhe', 'Wasser'],
      ca: ['Pantaló llarg', 'Calçat tancat', 'Aigua'],
    },
  },
  culture: {
    minAge: null,
    fitness: 'easy',
    bring: {
      es: ['Calzado cómodo', 'Agua', 'Gorra'],
      en: ['Comfortable shoes', 'Water', 'A cap'],
      de: ['Bequeme Schuhe', 'Wasser', 'Kappe'],
      ca: ['Calçat còmode', 'Aigua', 'Gorra'],
    },
  },
  food: {
    minAge: 18,
    fitness: 'easy',
    bring: {
      es: ['Documento de identidad (cata de ginebra)'],
      en: ['ID (gin tasting)'],
      de: ['Ausweis (Gin-Verkostung)'],
      ca: ["Document d'identitat (tast de ginebra)"],
    },
  },
}

/** Multi-day treks ask more of the body than a morning out. */
const fitnessOf = (facts: Facts, durationCategory: string) => (durationCategory === 'multi-day' ? 'demanding' : facts.fitness)

export async function seedTripFacts(trx: Knex.Transaction, trips: ReadonlyArray<{ slug: string; type: string; durationCategory: string }>): Promise<void> {
  for (const trip of trips) {
    const facts = BY_TYPE[trip.type]
    if (!facts) continue
    await trx('trips')
      .where({ slug: trip.slug })
      .update({
        min_age: trip.durationCategory === 'multi-day' ? Math.max(facts.minAge ?? 0, 14) : facts.minAge,
        fitness_level: fitnessOf(facts, trip.durationCategory),
        what_to_bring: JSON.stringify(facts.bring.es),
        translations: trx.raw(`translations || ?::jsonb`, [JSON.stringify({ whatToBring: facts.bring })]),
      })
  }
}

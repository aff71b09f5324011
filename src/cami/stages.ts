/**
 * The 20 official stages of the Camí de Cavalls (GR 223), clockwise from Maó as the
 * Consell Insular de Menorca numbers them. Place names are proper names (never translated);
 * the difficulty is a key translated on the page (cami.difficulty.*).
 */
export const DIFFICULTIES = ['low', 'medium', 'high'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

export interface Stage {
  number: number
  from: string
  to: string
  /** Length in kilometres, one decimal. */
  km: number
  difficulty: Difficulty
  coast: 'north' | 'south'
}

type Row = [from: string, to: string, km: number, difficulty: Difficulty]

const NORTH: Row[] = [
  ['Maó', 'Es Grau', 10.0, 'medium'],
  ['Es Grau', 'Favàritx', 8.6, 'medium'],
  ['Favàritx', "Arenal d'en Castell", 13.6, 'medium'],
  ["Arenal d'en Castell", 'Cala Tirant', 10.8, 'low'],
  ['Cala Tirant', 'Binimel·là', 9.6, 'medium'],
  ['Binimel·là', 'Els Alocs', 8.9, 'high'],
  ['Els Alocs', 'Algaiarens', 9.4, 'medium'],
  ['Algaiarens', 'Cala Morell', 5.4, 'medium'],
  ['Cala Morell', 'Punta Nati', 6.1, 'low'],
  ['Punta Nati', 'Ciutadella', 10.5, 'low'],
]

const SOUTH: Row[] = [
  ['Ciutadella', "Cap d'Artrutx", 13.2, 'low'],
  ["Cap d'Artrutx", 'Cala en Turqueta', 13.3, 'low'],
  ['Cala en Turqueta', 'Cala Galdana', 6.4, 'medium'],
  ['Cala Galdana', 'Sant Tomàs', 10.8, 'medium'],
  ['Sant Tomàs', 'Son Bou', 6.4, 'low'],
  ['Son Bou', 'Cala en Porter', 8.0, 'medium'],
  ['Cala en Porter', 'Binissafúller', 11.7, 'medium'],
  ['Binissafúller', 'Punta Prima', 7.4, 'low'],
  ['Punta Prima', 'Cala de Sant Esteve', 7.3, 'low'],
  ['Cala de Sant Esteve', 'Maó', 7.6, 'low'],
]

export const STAGES: readonly Stage[] = [
  ...NORTH.map(([from, to, km, difficulty], i) => ({ number: i + 1, from, to, km, difficulty, coast: 'north' as const })),
  ...SOUTH.map(([from, to, km, difficulty], i) => ({ number: NORTH.length + i + 1, from, to, km, difficulty, coast: 'south' as const })),
]

/** Sum of the stages, one decimal (≈ 185 km: the figure the island publishes). */
export const TOTAL_KM = Math.round(STAGES.reduce((sum, s) => sum + s.km, 0) * 10) / 10

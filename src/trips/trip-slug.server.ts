import { TripModel } from './trips.model'

const MAX = 160

/** "Excursión en barco a Cala Macarella" → "excursion-en-barco-a-cala-macarella" (accents folded, at most 160 characters). */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX)
    .replace(/-+$/, '')
  return slug || 'trip'
}

/** The slug of a new trip named `name`: its name's, or with -2, -3… when another trip has it. */
export async function uniqueTripSlug(name: string): Promise<string> {
  const base = slugOf(name).slice(0, MAX - 6).replace(/-+$/, '')
  const taken = new Set((await TripModel.query().select('slug').where('slug', base).orWhere('slug', 'like', `${base}-%`)).map((r) => r.slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { TripTypeModel } from './trip-types.model'
import type { TripType } from './trip-types.schema'

function toTripType(t: TripTypeModel, lng: Language): TripType {
  return { id: t.id, slug: t.slug, name: translate(t, 'name', lng) }
}

export async function listTripTypes(lng: Language): Promise<TripType[]> {
  const rows = await TripTypeModel.query().orderBy([{ column: 'sortOrder' }, { column: 'id' }])
  return rows.map((t) => toTripType(t, lng))
}

const fold = (s: string) => s.trim().toLocaleLowerCase('und')

/**
 * The trip type a visitor named (the home search form sends the name in the visitor's
 * language). Names in the other languages and the slug match too, so a link keeps working
 * after the visitor switches language.
 */
export async function findTripTypeByName(lng: Language, name: string): Promise<TripType | null> {
  const wanted = fold(name)
  if (!wanted) return null
  const rows = await TripTypeModel.query().orderBy([{ column: 'sortOrder' }, { column: 'id' }])
  const names = (t: TripTypeModel) => [translate(t, 'name', lng), t.slug, t.name, ...Object.values(t.translations?.name ?? {})]
  const match = rows.find((t) => fold(translate(t, 'name', lng)) === wanted) ?? rows.find((t) => names(t).some((n) => typeof n === 'string' && fold(n) === wanted))
  return match ? toTripType(match, lng) : null
}

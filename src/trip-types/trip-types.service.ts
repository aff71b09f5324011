import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { TripTypeModel } from './trip-types.model'
import type { TripType } from './trip-types.schema'

export async function listTripTypes(lng: Language): Promise<TripType[]> {
  const rows = await TripTypeModel.query().orderBy([{ column: 'sortOrder' }, { column: 'id' }])
  return rows.map((t) => ({ id: t.id, slug: t.slug, name: translate(t, 'name', lng) }))
}

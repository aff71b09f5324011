import { defineContentType } from '../content-kit/content-type'
import { text } from '../content-kit/translatable-form'

/** Trip types: the translatable attributes, the admin screen, the export (docs/decisions/028). */
export const TRIP_TYPE_CONTENT = defineContentType({
  kind: 'tripType',
  table: 'trip_types',
  key: 'id',
  label: 'name',
  order: 'sortOrder',
  texts: { name: text({ max: 120 }) },
  admin: { path: '/admin/trip-types', texts: 'tripTypes', roles: ['admin', 'editor'] },
  transfer: { key: ['slug'], order: ['sortOrder', 'id'] },
})

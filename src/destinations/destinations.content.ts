import { defineContentType } from '../content-kit/content-type'
import { lines, text } from '../content-kit/translatable-form'

/** Destinations: the translatable attributes, the admin screen, the export (docs/decisions/028). */
export const DESTINATION_CONTENT = defineContentType({
  kind: 'destination',
  table: 'destinations',
  key: 'id',
  label: 'name',
  order: 'sortOrder',
  texts: {
    name: text({ max: 160 }),
    description: text({ max: 5000, rows: 6 }),
    tags: lines({ max: 2000, rows: 3, hint: 'tagsHint', itemMax: 40, maxItems: 20, unique: true }),
  },
  admin: { path: '/admin/destinations', texts: 'destinationsAdmin', roles: ['admin', 'editor'] },
  transfer: { key: ['slug'], order: ['sortOrder', 'id'] },
})

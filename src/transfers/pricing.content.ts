import { defineContentType } from '../content-kit/content-type'
import { text } from '../content-kit/translatable-form'
import type { RoleDeclaration } from '../lib/roles'

// The translatable parts of the transfer prices (docs/decisions/028, 037): their texts, admin
// screens (admin only, listed under Operations by their own +menu.ts) and export. Zones come
// before towns in the export, since a town names its zone.

/** Who may open every screen of the transfer prices and send its forms. */
export const PRICING_ROLES = ['admin'] as const satisfies RoleDeclaration

/** The two screens with nothing to translate (no content type): seasons and route fares. */
export const SEASONS_PATH = '/admin/transfers/seasons'
export const ROUTE_FARES_PATH = '/admin/transfers/routes'

export const TRANSFER_ZONE_CONTENT = defineContentType({
  kind: 'transferZone',
  table: 'transfer_zones',
  key: 'code',
  label: 'name',
  order: 'sortOrder',
  texts: { name: text({ max: 80 }) },
  admin: { path: '/admin/transfers/zones', texts: 'transferPricing.zones', roles: PRICING_ROLES, ownMenuEntry: true },
  transfer: { key: ['code'], order: ['sortOrder', 'code'] },
})

/** A town's name is a place name, the same in every language: only its description is translated. */
export const TRANSFER_TOWN_CONTENT = defineContentType({
  kind: 'transferTown',
  table: 'transfer_towns',
  key: 'id',
  label: 'name',
  order: 'sortOrder',
  texts: { description: text({ max: 2000, rows: 3 }) },
  admin: { path: '/admin/transfers/towns', texts: 'transferPricing.towns', roles: PRICING_ROLES, ownMenuEntry: true },
  transfer: { key: ['slug'], order: ['sortOrder', 'id'] },
})

export const TRANSFER_VEHICLE_CONTENT = defineContentType({
  kind: 'transferVehicle',
  table: 'transfer_vehicles',
  key: 'code',
  label: 'name',
  order: 'sortOrder',
  texts: { name: text({ max: 80 }), description: text({ max: 2000, rows: 3 }) },
  admin: { path: '/admin/transfers/vehicles', texts: 'transferPricing.vehicles', roles: PRICING_ROLES, ownMenuEntry: true },
  transfer: { key: ['code'], order: ['sortOrder', 'code'] },
})

export const TRANSFER_EXTRA_CONTENT = defineContentType({
  kind: 'transferExtra',
  table: 'transfer_extras',
  key: 'code',
  label: 'name',
  order: 'sortOrder',
  texts: { name: text({ max: 80 }), description: text({ max: 500, required: false, rows: 2 }) },
  admin: { path: '/admin/transfers/extras', texts: 'transferPricing.extras', roles: PRICING_ROLES, ownMenuEntry: true },
  transfer: { key: ['code'], order: ['sortOrder', 'code'] },
})

import type { Language } from '../../../src/i18n/languages'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { foundOr404 } from '../../../src/lib/found-or-404'
import { parseId } from '../../../src/lib/params'
import { placeName } from '../../../src/transfers/places'
import { TERMINALS } from '../../../src/transfers/quote'
import { extraFormValues } from '../../../src/transfers/transfer-extras.admin.server'
import { routeFareChoices, routeFareFormValues } from '../../../src/transfers/transfer-routes.admin.server'
import { seasonFormValues } from '../../../src/transfers/transfer-seasons.admin.server'
import { townFormValues } from '../../../src/transfers/transfer-towns.admin.server'
import { vehicleFormValues } from '../../../src/transfers/transfer-vehicles.admin.server'
import { zoneChoices, zoneFormValues } from '../../../src/transfers/transfer-zones.admin.server'
import type { PricingFormData, PricingScreen } from '../../../src/ui/admin/transfer-pricing'

// The data hooks of the transfer price screens (views/admin/transfers/{zones,towns,vehicles,
// extras,seasons,routes}): a list page's title and query, a form page's values and choices.

export function pricingHead(pc: PageContextServer, screen: PricingScreen, key: 'title' | 'new' | 'edit') {
  return adminHead(pc, pc.t(`admin:transferPricing.${screen}.${key}`))
}

/** ?page&pageSize&sort&q of a list page. */
export const listQuery = (pc: PageContextServer) => ListQuerySchema.parse(pc.query)

type Choices = Omit<PricingFormData, 'editKey' | 'values'>

/** The airport, the ports and the towns in the staff member's language (route fares). */
async function placeChoices(pc: PageContextServer): Promise<Choices> {
  const { towns, vehicles } = await routeFareChoices(pc.lng)
  const terminals = TERMINALS.map((code) => ({ value: code, label: placeName(pc.t, { code, town: null }) }))
  return {
    places: [
      { label: pc.t('airport-transfers:form.placeGroups.terminals'), options: terminals },
      { label: pc.t('airport-transfers:form.placeGroups.towns'), options: towns },
    ],
    vehicles,
  }
}

const FORMS: Record<PricingScreen, { keyedBy: 'code' | 'id'; values: (key: never, lng: Language) => Promise<Record<string, string>>; choices?: (pc: PageContextServer) => Promise<Choices> }> = {
  zones: { keyedBy: 'code', values: zoneFormValues },
  towns: { keyedBy: 'id', values: townFormValues, choices: async (pc) => ({ zones: await zoneChoices(pc.lng) }) },
  vehicles: { keyedBy: 'code', values: vehicleFormValues },
  extras: { keyedBy: 'code', values: extraFormValues },
  seasons: { keyedBy: 'id', values: seasonFormValues },
  routes: { keyedBy: 'id', values: routeFareFormValues, choices: placeChoices },
}

/** A new form (no route parameter) or an item's edit form (`@id`: its id or code; anything else is a 404). */
export async function pricingFormData(pc: PageContextServer, screen: PricingScreen): Promise<PricingFormData & { head: ReturnType<typeof adminHead> }> {
  const form = FORMS[screen]
  const raw = pc.routeParams.id
  const choices = (await form.choices?.(pc)) ?? {}
  if (raw === undefined) return { head: pricingHead(pc, screen, 'new'), values: {}, ...choices }
  const editKey = form.keyedBy === 'id' ? parseId(raw) : /^[a-z0-9-]{1,40}$/.test(raw) ? raw : null
  if (editKey === null) throw render(404)
  const values = await foundOr404(form.values(editKey as never, pc.lng))
  return { head: pricingHead(pc, screen, 'edit'), editKey, values, ...choices }
}

/** Place and vehicle names by code, in the staff member's language (the route fares list). */
export async function routeNames(pc: PageContextServer): Promise<{ places: Record<string, string>; vehicles: Record<string, string> }> {
  const { places = [], vehicles = [] } = await placeChoices(pc)
  const byValue = (options: Array<{ value: string; label: string }>) => Object.fromEntries(options.map((o) => [o.value, o.label]))
  return { places: byValue(places.flatMap((group) => group.options)), vehicles: byValue(vehicles) }
}

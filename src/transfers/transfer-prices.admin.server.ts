import type { TFunction } from 'i18next'
import { z, type ZodError } from 'zod'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { formatAmount } from '../i18n/format'
import { SettingModel } from '../settings/settings.model'
import { DEFAULT_PRICING, PricingSettingsSchema, TRANSFER_PRICING_KEY } from './pricing-settings'
import { TransferZoneModel } from './pricing.model'
import { TransferPriceModel, TransferTownModel, TransferVehicleModel } from './transfers.model'
import { pricesChanged } from './transfers.server'

// The fare table editor: one input per town × vehicle × passenger band (EUR, 2 decimals), plus
// the night surcharge and return discount of the `transfers.pricing` setting. Saved at once.

export interface PriceColumn {
  /** Part of the cell's field name: `${vehicle}_${min}_${max}`. */
  key: string
  vehicle: string
  vehicleName: string
  min: number
  max: number
}

export interface PriceGrid {
  currency: string
  /** Each town with its zone's name. */
  towns: Array<{ id: number; name: string; zone: string }>
  columns: PriceColumn[]
  /** Field name (cellName) → price in cents; absent: no fare for that band. */
  cells: Record<string, number>
  nightSurchargePercent: number
  returnDiscountPercent: number
}

export const MAX_PRICE_CENTS = 1_000_000

export const cellName = (townId: number, columnKey: string) => `c_${townId}_${columnKey}`

async function pricingSetting() {
  const row = await SettingModel.query().findById(TRANSFER_PRICING_KEY)
  const parsed = PricingSettingsSchema.safeParse({ ...DEFAULT_PRICING, ...(row?.value as object | undefined) })
  return parsed.success ? parsed.data : DEFAULT_PRICING
}

export async function priceGrid(lng: Language = 'es'): Promise<PriceGrid> {
  const [towns, zones, vehicles, prices, pricing] = await Promise.all([
    TransferTownModel.query().orderBy([{ column: 'sortOrder' }, { column: 'id' }]),
    TransferZoneModel.query(),
    TransferVehicleModel.query().orderBy([{ column: 'sortOrder' }, { column: 'code' }]),
    TransferPriceModel.query(),
    pricingSetting(),
  ])
  const order = (code: string) => vehicles.findIndex((v) => v.code === code)
  const columns = new Map<string, PriceColumn>()
  for (const p of prices) {
    const key = `${p.vehicleCode}_${p.passengersMin}_${p.passengersMax}`
    const vehicle = vehicles.find((v) => v.code === p.vehicleCode)
    if (!columns.has(key)) columns.set(key, { key, vehicle: p.vehicleCode, vehicleName: vehicle ? translate(vehicle, 'name', lng) : p.vehicleCode, min: p.passengersMin, max: p.passengersMax })
  }
  // A vehicle without any fare yet still gets a column (1 to its seats).
  for (const v of vehicles) {
    if (![...columns.values()].some((c) => c.vehicle === v.code)) columns.set(`${v.code}_1_${v.maxPassengers}`, { key: `${v.code}_1_${v.maxPassengers}`, vehicle: v.code, vehicleName: translate(v, 'name', lng), min: 1, max: v.maxPassengers })
  }
  return {
    currency: prices[0]?.currency ?? 'EUR',
    towns: towns.map((t) => {
      const zone = zones.find((z) => z.code === t.zone)
      return { id: t.id, name: t.name, zone: zone ? translate(zone, 'name', lng) : t.zone }
    }),
    columns: [...columns.values()].sort((a, b) => order(a.vehicle) - order(b.vehicle) || a.min - b.min),
    cells: Object.fromEntries(prices.map((p) => [cellName(p.townId, `${p.vehicleCode}_${p.passengersMin}_${p.passengersMax}`), p.priceCents])),
    nightSurchargePercent: pricing.nightSurchargePercent,
    returnDiscountPercent: pricing.returnDiscountPercent,
  }
}

/** "45", "45.5", "45,50" → cents; "" → null (no fare for the band). Codes are admin:pricesAdmin.errors.*. */
const PriceCell = z
  .string()
  .trim()
  .default('')
  .transform((v, ctx) => {
    if (v === '') return null
    if (!/^\d{1,7}([.,]\d{1,2})?$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'price' })
      return z.NEVER
    }
    const cents = Math.round(Number(v.replace(',', '.')) * 100)
    if (cents <= 0) ctx.addIssue({ code: 'custom', message: 'positive' })
    else if (cents > MAX_PRICE_CENTS) ctx.addIssue({ code: 'custom', message: 'max' })
    return cents
  })

const Percent = (max: number) => z.string().trim().regex(/^\d{1,3}$/, { error: 'percent' }).transform(Number).pipe(z.number().max(max, { error: 'percent' }))

/** The grid as its form shows it: each fare in the staff member's notation ("45,00"), "" for none. */
export function gridFormValues(grid: PriceGrid, lng: Language): Record<string, string> {
  const values: Record<string, string> = { nightSurchargePercent: String(grid.nightSurchargePercent), returnDiscountPercent: String(grid.returnDiscountPercent) }
  for (const town of grid.towns) {
    for (const column of grid.columns) {
      const cents = grid.cells[cellName(town.id, column.key)]
      values[cellName(town.id, column.key)] = cents === undefined ? '' : formatAmount(cents, lng)
    }
  }
  return values
}

/** A fare typed "45" or "45.00" is the "45,00" the form showed: compared as cents (field-merge.ts). */
export function sameFare(field: string, a: string, b: string): boolean {
  if (a === b) return true
  if (!field.startsWith('c_')) return a.trim() === b.trim()
  const [x, y] = [PriceCell.safeParse(a), PriceCell.safeParse(b)]
  return x.success && y.success && x.data === y.data
}

export function PricesFormSchemaFor(grid: PriceGrid) {
  const shape: Record<string, z.ZodType> = {
    nightSurchargePercent: Percent(100),
    returnDiscountPercent: Percent(50),
  }
  for (const town of grid.towns) for (const column of grid.columns) shape[cellName(town.id, column.key)] = PriceCell
  return z.object(shape) as unknown as z.ZodType<{ nightSurchargePercent: number; returnDiscountPercent: number } & Record<string, number | null>>
}

export function pricesFieldErrors(error: ZodError, t: TFunction): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    const code = ['price', 'positive', 'max', 'percent'].includes(issue.message) ? issue.message : 'price'
    out[field] ??= t(`admin:pricesAdmin.errors.${code}`)
  }
  return out
}

/** Every cell and both percentages in one transaction; the public quote uses them at once. */
export async function savePrices(grid: PriceGrid, data: { nightSurchargePercent: number; returnDiscountPercent: number } & Record<string, number | null>): Promise<void> {
  await TransferPriceModel.transaction(async (trx) => {
    for (const town of grid.towns) {
      for (const column of grid.columns) {
        const name = cellName(town.id, column.key)
        const cents = data[name]
        const where = { town_id: town.id, vehicle_code: column.vehicle, passengers_min: column.min }
        if (cents === null || cents === undefined) {
          if (grid.cells[name] !== undefined) await trx('transfer_prices').where(where).delete()
        } else if (grid.cells[name] !== cents) {
          await trx('transfer_prices')
            .insert({ ...where, passengers_max: column.max, price_cents: cents, currency: grid.currency })
            .onConflict(['town_id', 'vehicle_code', 'passengers_min'])
            .merge({ passengers_max: column.max, price_cents: cents, updated_at: trx.fn.now() })
        }
      }
    }
    const row = await SettingModel.query(trx).findById(TRANSFER_PRICING_KEY).forUpdate()
    const value = { ...DEFAULT_PRICING, ...(row?.value as object | undefined), nightSurchargePercent: data.nightSurchargePercent, returnDiscountPercent: data.returnDiscountPercent }
    if (row) await SettingModel.query(trx).findById(TRANSFER_PRICING_KEY).patch({ value })
    else await SettingModel.query(trx).insert({ key: TRANSFER_PRICING_KEY, value, isSecret: false })
  })
  pricesChanged()
}

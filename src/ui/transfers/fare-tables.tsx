import { formatIslandDate, formatKm, formatPrice } from '../../i18n/format'
import { usePageContext } from '../page-context'
import { percentOf } from '../../transfers/quote'
import type { TownFares, TransferCatalog } from '../../transfers/transfers.server'
import { useLocalizedHref } from '../localized-links'

const NS = 'airport-transfers:'
const th = 'px-2 py-3 text-left text-xs font-semibold uppercase tracking-normal text-slate-600 sm:px-3 sm:tracking-wide'
const td = 'px-2 py-3 text-sm text-slate-700 sm:px-3'
// On small screens distance and time move under the town name, so the prices stay in view.
const wide = 'hidden sm:table-cell'

/**
 * A table that scrolls sideways when a language's column headers are wider than the phone (a town
 * page below 390 px, the whole grid on any phone): a named, focusable region, so keyboard users can
 * scroll it too (WCAG 2.1.1). Headers are tracked wide only from `sm`: on a phone the extra spacing of
 * "PASSATGERS" made the Catalan town table 5 px too wide at 390 px.
 */
function TableBox({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  )
}

/**
 * Every town served: distance and time from the airport, and per vehicle class its lowest fare
 * or, with `bands`, one column per passenger band (the group page shows 1–12 and 13–16).
 */
export function TownsTable({ catalog, vehicles = catalog.vehicles.map((v) => v.code), bands = false }: { catalog: TransferCatalog; vehicles?: string[]; bands?: boolean }) {
  const localize = useLocalizedHref()
  const { t, lng } = usePageContext()
  const columns = catalog.vehicles
    .filter((v) => vehicles.includes(v.code))
    .flatMap((v) => {
      const ranges = [...new Map(catalog.towns.flatMap((x) => x.fares).filter((f) => f.vehicle === v.code).map((f) => [f.min, f.max])).entries()]
      if (!bands || ranges.length < 2) return [{ key: v.code, vehicle: v.code, label: v.name, min: undefined as number | undefined }]
      return ranges.map(([min, max]) => ({ key: `${v.code}-${min}`, vehicle: v.code, label: `${v.name} (${t(`${NS}priceTable.band`, { min, max })})`, min }))
    })
  const money = (cents: number | undefined) => (cents == null ? '—' : formatPrice(cents, catalog.currency, lng))
  return (
    <TableBox caption={t(`${NS}towns.caption`)}>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={th}>{t(`${NS}towns.town`)}</th>
          <th scope="col" className={`${th} ${wide} text-right`}>{t(`${NS}towns.distance`)}</th>
          <th scope="col" className={`${th} ${wide} text-right`}>{t(`${NS}towns.driveTime`)}</th>
          {columns.map((c) => <th key={c.key} scope="col" className={`${th} text-right`}>{c.label}</th>)}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {catalog.towns.map((town) => (
          <tr key={town.slug}>
            <th scope="row" className={`${td} text-left font-semibold text-slate-900`}>
              {town.hasPage ? <a href={localize(`/airport-transfers/${town.slug}`)} className="text-brand-700 underline">{town.name}</a> : town.name}
              <span className="block text-xs font-normal text-slate-500 sm:hidden">{formatKm(town.distanceKm, lng, 0)} · {t(`${NS}towns.minutes`, { count: town.driveMinutes })}</span>
            </th>
            <td className={`${td} ${wide} text-right tabular-nums`}>{formatKm(town.distanceKm, lng, 0)}</td>
            <td className={`${td} ${wide} text-right tabular-nums`}>{t(`${NS}towns.minutes`, { count: town.driveMinutes })}</td>
            {columns.map((c) => (
              <td key={c.key} className={`${td} text-right tabular-nums`}>{money(town.fares.find((f) => f.vehicle === c.vehicle && (c.min === undefined || f.min === c.min))?.cents)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableBox>
  )
}

/** One town's fares: every vehicle class and passenger band, one way and return. */
export function TownFareTable({ town, catalog }: { town: TownFares; catalog: TransferCatalog }) {
  const { t, lng } = usePageContext()
  const { pricing } = catalog
  const money = (cents: number) => formatPrice(cents, catalog.currency, lng)
  return (
    <div>
      <TableBox caption={t(`${NS}priceTable.caption`, { town: town.name })}>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>{t(`${NS}priceTable.vehicle`)}</th>
            <th scope="col" className={th}>{t(`${NS}priceTable.passengers`)}</th>
            <th scope="col" className={`${th} ${wide}`}>{t(`${NS}priceTable.suitcases`)}</th>
            <th scope="col" className={`${th} text-right`}>{t(`${NS}priceTable.oneWay`)}</th>
            <th scope="col" className={`${th} text-right`}>{t(`${NS}priceTable.return`)}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {town.fares.map((fare) => {
            const vehicle = catalog.vehicles.find((v) => v.code === fare.vehicle)
            const both = 2 * fare.cents
            return (
              <tr key={`${fare.vehicle}-${fare.min}`}>
                <th scope="row" className={`${td} text-left font-semibold text-slate-900`}>
                  {vehicle?.name ?? fare.vehicle}
                  <span className="block text-xs font-normal text-slate-500 sm:hidden">{t(`${NS}summary.suitcases`, { count: vehicle?.maxSuitcases ?? 0 })}</span>
                </th>
                <td className={`${td} tabular-nums`}>{t(`${NS}priceTable.band`, { min: fare.min, max: fare.max })}</td>
                <td className={`${td} ${wide} tabular-nums`}>{vehicle?.maxSuitcases}</td>
                <td className={`${td} text-right text-base font-bold text-slate-900 tabular-nums`}>{money(fare.cents)}</td>
                <td className={`${td} text-right tabular-nums`}>{money(both - percentOf(both, pricing.returnDiscountPercent))}</td>
              </tr>
            )
          })}
        </tbody>
      </TableBox>
      <FareNote catalog={catalog} />
    </div>
  )
}

/** The rules under every fare table: per vehicle, VAT, night surcharge, return discount, and the seasons that change the fares. */
export function FareNote({ catalog }: { catalog: TransferCatalog }) {
  const { t, lng } = usePageContext()
  const { pricing, seasons } = catalog
  return (
    <div className="mt-3 space-y-1 text-sm text-slate-600">
      <p>{t(`${NS}priceTable.note`, { start: pricing.nightStart, end: pricing.nightEnd, percent: pricing.nightSurchargePercent, discount: pricing.returnDiscountPercent })}</p>
      {seasons.map((season) => (
        <p key={`${season.startsOn}-${season.endsOn}`} data-season>
          {t(`${NS}priceTable.${season.percent > 0 ? 'seasonUp' : 'seasonDown'}`, { from: formatIslandDate(season.startsOn, lng), to: formatIslandDate(season.endsOn, lng), percent: Math.abs(season.percent) })}
        </p>
      ))}
    </div>
  )
}

import type { ReactNode } from 'react'
import { formatPrice } from '../../i18n/format'
import { CheckIcon } from '../icons'
import { usePageContext } from '../page-context'
import type { TransferCatalog, VehicleClass } from '../../transfers/transfers.server'
import { SERVICE_VEHICLES, TRANSFER_SERVICES } from '../../transfers/service-kinds'
import { useLocalizedHref } from '../localized-links'

const NS = 'airport-transfers:'
const STEPS = ['request', 'confirm', 'meet'] as const
const INCLUDED = ['meet', 'flight', 'waiting', 'childSeats', 'fixedPrice', 'doorToDoor'] as const
/** Free waiting after the real landing time, as the transfers FAQ promises. */
export const FREE_WAITING_MINUTES = 60

/** A section with its heading and an optional sentence under it. */
export function Section({ id, title, intro, children, tone = 'plain' }: { id: string; title: string; intro?: string; children: ReactNode; tone?: 'plain' | 'sand' }) {
  return (
    <section aria-labelledby={id} className={tone === 'sand' ? 'bg-sand-50 py-14' : 'py-14'}>
      <div className="container-page">
        <h2 id={id} className="section-title scroll-mt-24">{title}</h2>
        {intro && <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  )
}

export function HowItWorks() {
  const { t } = usePageContext()
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {STEPS.map((key, i) => (
        <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">{i + 1}</span>
          <h3 className="mt-4 font-semibold text-slate-900">{t(`${NS}how.steps.${key}.title`)}</h3>
          <p className="mt-2 text-sm text-slate-600">{t(`${NS}how.steps.${key}.text`)}</p>
        </li>
      ))}
    </ol>
  )
}

/** Meet & greet, flight tracking, free waiting, child seats… (the waiting time follows the FAQ). */
export function IncludedList({ compact = false }: { compact?: boolean }) {
  const { t } = usePageContext()
  return (
    <ul className={compact ? 'space-y-3' : 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3'}>
      {INCLUDED.map((key) => (
        <li key={key} className={compact ? 'flex gap-3 text-sm' : 'flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200'}>
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true"><CheckIcon className="size-4" /></span>
          <span>
            <span className="block font-semibold text-slate-900">{t(`${NS}included.items.${key}.title`)}</span>
            {!compact && <span className="mt-1 block text-sm text-slate-600">{t(`${NS}included.items.${key}.text`)}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}

export function capacityText(t: (key: string, vars?: Record<string, unknown>) => string, v: Pick<VehicleClass, 'maxPassengers' | 'maxSuitcases'>): string {
  return t(`${NS}vehicles.capacity`, { passengers: v.maxPassengers, suitcases: v.maxSuitcases })
}

/** The service page that presents a vehicle class. */
export function servicePathOf(vehicle: string): string {
  const service = TRANSFER_SERVICES.find((s) => SERVICE_VEHICLES[s].includes(vehicle)) ?? 'private'
  return `/airport-transfers/${service}`
}

/** Vehicle classes with capacity and "from" price; each offers the request form pre-filled. */
export function VehicleCards({ vehicles, catalog, town, linkService = true }: { vehicles: VehicleClass[]; catalog: TransferCatalog; town?: string; linkService?: boolean }) {
  const localize = useLocalizedHref()
  const { t, lng } = usePageContext()
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${vehicles.length > 2 ? 'lg:grid-cols-4' : ''}`}>
      {vehicles.map((v) => {
        const from = town ? catalog.towns.find((x) => x.slug === town)?.fares.find((f) => f.vehicle === v.code)?.cents : v.fromCents
        const query = new URLSearchParams({ ...(town ? { town } : {}), vehicle: v.code })
        return (
          <li key={v.code} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-slate-900">{v.name}</h3>
            <p className="mt-1 text-sm font-medium text-brand-700">{capacityText(t, v)}</p>
            <p className="mt-3 flex-1 text-sm text-slate-600">{v.description}</p>
            {from != null && <p className="mt-4 text-sm text-slate-600">{t(`${NS}fromPrice`, { price: '' })}<span className="text-2xl font-bold text-slate-900">{formatPrice(from, catalog.currency, lng)}</span></p>}
            <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
              <a href={localize(`/airport-transfers/request?${query}`)} className="btn-primary">{t(`${NS}vehicles.book`)}</a>
              {linkService && <a href={localize(servicePathOf(v.code))} className="self-center text-sm font-semibold text-brand-700 hover:underline">{t(`${NS}vehicles.more`)}</a>}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

import { LinkCard } from '../content'
import { usePageContext } from '../page-context'
import type { TownFares } from '../../transfers/transfers.server'
import { TRANSFER_SERVICES, type TransferService } from '../../transfers/service-kinds'

const NS = 'airport-transfers:'

/** Private, group and VIP transfers as cards (without the current one on its own page). */
export function ServiceLinks({ current, className = '' }: { current?: TransferService; className?: string }) {
  const { t } = usePageContext()
  return (
    <ul className={`grid gap-5 sm:grid-cols-3 ${className}`}>
      {TRANSFER_SERVICES.filter((s) => s !== current).map((s) => (
        <li key={s}>
          <LinkCard href={`/airport-transfers/${s}`} title={t(`${NS}services.${s}.title`)} text={t(`${NS}services.${s}.card`)} cta={t(`${NS}services.more`)} />
        </li>
      ))}
    </ul>
  )
}

/** The towns that have their own page. */
export function TownLinks({ towns }: { towns: TownFares[] }) {
  const { t } = usePageContext()
  return (
    <ul className="grid gap-5 sm:grid-cols-3">
      {towns.map((town) => (
        <li key={town.slug}>
          <LinkCard href={`/airport-transfers/${town.slug}`} title={t(`${NS}town.title`, { town: town.name })} text={t(`${NS}town.card`, { km: Math.round(town.distanceKm), minutes: town.driveMinutes })} cta={t(`${NS}town.more`)} />
        </li>
      ))}
    </ul>
  )
}

import type { ReactNode } from 'react'
import type { Destination } from '../destinations/destinations.schema'
import type { TripSummary } from '../trips/trips.schema'
import { DestinationCard, TripCard } from './cards'

/** `beside` is a grid next to a sidebar: three columns only on the widest screens. */
export function TripGrid({ trips, beside = false }: { trips: TripSummary[]; beside?: boolean }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${beside ? 'xl:grid-cols-3' : 'lg:grid-cols-3'}`}>
      {trips.map((trip) => <li key={trip.id} className="grid"><TripCard trip={trip} /></li>)}
    </ul>
  )
}

export function DestinationGrid({ destinations }: { destinations: Destination[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {destinations.map((d) => <li key={d.id} className="grid"><DestinationCard destination={d} /></li>)}
    </ul>
  )
}

/**
 * Each item of a CardRail: on phones a fixed share of the screen, so the next card peeks in from
 * the edge and tells the visitor that the row goes on sideways.
 */
export const RAIL_ITEM = 'grid w-[80vw] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none'

/**
 * A list that is a sideways-scrolling rail on phones (one screen instead of one screen per card)
 * and the usual grid from `sm` up (`gridClass`: the grid's column and gap classes). The scrolling box is
 * a labelled, focusable region so that keyboard users can scroll it with the arrow keys (WCAG 2.1.1);
 * its label must differ from the section's own name (two regions with one name confuse screen readers).
 * Items are <li className={RAIL_ITEM}>; `listId` lets an island find them.
 */
export function CardRail({ label, gridClass, listId, children }: { label: string; gridClass: string; listId?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="-mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pb-3 focus-visible:outline-offset-[-2px] sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-0"
    >
      <ul id={listId} className={`flex w-max gap-4 sm:grid sm:w-auto ${gridClass}`}>
        {children}
      </ul>
    </div>
  )
}

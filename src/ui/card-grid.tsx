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

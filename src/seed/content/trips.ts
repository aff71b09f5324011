import type { SeedTrip } from '../types'
import { boatTrips1 } from './trips/boat-1'
import { boatTrips2 } from './trips/boat-2'
import { kayakTrips1 } from './trips/kayak-1'
import { kayakTrips2 } from './trips/kayak-2'
import { hikingTrips } from './trips/hiking'
import { horseRidingTrips } from './trips/horse-riding'
import { cultureTrips } from './trips/culture'
import { foodTrips } from './trips/food'

export const trips: SeedTrip[] = [
  ...boatTrips1,
  ...boatTrips2,
  ...kayakTrips1,
  ...kayakTrips2,
  ...hikingTrips,
  ...horseRidingTrips,
  ...cultureTrips,
  ...foodTrips,
]

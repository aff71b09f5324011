import { hydrateIslands } from '../../src/islands/hydrate'

hydrateIslands()

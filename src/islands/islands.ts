import type { ComponentType } from 'react'

export type HydrateStrategy = 'load' | 'visible' | 'idle'

/** Every island the client can hydrate; each loads as its own chunk, only on pages that use it. */
export const ISLAND_LOADERS = {
  HeroCarousel: () => import('./hero-carousel.island').then((m) => m.HeroCarousel as ComponentType<never>),
  SearchForm: () => import('./search-form.island').then((m) => m.SearchForm as ComponentType<never>),
  TransferQuote: () => import('./transfer-quote.island').then((m) => m.TransferQuote as ComponentType<never>),
} satisfies Record<string, () => Promise<ComponentType<never>>>

export type IslandName = keyof typeof ISLAND_LOADERS

import type { ComponentType } from 'react'
import { ImageFactsProvider, imageFactsNamedIn, usePageImageFacts } from '../image-facts'
import type { HydrateStrategy, IslandName } from './islands'

interface IslandProps<P extends object> {
  name: IslandName
  component: ComponentType<P>
  props: P
  /** load: at once; visible: within 200 px of the viewport; idle: when the browser is idle. */
  hydrate?: HydrateStrategy
  className?: string
}

/**
 * Server side of an island: renders the component to HTML (so the page is complete without
 * JavaScript) and leaves its name and props for src/ui/islands/hydrate.ts.
 */
export function Island<P extends object>({ name, component: Component, props, hydrate = 'load', className }: IslandProps<P>) {
  const serialised = JSON.stringify(props)
  // The library facts of the island's pictures travel with it, so the client renders the same alt and srcset.
  const imageFacts = imageFactsNamedIn(usePageImageFacts(), serialised)
  const hasImageFacts = Object.keys(imageFacts).length > 0
  return (
    <div data-island={name} data-hydrate={hydrate} data-props={serialised} data-image-facts={hasImageFacts ? JSON.stringify(imageFacts) : undefined} className={className}>
      <ImageFactsProvider value={imageFacts}>
        <Component {...props} />
      </ImageFactsProvider>
    </div>
  )
}

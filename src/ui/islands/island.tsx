import type { ComponentType } from 'react'
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
  return (
    <div data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)} className={className}>
      <Component {...props} />
    </div>
  )
}

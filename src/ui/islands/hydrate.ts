import { createElement, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ImageFactsProvider, type ImageFactsByPath } from '../image-facts'
import { ISLAND_LOADERS, type IslandName } from './islands'
import { whenIdle } from '../../lib/when-idle'

const LAZY_MARGIN = '200px'

async function hydrateOne(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName
  const load = ISLAND_LOADERS[name]
  if (!load) {
    console.error(`Unknown island "${name}"`)
    return
  }
  const Component = await load()
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  const imageFacts = JSON.parse(element.dataset.imageFacts ?? '{}') as ImageFactsByPath
  const island = createElement(ImageFactsProvider, { value: imageFacts }, createElement(Component, props as never))
  hydrateRoot(element, createElement(HydrationMarker, { element }, island))
}

/** Marks the island once React has hydrated it (event handlers live): tests and developers can see it. */
function HydrationMarker({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => element.setAttribute('data-hydrated', ''), [element])
  return children
}

function whenVisible(element: HTMLElement, run: () => void): void {
  if (!('IntersectionObserver' in window)) return run()
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect()
        run()
      }
    },
    { rootMargin: LAZY_MARGIN },
  )
  observer.observe(element)
}

/** Client entry of every page with islands: hydrates each [data-island] by its strategy. */
export function hydrateIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const run = () => void hydrateOne(element).catch((error) => console.error('Island failed to hydrate', element.dataset.island, error))
    const strategy = element.dataset.hydrate
    if (strategy === 'visible') whenVisible(element, run)
    else if (strategy === 'idle') whenIdle(run)
    else run()
  }
}

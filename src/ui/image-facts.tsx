import { createContext, useContext, type ReactNode } from 'react'
import { encodeLibraryPath, normaliseImagePath, OPTIMIZER_PREFIX } from '../lib/image-url'

/**
 * What the page knows of each library picture it shows, looked up once per page on the server
 * (src/images/image-facts.server.ts, docs/decisions/051): the alt text in the page's language,
 * the original's size and whether it is transparent.
 */
export interface ImageFacts {
  alt: string
  width: number
  height: number
  transparent: boolean
}

/** By library path (`demo/cove.jpg`). */
export type ImageFactsByPath = Record<string, ImageFacts>

const Context = createContext<ImageFactsByPath>({})

export function ImageFactsProvider({ value, children }: { value: ImageFactsByPath; children?: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** Every picture the page knows of (an island takes along those its props name). */
export function usePageImageFacts(): ImageFactsByPath {
  return useContext(Context)
}

/** The facts of one optimizer image; undefined for other sources or a picture outside the library. */
export function useImageFacts(src: string): ImageFacts | undefined {
  return factsOf(useContext(Context), src)
}

export function factsOf(facts: ImageFactsByPath, src: string): ImageFacts | undefined {
  return src.startsWith(OPTIMIZER_PREFIX) ? facts[normaliseImagePath(src)] : undefined
}

/** The facts of the pictures whose path appears in an island's serialised props. */
export function imageFactsNamedIn(facts: ImageFactsByPath, serialisedProps: string): ImageFactsByPath {
  return Object.fromEntries(Object.entries(facts).filter(([path]) => serialisedProps.includes(`${OPTIMIZER_PREFIX}${encodeLibraryPath(path)}`)))
}

import path from 'node:path'

/** Where the library's files and the optimizer's cached variants live (set once by the app). */
export interface ImageStorage {
  /** DATA_DIR/images: originals; paths in the `images` table are relative to it. */
  imagesDir: string
  /** DATA_DIR/cache/images: the optimizer's variants. */
  cacheDir: string
}

let storage: ImageStorage | undefined

export function configureImageStorage(dataDir: string): ImageStorage {
  storage = { imagesDir: path.join(dataDir, 'images'), cacheDir: path.join(dataDir, 'cache', 'images') }
  return storage
}

export function imageStorage(): ImageStorage {
  if (!storage) throw new Error('Image storage is not configured (configureImageStorage)')
  return storage
}

import sharp from 'sharp'

/**
 * libvips, for a small server: no operation cache (optimised variants are cached by the app, in
 * memory and on disk) and one thread per operation (the server answers many requests at once,
 * and every libvips thread that allocates keeps a malloc arena of its own: resident memory).
 * How many operations run at once is the render queue's business (docs/decisions/022).
 * A setting of the library for the whole process (not a dependency of the app): set once at boot.
 */
export function tuneLibvipsForServer(): void {
  sharp.cache(false)
  sharp.concurrency(1)
}

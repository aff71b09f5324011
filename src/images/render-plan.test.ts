import { describe, expect, it } from 'vitest'
import { AVIF_MAX_PIXELS, CHEAP_COST, MAX_OUTPUT_DIMENSION, MAX_RENDER_COST, planRender, UnrenderableImageError } from './render-plan'

const photo = { width: 2560, height: 1700, format: 'jpeg' }

describe('planning a render', () => {
  it('puts a page-sized WebP or AVIF of a photo in the cheap lane', () => {
    const webp = planRender(photo, { width: 640, height: 420, format: 'webp' })
    expect(webp).toMatchObject({ format: 'webp', lane: 'cheap', output: { width: 640, height: 420 } })
    expect(webp.cost).toBeLessThanOrEqual(CHEAP_COST)
    expect(planRender(photo, { width: 640, height: 420, format: 'avif' })).toMatchObject({ format: 'avif', lane: 'cheap' })
  })

  it('costs AVIF more than WebP per pixel, and sends a large one to the expensive lane', () => {
    const webp = planRender(photo, { width: 1280, format: 'webp' })
    const avif = planRender(photo, { width: 1280, format: 'avif' })
    expect(avif.format).toBe('avif')
    expect(avif.cost).toBeGreaterThan(webp.cost)
    expect(avif.lane).toBe('expensive')
  })

  it('renders AVIF above AVIF_MAX_PIXELS as WebP', () => {
    const full = planRender(photo, { format: 'avif' })
    expect(full.output.width * full.output.height).toBeGreaterThan(AVIF_MAX_PIXELS)
    expect(full.format).toBe('webp')
  })

  it('bounds a full-size variant of an 8000×8000 source to the maximum output size', () => {
    const plan = planRender({ width: 8000, height: 8000, format: 'jpeg' }, { format: 'webp' })
    expect(plan.output).toEqual({ width: MAX_OUTPUT_DIMENSION, height: MAX_OUTPUT_DIMENSION })
    expect(plan.resize).toEqual({ width: MAX_OUTPUT_DIMENSION, height: MAX_OUTPUT_DIMENSION, fit: 'inside' })
    expect(plan.lane).toBe('expensive')
    // Only a width asked of a very tall picture: its height is bounded too.
    expect(planRender({ width: 1000, height: 8000, format: 'jpeg' }, { width: 1000, format: 'webp' }).output).toEqual({ width: 320, height: 2560 })
  })

  it('never enlarges, and turns the size with the EXIF orientation', () => {
    expect(planRender({ width: 300, height: 200, format: 'png' }, { width: 900, format: 'webp' })).toMatchObject({ resize: null, output: { width: 300, height: 200 } })
    expect(planRender({ width: 300, height: 200, format: 'jpeg', orientation: 6 }, { format: 'webp' }).output).toEqual({ width: 200, height: 300 })
  })

  it('refuses (422) a source above the input pixel limit and a render above the cost limit', () => {
    expect(() => planRender({ width: 8001, height: 8000, format: 'jpeg' }, { width: 100, format: 'webp' })).toThrow(UnrenderableImageError)
    // A full-size variant of an 8000×8000 PNG: decoding it whole plus 6.5 MP encoded.
    const error = (() => {
      try {
        planRender({ width: 8000, height: 8000, format: 'png' }, { format: 'webp' })
      } catch (e) {
        return e as UnrenderableImageError
      }
    })()
    expect(error).toBeInstanceOf(UnrenderableImageError)
    expect(error?.status).toBe(422)
    // The same source at a page's size stays within the limit.
    expect(planRender({ width: 8000, height: 8000, format: 'png' }, { width: 1280, format: 'webp' }).cost).toBeLessThanOrEqual(MAX_RENDER_COST)
  })

  it('refuses a source without a readable size', () => {
    expect(() => planRender({ width: 0, height: 0, format: 'gif' }, { format: 'webp' })).toThrow(UnrenderableImageError)
  })
})

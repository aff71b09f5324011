import jsQR from 'jsqr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { qrModules, qrPng } from './qr-code.server'

// The QR code a driver or the customer's phone scans: decoded here as a phone's reader would.

const SIGNED_LINK = 'https://www.menorca.example/airport-transfers/booking?ref=TR-2026-0042&sig=3f9a0c1d2e4b5a69788776655443322110ffeeddccbbaa99'

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { info, code: jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height) }
}

describe('qrPng', () => {
  it('is a PNG of the asked size that a QR reader decodes to the signed link', async () => {
    const png = await qrPng(SIGNED_LINK, 300)
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    const { info, code } = await decode(png)
    expect(info.width).toBe(300)
    expect(info.height).toBe(300)
    expect(code?.data).toBe(SIGNED_LINK)
  })

  it('draws every module as whole pixels, so a small code still reads, and is only larger than asked when it must be', async () => {
    for (const size of [120, 137, 200]) {
      const { info, code } = await decode(await qrPng(SIGNED_LINK, size))
      expect(info.width).toBe(size)
      expect(code?.data).toBe(SIGNED_LINK)
    }
    const tiny = await decode(await qrPng(SIGNED_LINK, 20))
    expect(tiny.info.width).toBe(qrModules(SIGNED_LINK).length + 8)
    expect(tiny.code?.data).toBe(SIGNED_LINK)
  })
})

describe('qrModules', () => {
  it('is the same code as the PNG: a square whose corners hold the three finder patterns', async () => {
    const modules = qrModules(SIGNED_LINK)
    const size = modules.length
    expect(modules.every((row) => row.length === size)).toBe(true)
    // Drawn one pixel per module with a 4-module quiet zone, scaled up, it decodes to the link.
    const scale = 6
    const side = (size + 8) * scale
    const pixels = Buffer.alloc(side * side, 255)
    modules.forEach((row, r) => row.forEach((dark, c) => {
      if (!dark) return
      for (let y = 0; y < scale; y++) pixels.fill(0, ((r + 4) * scale + y) * side + (c + 4) * scale, ((r + 4) * scale + y) * side + (c + 5) * scale)
    }))
    const png = await sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).png().toBuffer()
    expect((await decode(png)).code?.data).toBe(SIGNED_LINK)
    const finder = (r0: number, c0: number) => [0, 6].every((d) => modules[r0 + d]!.slice(c0, c0 + 7).every(Boolean))
    expect(finder(0, 0) && finder(0, size - 7) && finder(size - 7, 0)).toBe(true)
  })
})

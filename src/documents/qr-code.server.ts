import QRCode from 'qrcode'
import sharp from 'sharp'

// QR codes for vouchers and e-mails. Level M (15 % of the code may be lost) reads well from a
// phone screen and from paper with a crease; a signed booking link (~120 characters) fits a
// version 6–7 code, small enough to print at 3 cm.
const ERROR_CORRECTION = 'M' as const
/** The light border a reader needs around the code, in modules (the standard asks for 4). */
export const QR_QUIET_ZONE = 4

/**
 * A PNG of the QR code carrying `text`, `size` pixels square. Every module is a whole number of
 * pixels (a code scaled by a fraction has uneven modules that readers stumble on), centred on
 * white; when `size` is too small for one pixel per module the image is as large as it must be.
 */
export async function qrPng(text: string, size: number): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION })
  const side = modules.size + 2 * QR_QUIET_ZONE
  const scale = Math.max(1, Math.floor(size / side))
  const png = await QRCode.toBuffer(text, { type: 'png', scale, margin: QR_QUIET_ZONE, errorCorrectionLevel: ERROR_CORRECTION, color: { dark: '#000000', light: '#ffffff' } })
  const pad = Math.max(0, size - side * scale)
  if (pad === 0) return png
  const before = Math.floor(pad / 2)
  return sharp(png)
    .extend({ top: before, left: before, bottom: pad - before, right: pad - before, background: '#ffffff' })
    .png({ palette: true, colours: 2 })
    .toBuffer()
}

/** The code's modules (true = dark), row by row, without quiet zone: for drawing it as vectors in a PDF. */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION })
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1))
}

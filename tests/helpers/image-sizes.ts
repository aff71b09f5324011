/** The sizes pages ask for: srcset widths (src/ui/optimized-image.tsx), the blur placeholder, admin thumbnails. */
export const SITE_SIZES: Array<{ width: number; height?: number; format: string; quality: number }> = [
  ...[320, 480, 640, 720, 960, 1280, 1600].map((width) => ({ width, format: 'webp', quality: 80 })),
  { width: 20, format: 'webp', quality: 30 },
  { width: 160, height: 120, format: 'webp', quality: 70 },
  { width: 128, height: 80, format: 'webp', quality: 70 },
  { width: 800, format: 'webp', quality: 80 },
]

/** What the optimizer makes of a source (render-plan.ts): cover within the box, else inside; never enlarged. */
export function expectedSize(source: { width: number; height: number }, width?: number, height?: number): { width: number; height: number } {
  if (width && height) return { width: Math.min(width, source.width), height: Math.min(height, source.height) }
  const scale = Math.min(1, (width ?? 2560) / source.width, (height ?? 2560) / source.height)
  return { width: Math.round(source.width * scale), height: Math.round(source.height * scale) }
}

/** "245 KB", "3.4 MB" (browser-safe, shared by the image screens). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** Upload limits the screens show (the server enforces them in src/images/upload.ts). */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif'

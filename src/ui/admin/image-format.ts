/** Upload limits the screens show (the server enforces them in src/images/upload.ts). */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif'

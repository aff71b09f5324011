/** The addresses of the printed documents (pages link them; the routes answer them). */
export const RUN_SHEET_PATH = '/admin/dispatch/run-sheet.pdf'
export const MANIFEST_PATH = '/admin/dispatch/manifest.pdf'

export function runSheetPath(date: string, driverId: number): string {
  return `${RUN_SHEET_PATH}?date=${date}&driver=${driverId}`
}

export function manifestPath(date: string): string {
  return `${MANIFEST_PATH}?date=${date}`
}

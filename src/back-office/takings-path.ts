/** The day's takings screen (its ?date is an island day). */
export const TAKINGS_PATH = '/admin/takings'

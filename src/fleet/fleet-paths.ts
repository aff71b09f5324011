// What the fleet screens' pages and forms share with the server (pure constants, no database).

export const DRIVERS_PATH = '/admin/drivers'
export const VEHICLES_PATH = '/admin/vehicles'

/** The languages a driver may speak with customers, offered as checkboxes (one field each: `lang_es`…). */
export const DRIVER_LANGUAGES = ['es', 'en', 'de', 'ca', 'fr', 'it'] as const
export type DriverLanguage = (typeof DRIVER_LANGUAGES)[number]

export const languageField = <C extends string>(code: C) => `lang_${code}` as const

export interface DayOff {
  /** "YYYY-MM-DD" */
  day: string
  note: string
}

/** A day off to come, with the jobs the driver still has that day (given before it was added): each needs another driver. */
export interface UpcomingDayOff extends DayOff {
  jobs: number
}

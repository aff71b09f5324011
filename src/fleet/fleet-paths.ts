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

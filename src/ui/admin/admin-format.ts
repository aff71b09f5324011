import { localeOf, type Language } from '../../i18n/languages'
import { SITE_TIME_ZONE } from '../../lib/island-time'

const formatters = new Map<Language, Intl.DateTimeFormat>()

/** "22 nov 2026, 14:05": a compact date and time on the island's clock for admin grids. */
export function formatShortDateTime(iso: string, lng: Language): string {
  let formatter = formatters.get(lng)
  if (!formatter) formatters.set(lng, (formatter = new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE })))
  return formatter.format(new Date(iso))
}

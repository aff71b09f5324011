import { defineContentType } from '../content-kit/content-type'
import { lines, structuredLines, text } from '../content-kit/translatable-form'
import type { ItineraryStep } from './trips.schema'

/** "09:30 | Title | Description" → a step; the time and description may be left out. */
export function parseItineraryLine(line: string): ItineraryStep {
  const parts = line.split('|').map((p) => p.trim())
  if (parts.length === 1) return { time: '', title: parts[0]!, description: '' }
  return { time: parts[0]!, title: parts[1] ?? '', description: parts.slice(2).join(' | ') }
}

/** A step as its form line (the reverse of parseItineraryLine). */
export function itineraryLine(step: Partial<ItineraryStep>): string {
  const [time, title, description] = [step.time ?? '', step.title ?? '', step.description ?? ''].map((p) => String(p).trim())
  return description ? `${time} | ${title} | ${description}` : time ? `${time} | ${title}` : title!
}

/** Trips: the translatable attributes, the admin screen, the export (docs/decisions/028). */
export const TRIP_CONTENT = defineContentType({
  kind: 'trip',
  table: 'trips',
  key: 'id',
  label: 'name',
  order: 'sortOrder',
  texts: {
    name: text({ max: 200 }),
    description: text({ max: 5000, rows: 6 }),
    location: text({ max: 200, required: false }),
    duration: text({ max: 80, required: false, hint: 'durationHint' }),
    meetingPoint: text({ max: 300, required: false }),
    includes: lines({ max: 4000, rows: 4, hint: 'onePerLine' }),
    excludes: lines({ max: 4000, rows: 3, hint: 'onePerLine' }),
    whatToBring: lines({ max: 2000, rows: 3, label: 'admin:tripFacts.whatToBring', hint: 'onePerLine' }),
    itinerary: structuredLines({
      max: 8000,
      rows: 5,
      hint: 'itineraryHint',
      parseLine: parseItineraryLine,
      formatItem: itineraryLine,
      validItem: (step) => step.title !== '' && step.time.length <= 20 && step.title.length <= 200,
    }),
  },
  admin: { path: '/admin/trips', texts: 'tripsAdmin', roles: ['admin', 'editor'] },
  transfer: {
    key: ['slug'],
    refs: [
      { column: 'destinationId', as: 'destination', table: 'destinations', via: 'slug' },
      { column: 'tripTypeId', as: 'tripType', table: 'trip_types', via: 'slug' },
    ],
    order: ['sortOrder', 'id'],
    // The boat or bus a trip's departures share is one of this site's resources (ids differ between sites).
    omit: ['resourceId'],
  },
})

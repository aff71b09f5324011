import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, NAMESPACES } from './languages'
import { readSourceRecord, readStrings } from './ui-strings'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

const load = (lng: string, ns: string) => flatten(JSON.parse(readFileSync(path.resolve('locales', lng, `${ns}.json`), 'utf8')) as Tree)

/**
 * Values that are rightly the same as in English (brand names, loanwords). Anything else
 * identical to English is an untranslated string.
 */
const BRANDS = ['nav.camiDeCavalls', 'nav.blog', 'contactPage.whatsapp', 'newsletterPage.title', 'footer.payment.visa', 'footer.payment.mastercard', 'vehicles.vip']
// airport-transfers: "WhatsApp", "Total", "{{count}} min" (es, ca), a leg on Stripe's page ("{{route}}, {{when}}"); Catalan "Vehicle", "Adults".
const TRANSFERS = ['contact.whatsapp', 'price.total', 'towns.minutes_one', 'towns.minutes_other', 'details.name', 'payment.lineLeg']
const TRANSFERS_CA = ['quoteForm.vehicle', 'priceTable.vehicle', 'form.vehicleLegend', 'details.vehicle', 'form.adults', 'summary.adults_one', 'summary.adults_other']
// trips: an itinerary step's hours and minutes after the start ("{{count}} h", "{{count}} min" in es and ca).
const TRIP_UNITS = ['detail.itineraryHours', 'detail.itineraryMinutes']
// Staff vocabulary that is the same word in several languages.
const ADMIN_WORDS = ['roles.editor', 'roles.admin', 'nav.system']
/** Words that really are spelled the same as in English (checked by value, for any key). */
const SAME_WORDS: Record<string, string[]> = {
  es: ['Blog', 'SEO', 'Slug', 'Email', 'Chat', 'WhatsApp', 'Google Analytics', 'SMTP', 'CSV', 'JSON', 'WebP', 'URL', 'Popular', 'No', 'Total', 'API', 'Online', '5xx', 'p90 (ms)', 'CPU (s)'],
  de: ['Name', 'Status', 'Blog', 'SEO', 'Slug', 'Tags', 'Chat', 'WhatsApp', 'Google Analytics', 'SMTP', 'CSV', 'JSON', 'WebP', 'URL', 'Editor', 'Administrator', 'System', 'Performance', 'Code', 'Text', 'Start', 'Details', 'Zone', 'API', 'Online', 'Website', 'Transfer {{reference}}', 'Transfer', 'Person', '5xx', 'p90 (ms)', 'CPU (s)'],
  ca: ['Adults', 'Blog', 'SEO', 'Slug', 'Chat', 'WhatsApp', 'Google Analytics', 'SMTP', 'CSV', 'JSON', 'WebP', 'URL', 'Editor', 'Administrador', 'Sistema', 'Popular', 'No', 'Total', 'API', 'Vehicle', 'Notes', 'Text', 'Participants', '5xx', 'p90 (ms)', 'CPU (s)', 'Totals', 'Net'],
}
const SAME_AS_ENGLISH: Record<string, string[]> = {
  es: [...BRANDS, 'marketing', ...TRANSFERS, ...TRIP_UNITS, ...ADMIN_WORDS, 'booking.voucher.event', 'forms.titleWithErrors'],
  de: [...BRANDS, 'trip.bestseller', 'marketing', 'forms.optional', 'mail.staff.name', 'voucher.file', 'voucher.event', 'booking.voucher.file', 'booking.voucher.event', ...TRANSFERS, ...ADMIN_WORDS],
  ca: [...BRANDS, 'zones.central', ...TRANSFERS, ...TRANSFERS_CA, ...TRIP_UNITS, ...ADMIN_WORDS, 'transfersAdmin.vehicle', 'runSheet.vehicle', 'runSheet.columns.vehicle', 'booking.voucher.event', 'forms.titleWithErrors'],
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe.each(NAMESPACES)('locales: %s namespace', (ns) => {
  const english = load('en', ns)

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, the same placeholders, and real translations', (lng) => {
    const other = load(lng, ns)
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, value] of english) {
      const translated = other.get(key)!
      expect(translated.trim(), `${lng}/${ns}:${key} is empty`).not.toBe('')
      expect(placeholders(translated), `${lng}/${ns}:${key} placeholders`).toEqual(placeholders(value))
      if (translated === value && !SAME_WORDS[lng]!.includes(value)) expect(SAME_AS_ENGLISH[lng], `${lng}/${ns}:${key} is untranslated ("${value}")`).toContain(key)
    }
  })
})

it('shows the SPEC loading text in Spanish', () => {
  expect(load('es', 'common').get('loading')).toBe('Cargando traducciones...')
})

describe.each(LANGUAGES.filter((l) => l !== 'es'))('locales/translated-from/%s.json', (lng) => {
  it('has a record of the Spanish text behind every translated string (after adding keys: npm run translations:stamp -- --new); whether it is current is the admin report’s business', async () => {
    const record = await readSourceRecord(path.resolve('locales'), lng)
    for (const ns of NAMESPACES) {
      const [spanish, translated] = await Promise.all([readStrings(path.resolve('locales'), 'es', ns), readStrings(path.resolve('locales'), lng, ns)])
      const expected = [...spanish.keys()].filter((key) => spanish.get(key)!.trim() && translated.get(key)?.trim()).sort()
      expect(Object.keys(record[ns] ?? {}).sort(), `${lng}/${ns}`).toEqual(expected)
    }
  })
})

// The staff pages and e-mails address staff as "Sie" (as the login and password pages do), never "du".
const DU_WORDS = /\b(du|dich|dir|dein(e[mnrs]?)?|Du|Dich|Dir|Dein(e[mnrs]?)?|kannst|musst|hast|entscheidest|wählst|gib|Gib|wähle|Wähle|setze|Setze|sieh|Sieh|melde|Melde|warte|lade|Lade|markiere|Markiere|erstatte|Erstatte|sende|deaktiviere|weise|ignoriere|wiederhole|klicke|Klicke|trage|Trage|prüfe|Prüfe)\b(?!\s+Sie\b)|\bihr (\S+ )?(nennt|habt|seid|könnt|müsst|wollt)\b/
it('speaks to German staff as "Sie" throughout: no "du", "dein", "dir" nor du-imperatives in the staff texts', () => {
  const staff = [...load('de', 'admin')].filter(([key]) => !key.startsWith('languages.'))
  for (const ns of NAMESPACES.filter((n) => n !== 'admin')) staff.push(...[...load('de', ns)].filter(([key]) => /(^|\.)staff\./.test(key)))
  const informal = staff.filter(([, value]) => DU_WORDS.test(value)).map(([key, value]) => `${key}: ${value}`)
  expect(informal).toEqual([])
})

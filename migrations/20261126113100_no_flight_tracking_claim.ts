import { createHash } from 'node:crypto'
import type { Knex } from 'knex'

/**
 * Issue 14 (docs/decisions/038): nothing tracks flights, so no text may say so. The seed no longer
 * does; this corrects databases seeded before. Each edit replaces one passage of a seeded text,
 * and only where that language's whole text is still exactly the text the seed wrote (its SHA-256
 * below): a text staff have edited since is theirs, and is left alone (the screens and the
 * translation report show it; the test of the rendered pages would catch a claim we wrote).
 */

type Language = 'es' | 'en' | 'de' | 'ca'
const LANGUAGES: Language[] = ['es', 'en', 'de', 'ca']

interface Edit {
  /** SHA-256 (hex) of the whole text as the seed wrote it. */
  seeded: string
  from: string
  to: string
}

interface Correction {
  table: string
  /** The row's key column (names are camelCase here: the app's Knex maps them, src/db/knex.ts). */
  key: string
  /**
   * Where the text is: a plain column (the Spanish) with the same attribute in `translations`
   * ({ attribute: { es, en, de, ca } }), or one jsonb column holding the four languages.
   */
  text: { column: string; translations: string } | { perLanguageColumn: string }
  edits: Record<Language, Edit>
}

/** Exported for its test (tests/integration/no-flight-tracking.test.ts). */
export const CORRECTIONS: Correction[] = [
  // The FAQ entry "What happens if my flight is delayed?"
  {
    table: 'faq_entries',
    key: 'id',
    text: { column: 'answer', translations: 'answer' },
    edits: {
      es: { seeded: '37c1a4cc1195515a332453ccb555ed02caf6d1dd71318299fd5e940f95f8e752', from: "Nada: seguimos tu vuelo en tiempo real con el número que nos indicas al reservar y el conductor ajusta la hora de recogida a la llegada real.", to: "Nada: el número de vuelo que nos indicas al reservar consta en el servicio del conductor, así que sabe qué llegada esperar y el retraso puede tenerse en cuenta al planificar la recogida; el conductor te espera en llegadas con un cartel con tu nombre." },
      en: { seeded: '5d76e5aef1e4e4cd378090909ea6373549f1db2d6f4e896c9acd76824d3e92e2', from: "Nothing to worry about: we track your flight in real time using the flight number you give us when booking, and the driver adjusts the pick-up to the actual arrival time.", to: "Nothing to worry about: the flight number you give us when booking goes on your driver's job, so the driver knows which arrival to meet and a delay can be taken into account when the pick-up is planned; your driver waits for you in arrivals with a sign with your name." },
      de: { seeded: '525aa3280f8b472d083d04a309c5a0e7ec2db6f6300a5b3e9860f9093cd4ac3a', from: "Keine Sorge: Wir verfolgen Ihren Flug in Echtzeit anhand der Flugnummer, die Sie bei der Buchung angeben, und der Fahrer passt die Abholzeit an die tatsächliche Ankunft an.", to: "Keine Sorge: Die Flugnummer, die Sie bei der Buchung angeben, steht im Fahrauftrag. So weiß der Fahrer, welche Ankunft er abholt, und eine Verspätung kann bei der Planung der Abholung berücksichtigt werden; der Fahrer erwartet Sie mit einem Namensschild in der Ankunftshalle." },
      ca: { seeded: 'c75b9dd0db0ee929c657e8b144fe814ff5daf5dd0e19ba83f3598e158d71466c', from: "Res: seguim el teu vol en temps real amb el número que ens indiques en reservar i el conductor ajusta l'hora de recollida a l'arribada real.", to: "Res: el número de vol que ens indiques en reservar consta al servei del conductor, així que sap quina arribada ha d'esperar i el retard es pot tenir en compte en planificar la recollida; el conductor t'espera a arribades amb un cartell amb el teu nom." },
    },
  },
  // The services page
  {
    table: 'content_pages',
    key: 'key',
    text: { column: 'body', translations: 'body' },
    edits: {
      es: { seeded: '38aec6f001f30872b45d12ae8b7aebc833d2e2febe37e4f9c8b4546adc2fbe51', from: "con seguimiento del vuelo, 60 minutos", to: "con 60 minutos" },
      en: { seeded: '69ce1f8864d6fa522db4ccc98a12000e50261f29552edfe4c341f4173c60c45f', from: "with flight tracking, 60 minutes", to: "with 60 minutes" },
      de: { seeded: 'bbb2e4558fb0b52388f03b929d2f2eb12ad9db66ae95b5638b0cfb604db04a78', from: "mit Flugverfolgung, 60 Minuten", to: "mit 60 Minuten" },
      ca: { seeded: '044f74a7f5b89cfdfbac76d5f5070fe88b47498d2842aa6b6cfcb4f39efc3405', from: "amb seguiment del vol, 60 minuts", to: "amb 60 minuts" },
    },
  },
  // The blog post "Menorca airport to your hotel"
  {
    table: 'blog_posts',
    key: 'id',
    text: { column: 'body', translations: 'body' },
    edits: {
      es: { seeded: 'e0148e5123c9c3eb0a52639ee3fe8029d2ec1d9f7371b19fb4ccf1891489baf1', from: "- **Seguimiento del vuelo**: si te retrasas, el conductor también.", to: "- **Tu número de vuelo en la reserva**: el conductor sabe qué llegada esperar." },
      en: { seeded: '620af7324ca97258c5819e3503177c472117827b952b4b4af444db37c9414951', from: "- **Flight tracking**: if you are delayed, so is your driver.", to: "- **Your flight number on the booking**: the driver knows which arrival to meet." },
      de: { seeded: '120454863859c932356dc4629a5f2659114a74d3063590cf8bd20f3de9803eb6', from: "- **Flugverfolgung**: Wenn Sie sich verspäten, passt sich der Fahrer an.", to: "- **Ihre Flugnummer in der Buchung**: Der Fahrer weiß, welche Ankunft er abholt." },
      ca: { seeded: '773af9284e1223e01e4f395cff5a8855b6d5e6f78b2021f482eef1b452742808', from: "- **Seguiment del vol**: si tu arribes tard, el conductor també s'hi adapta.", to: "- **El teu número de vol a la reserva**: el conductor sap quina arribada ha d'esperar." },
    },
  },
  // The SEO description of /airport-transfers
  {
    table: 'seo_records',
    key: 'pageKey',
    text: { perLanguageColumn: 'description' },
    edits: {
      es: { seeded: '7841c40c650a6262c68d5ae903ecb3a53825a64d59c73774534e31c78562ee03', from: "precio cerrado por vehículo, seguimiento del vuelo y 60 minutos", to: "precio cerrado por vehículo, conductor con cartel en llegadas y 60 minutos" },
      en: { seeded: '2622303d819ac1ee9c11f6ba78753e3d0e498fd18e9cd7bc8f46c4dca6261ee2', from: "fixed price per vehicle, flight tracking, 60 minutes", to: "fixed price per vehicle, a driver with a name sign in arrivals, 60 minutes" },
      de: { seeded: '2db7ee4b5e297b7347f415cc1a9578e10d674388d0b0bb8961e261d423ba2e7d', from: "Festpreis pro Fahrzeug, Flugverfolgung, 60 Minuten", to: "Festpreis pro Fahrzeug, Fahrer mit Namensschild, 60 Minuten" },
      ca: { seeded: '24f1392d51618a53d4c030e2c56a27e0a6c9cc4104e2e4e06d6ea82856c1eb3c', from: "preu tancat per vehicle, seguiment del vol i 60 minuts", to: "preu tancat per vehicle, conductor amb cartell a arribades i 60 minuts" },
    },
  },
  // The SEO description of the Fornells transfer page
  {
    table: 'seo_records',
    key: 'pageKey',
    text: { perLanguageColumn: 'description' },
    edits: {
      es: { seeded: 'ff1a4c9d9e10d8e6526a5b765dd16c35e9b646b6e00594f85d8380ae38cc6840', from: "precio cerrado por vehículo, seguimiento del vuelo y sillas", to: "precio cerrado por vehículo, conductor con cartel en llegadas y sillas" },
      en: { seeded: 'c30065f4cb1b9fe31921312408a421d96a1bdde0b1ea5e16fed688ec1f5b6d83', from: "fixed price per vehicle, flight tracking and free child seats", to: "fixed price per vehicle, a driver with a name sign and free child seats" },
      de: { seeded: 'b191ea09787b4ef2cb13a24a862015ead63495cc9136f85c60a8a6256d796af8', from: "Festpreis pro Fahrzeug, Flugverfolgung und kostenlose", to: "Festpreis pro Fahrzeug, Fahrer mit Namensschild und kostenlose" },
      ca: { seeded: '8883023a628a43c412c73258b925f21ad71032b6335ea626856f5502ce213cb2', from: "preu tancat per vehicle, seguiment del vol i cadiretes", to: "preu tancat per vehicle, conductor amb cartell i cadiretes" },
    },
  },
  // The SEO description of the Cala Galdana transfer page
  {
    table: 'seo_records',
    key: 'pageKey',
    text: { perLanguageColumn: 'description' },
    edits: {
      es: { seeded: '87943a117f39dfb06e5e0abf6378a4dae16fed4985d7f5674eb43b4ef72e4aa7', from: "con precio cerrado, seguimiento del vuelo y 60 minutos", to: "con precio cerrado, conductor con cartel en llegadas y 60 minutos" },
      en: { seeded: '80f10cdf697546ae060470ff2189894cc470d85f4476cd6f0624a088d4f013eb', from: "at a fixed price, with flight tracking and 60 minutes", to: "at a fixed price, with a driver waiting in arrivals and 60 minutes" },
      de: { seeded: '3771aca7350c67cffb999d88207c94f3ab296563c0b37f6a3c4529ac1f64a649', from: "zum Festpreis, mit Flugverfolgung und 60 Minuten", to: "zum Festpreis, mit Fahrer in der Ankunftshalle und 60 Minuten" },
      ca: { seeded: '800a44c6382a009655e05488b435ad6432bdcc10a1e3f6df913613f3fe05da43', from: "amb preu tancat, seguiment del vol i 60 minuts", to: "amb preu tancat, conductor a arribades i 60 minuts" },
    },
  },
]

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The corrected text, or null when this text is not the seeded one. */
function corrected(text: unknown, edit: Edit): string | null {
  return typeof text === 'string' && sha256(text) === edit.seeded ? text.replace(edit.from, edit.to) : null
}

type Row = Record<string, unknown> & { translationsUpdatedAt?: Record<string, Record<string, string>> | null }

async function correct(knex: Knex, { table, key, text, edits }: Correction, now: string): Promise<void> {
  const attribute = 'column' in text ? text.translations : text.perLanguageColumn
  const rows = (await knex(table).select('*')) as Row[]
  for (const row of rows) {
    const patch: Record<string, unknown> = {}
    const languages = ((('column' in text ? row.translations : row[text.perLanguageColumn]) ?? {}) as Record<string, Record<string, unknown> | undefined>)
    const texts = { ...((('column' in text ? languages[attribute] : languages) ?? {}) as Record<string, unknown>) }
    const changed: Language[] = []
    for (const lng of LANGUAGES) {
      const next = corrected(texts[lng], edits[lng])
      if (next === null) continue
      texts[lng] = next
      changed.push(lng)
    }
    if ('column' in text) {
      const plain = corrected(row[text.column], edits.es)
      if (plain !== null) patch[text.column] = plain
      if (changed.length) patch.translations = JSON.stringify({ ...languages, [attribute]: texts })
    } else if (changed.length) {
      patch[text.perLanguageColumn] = JSON.stringify(texts)
    }
    if (!Object.keys(patch).length) continue
    // The corrected languages are stamped as written now, together (src/content-kit/translation-stamps.ts).
    const stamps = row.translationsUpdatedAt ?? {}
    patch.translationsUpdatedAt = JSON.stringify({ ...stamps, [attribute]: { ...stamps[attribute], ...Object.fromEntries(changed.map((lng) => [lng, now])) } })
    patch.updatedAt = new Date(now)
    await knex(table).where(key, row[key] as string | number).update(patch)
  }
}

export async function up(knex: Knex): Promise<void> {
  const now = new Date().toISOString()
  for (const correction of CORRECTIONS) await correct(knex, correction, now)
}

/** The claim is not put back: it was never true. */
export async function down(): Promise<void> {}

import type { Knex } from 'knex'
import { z } from 'zod'
import { db } from '../db/knex'
import { AppError, ValidationError } from '../lib/errors'
import { isStorableText } from '../lib/forms'
import { unstorableFields } from '../lib/storable-input'
import { clearSettingsCache } from '../settings/settings.server'
import { clearTransfersCache } from '../transfers/transfers.server'
import { islandDateOf } from '../transfers/pricing.model'
import { contentChanged } from '../content-kit/content-changed'
import type { ContentReference } from '../content-kit/content-type'
import { CONTENT_TYPES, inDependencyOrder } from './content-types'
import { issueFromDatabase, issueFromZod, type DatabaseRefusal, type ImportIssue } from './import-issues'
import type { ImportProblem } from './import-problems'

/**
 * Export and import of all public content as one JSON file (/admin/utilities).
 *
 * Format: { format: "menorca-tours-content", version: 1, exportedAt, tables: { <table>: rows[] } }.
 * Rows hold the table's columns (camelCase) without database ids and timestamps; references
 * use natural keys (a trip's `destination` and `tripType` are slugs, a post's `category`, a
 * price's `town`, a price category's and a testimonial's `trip`), so a file moves between installations. What each
 * site runs for itself stays out: schedules, departures, bookings, resources, users, the image
 * files (the file names them; after an import the utilities page lists those this library lacks: ADR 011 addendum).
 *
 * Import (ADR 011), all in one transaction — an invalid file changes nothing:
 * - tables with a natural key are UPSERTED by it (slug, key, pageKey, code, town+vehicle+band):
 *   rows in the file are created or overwritten, rows not in the file are kept (deleting them
 *   could cascade into bookings and enquiries that reference them);
 * - testimonials, hero banners and FAQ entries have no natural key: the file REPLACES them
 *   (nothing references them);
 * - site settings: only non-secret keys, upserted; secrets (API keys, SMTP) never leave or enter.
 * Tables absent from the file are left alone.
 */

export const EXPORT_FORMAT = 'menorca-tours-content'
export const EXPORT_VERSION = 1

interface TableSpec {
  table: string
  /** Natural key columns (as they appear in the file); absent: the file replaces the table. */
  key?: readonly string[]
  refs?: readonly ContentReference[]
  where?: (q: Knex.QueryBuilder) => Knex.QueryBuilder
  order: readonly string[]
  /** `date` columns: written as the day they hold ("2027-07-15"), not as an instant. */
  dates?: readonly string[]
  /** Columns each site keeps for itself (a trip's boat is one of that site's resources): never written, ignored when read. */
  omit?: readonly string[]
}

const SECRET_SETTINGS = ['api-keys', 'email-settings']

/**
 * In dependency order (parents first): the content types (from their declarations; transfer zones,
 * towns, vehicle classes and extras among them), then the fares, the seasons and the settings.
 * Seasons have no natural key: the file replaces them (nothing refers to a season).
 */
export const CONTENT_TABLES: TableSpec[] = [
  ...inDependencyOrder(CONTENT_TYPES).map((type) => ({ table: type.table, ...type.transfer })),
  {
    table: 'transfer_prices',
    key: ['town', 'vehicleCode', 'passengersMin'],
    refs: [{ column: 'townId', as: 'town', table: 'transfer_towns', via: 'slug' }],
    order: ['townId', 'vehicleCode', 'passengersMin'],
  },
  // A trip's price categories (adult, child, family…): without them an imported trip cannot be booked.
  {
    table: 'trip_price_categories',
    key: ['trip', 'code'],
    refs: [{ column: 'tripId', as: 'trip', table: 'trips', via: 'slug' }],
    order: ['tripId', 'sortOrder', 'code'],
  },
  { table: 'transfer_route_fares', key: ['fromPlace', 'toPlace', 'vehicleCode', 'passengersMin'], order: ['fromPlace', 'toPlace', 'vehicleCode', 'passengersMin'] },
  { table: 'transfer_seasons', order: ['startsOn'], dates: ['startsOn', 'endsOn'] },
  { table: 'settings', key: ['key'], where: (q) => q.where('isSecret', false).whereNotIn('key', SECRET_SETTINGS), order: ['key'] },
]

/** Columns the file never carries: database ids and write times. */
const INTERNAL_COLUMNS = new Set(['id', 'createdAt', 'updatedAt', 'isSecret'])

export type ContentExport = {
  format: typeof EXPORT_FORMAT
  version: typeof EXPORT_VERSION
  exportedAt: string
  tables: Record<string, Array<Record<string, unknown>>>
}

function serialisable(value: unknown, isDate: boolean): unknown {
  if (!(value instanceof Date)) return value
  return isDate ? islandDateOf(value) : value.toISOString()
}

export async function exportContent(knex: Knex = db()): Promise<ContentExport> {
  const tables: ContentExport['tables'] = {}
  for (const spec of CONTENT_TABLES) {
    let query = knex(spec.table).select('*')
    if (spec.where) query = spec.where(query)
    for (const column of spec.order) query = query.orderBy(column)
    const rows = (await query) as Array<Record<string, unknown>>
    const lookups = new Map<string, Map<unknown, unknown>>()
    for (const ref of spec.refs ?? []) {
      const parents = (await knex(ref.table).select('id', ref.via)) as Array<Record<string, unknown>>
      lookups.set(ref.column, new Map(parents.map((p) => [p.id, p[ref.via]])))
    }
    tables[spec.table] = rows.map((row) => {
      const out: Record<string, unknown> = {}
      for (const [column, value] of Object.entries(row)) {
        if ((INTERNAL_COLUMNS.has(column) && !(spec.key ?? []).includes(column)) || spec.omit?.includes(column)) continue
        const ref = spec.refs?.find((r) => r.column === column)
        if (ref) out[ref.as] = value === null ? null : (lookups.get(column)!.get(value) ?? null)
        else out[column] = serialisable(value, spec.dates?.includes(column) ?? false)
      }
      return out
    })
  }
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), tables }
}

interface ColumnInfo {
  type: string
  maxLength: number | null
  nullable: boolean
  defaultValue: unknown
}

// Errors named by import-issues.ts's codes, for the staff page to translate.
const numeric = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, { error: 'number' }).transform(Number)], { error: 'number' })
const timestamp = z.string().refine((s) => !Number.isNaN(Date.parse(s)), { error: 'date' })

function columnSchema(info: ColumnInfo): z.ZodType {
  let schema: z.ZodType
  const type = info.type.toLowerCase()
  if (type === 'integer') schema = z.number().int().min(-2_147_483_648).max(2_147_483_647)
  else if (type === 'smallint') schema = z.number().int().min(-32_768).max(32_767)
  else if (type === 'bigint') schema = z.number().int()
  else if (['numeric', 'real', 'double precision'].includes(type)) schema = numeric
  else if (type === 'boolean') schema = z.boolean()
  else if (type === 'character varying' || type === 'character') schema = z.string().max(info.maxLength ?? 10_000_000).refine(isStorableText, { error: 'invalid' })
  else if (type === 'text') schema = z.string().refine(isStorableText, { error: 'invalid' })
  else if (type === 'json' || type === 'jsonb') schema = z.json().refine((value) => unstorableFields(value).length === 0, { error: 'json' })
  else if (type.startsWith('timestamp') || type === 'date') schema = timestamp
  else schema = z.unknown()
  if (info.nullable) schema = schema.nullable()
  return info.nullable || info.defaultValue !== null ? schema.optional() : schema
}

interface RowSchema {
  schema: z.ZodType
  jsonColumns: string[]
  hasUpdatedAt: boolean
  /** The table's columns (camelCase, as the file has them before references are named). */
  columns: Set<string>
}

async function rowSchemas(knex: Knex): Promise<Map<string, RowSchema>> {
  const out = new Map<string, RowSchema>()
  for (const spec of CONTENT_TABLES) {
    const columns = (await knex(spec.table).columnInfo()) as unknown as Record<string, ColumnInfo>
    const shape: Record<string, z.ZodType> = {}
    const jsonColumns: string[] = []
    for (const [column, info] of Object.entries(columns)) {
      if (INTERNAL_COLUMNS.has(column) && !(spec.key ?? []).includes(column)) continue
      // A file from before the column was left out may still carry it: accepted, and dropped below.
      if (spec.omit?.includes(column)) {
        shape[column] = z.unknown().optional()
        continue
      }
      const ref = spec.refs?.find((r) => r.column === column)
      if (ref) {
        shape[ref.as] = info.nullable ? z.string().nullable().optional() : z.string().min(1)
        // A file from before the reference was named (a testimonial's tripId) carries the other
        // site's id, which means nothing here: accepted, and dropped below.
        shape[column] = z.unknown().optional()
        continue
      }
      if (['json', 'jsonb'].includes(info.type.toLowerCase())) jsonColumns.push(column)
      shape[column] = columnSchema(info)
    }
    out.set(spec.table, { schema: z.strictObject(shape), jsonColumns, hasUpdatedAt: 'updatedAt' in columns, columns: new Set(Object.keys(columns)) })
  }
  return out
}

const EnvelopeSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string().optional(),
  tables: z.partialRecord(z.enum(CONTENT_TABLES.map((s) => s.table) as [string, ...string[]]), z.array(z.record(z.string(), z.unknown())).max(100_000)),
})

export interface ImportResult {
  tables: Record<string, number>
}

/** A refused import file: 400 with why, and its problems (callers say them in the staff language: describeImportIssue). */
export class ImportRefusedError extends ValidationError {
  constructor(
    readonly reason: ImportProblem,
    readonly problems: ImportIssue[],
  ) {
    super({ file: problems.slice(0, 10).map((p) => `${p.where}: ${p.code}`).join('; ') }, `The import file is not valid (${reason})`)
  }
}

function invalid(problems: ImportIssue[], reason: ImportProblem = 'rows'): never {
  throw new ImportRefusedError(reason, problems)
}

/** PostgreSQL refusing the data (types, constraints, duplicates): the file's fault, not the server's. */
function isDataError(error: unknown): error is Error & DatabaseRefusal {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && /^(21|22|23)/.test(code)
}

/** A row without the columns the file may carry but this site never takes (see rowSchemas). */
function withoutOmitted(spec: TableSpec, row: Record<string, unknown>): Record<string, unknown> {
  const dropped = [...(spec.omit ?? []), ...(spec.refs ?? []).map((ref) => ref.column)]
  return Object.fromEntries(Object.entries(row).filter(([column]) => !dropped.includes(column)))
}

/** Parses, validates and applies an export file in one transaction (see the module comment). */
export async function importContent(text: string, knex: Knex = db()): Promise<ImportResult> {
  let parsedJson: unknown
  try {
    parsedJson = JSON.parse(text)
  } catch {
    invalid([], 'notJson')
  }
  const envelope = EnvelopeSchema.safeParse(parsedJson)
  if (!envelope.success) invalid(envelope.error.issues.map((issue) => issueFromZod(issue.path.length ? '' : 'file', issue)), 'notExport')
  const schemas = await rowSchemas(knex)
  const validated = new Map<string, Array<Record<string, unknown>>>()
  const problems: ImportIssue[] = []
  for (const spec of CONTENT_TABLES) {
    const rows = envelope.data.tables[spec.table]
    if (!rows) continue
    const { schema } = schemas.get(spec.table)!
    const good: Array<Record<string, unknown>> = []
    rows.forEach((row, index) => {
      const result = schema.safeParse(row)
      if (result.success) good.push(withoutOmitted(spec, result.data as Record<string, unknown>))
      else for (const issue of result.error.issues) problems.push(issueFromZod(`${spec.table}[${index}]`, issue, row))
    })
    if (spec.key) {
      const seen = new Set<string>()
      good.forEach((row, index) => {
        const key = JSON.stringify(spec.key!.map((k) => row[k]))
        if (seen.has(key)) problems.push({ where: `${spec.table}[${index}]`, code: 'duplicate', params: { key: spec.key!.join(' + '), value: spec.key!.map((k) => String(row[k])).join(' + ') } })
        seen.add(key)
      })
    }
    if (spec.table === 'settings') good.forEach((row, index) => SECRET_SETTINGS.includes(String(row.key)) && problems.push({ where: `settings[${index}]`, code: 'secret', params: { key: String(row.key) } }))
    validated.set(spec.table, good)
  }
  if (problems.length) invalid(problems)

  const counts: Record<string, number> = {}
  let writing = 'file'
  try {
    await knex.transaction(async (trx) => {
      for (const spec of CONTENT_TABLES) {
        const rows = validated.get(spec.table)
        if (!rows) continue
        writing = spec.table
        const { jsonColumns, hasUpdatedAt } = schemas.get(spec.table)!
        const prepared: Array<Record<string, unknown>> = []
        for (const [index, row] of rows.entries()) prepared.push(await toColumns(trx, spec, row, jsonColumns, index))
        if (!spec.key) {
          await trx(spec.table).delete()
          for (const chunk of chunks(prepared, 200)) await trx(spec.table).insert(chunk)
        } else {
          const conflict = spec.key.map((k) => spec.refs?.find((r) => r.as === k)?.column ?? k)
          if (spec.table === 'settings') {
            const secret = await trx('settings').whereIn('key', prepared.map((r) => r.key as string)).where('isSecret', true).first()
            if (secret) invalid([{ where: 'settings', code: 'secret', params: { key: String(secret.key) } }])
          }
          for (const chunk of chunks(prepared, 200)) {
            await trx(spec.table)
              .insert(hasUpdatedAt ? chunk.map((r) => ({ ...r, updatedAt: trx.fn.now() })) : chunk)
              .onConflict(conflict)
              .merge()
          }
        }
        counts[spec.table] = rows.length
      }
    })
  } catch (error) {
    if (error instanceof AppError) throw error
    if (isDataError(error)) invalid([issueFromDatabase(error, writing, (table, column) => fieldInFile(schemas, table, column))])
    throw error
  }
  contentChanged()
  clearSettingsCache()
  clearTransfersCache()
  return { tables: counts }
}

/** A database column (trip_id) as the file names it (trip), or undefined when the table has none such. */
function fieldInFile(schemas: Map<string, RowSchema>, table: string, column: string): string | undefined {
  const camel = column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
  const ref = CONTENT_TABLES.find((spec) => spec.table === table)?.refs?.find((r) => r.column === camel)
  if (ref) return ref.as
  return schemas.get(table)?.columns.has(camel) ? camel : undefined
}

async function toColumns(trx: Knex.Transaction, spec: TableSpec, row: Record<string, unknown>, jsonColumns: string[], index: number): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(row)) {
    const ref = spec.refs?.find((r) => r.as === column)
    if (ref) {
      if (value === null || value === undefined) out[ref.column] = null
      else {
        const parent = await trx(ref.table).where(ref.via, value as string).first('id')
        if (!parent) invalid([{ where: `${spec.table}[${index}].${column}`, code: 'missingReference', params: { table: ref.table, value: String(value) } }])
        out[ref.column] = parent.id
      }
      continue
    }
    // JSON columns go in as text: the driver would turn a JavaScript array into a PostgreSQL array.
    out[column] = jsonColumns.includes(column) && value !== null && value !== undefined ? JSON.stringify(value) : value
  }
  return out
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

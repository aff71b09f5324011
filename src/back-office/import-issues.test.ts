import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { issueFromDatabase, issueFromZod, type ImportIssue } from './import-issues'
import { ImportFailedQuerySchema, importIssuesParam, IMPORT_ISSUES_MAX_LENGTH } from './import-problems'

const row = z.strictObject({ name: z.string().max(5), seats: z.number().int(), price: z.union([z.number(), z.string().regex(/^\d+$/, { error: 'number' })], { error: 'number' }), starts: z.string().refine((s) => !Number.isNaN(Date.parse(s)), { error: 'date' }), kind: z.enum(['boat', 'bus']) })

function issuesOf(input: Record<string, unknown>): ImportIssue[] {
  const result = row.safeParse(input)
  if (result.success) throw new Error('expected problems')
  return result.error.issues.map((issue) => issueFromZod('trips[2]', issue, input))
}

describe('issueFromZod', () => {
  it('names what is wrong with each field in codes the page translates', () => {
    const good = { name: 'Sunny', seats: 4, price: 10, starts: '2026-07-14T09:00:00Z', kind: 'boat' }
    expect(issuesOf({ ...good, seats: 2.5 })).toEqual([{ where: 'trips[2].seats', code: 'wholeNumber' }])
    expect(issuesOf({ ...good, seats: '4' })).toEqual([{ where: 'trips[2].seats', code: 'number' }])
    expect(issuesOf({ ...good, name: 42 })).toEqual([{ where: 'trips[2].name', code: 'text' }])
    expect(issuesOf({ ...good, name: 'Far too long' })).toEqual([{ where: 'trips[2].name', code: 'tooLong', params: { max: 5 } }])
    expect(issuesOf({ ...good, price: 'ten' })).toEqual([{ where: 'trips[2].price', code: 'number' }])
    expect(issuesOf({ ...good, price: true })).toEqual([{ where: 'trips[2].price', code: 'number' }])
    expect(issuesOf({ ...good, starts: 'soon' })).toEqual([{ where: 'trips[2].starts', code: 'date' }])
    expect(issuesOf({ ...good, kind: 'plane' })).toEqual([{ where: 'trips[2].kind', code: 'value', params: { expected: '"boat", "bus"' } }])
    expect(issuesOf({ ...good, colour: 'red', size: 3 })).toEqual([{ where: 'trips[2]', code: 'unknownColumns', params: { columns: 'colour, size' } }])
  })

  it('tells a missing field from one of the wrong type', () => {
    const { name: _name, ...withoutName } = { name: 'x', seats: 1, price: 1, starts: '2026-01-01', kind: 'bus' }
    expect(issuesOf(withoutName)).toEqual([{ where: 'trips[2].name', code: 'required' }])
    expect(issuesOf({ ...withoutName, name: null })).toEqual([{ where: 'trips[2].name', code: 'text' }])
  })
})

describe('issueFromDatabase', () => {
  // trip_price_categories names its trip `trip` in the file; every other column keeps its camelCase name.
  const fieldOf = (_table: string, column: string) => ({ trip_id: 'trip', code: 'code', price_cents: 'priceCents', status: 'status' })[column]
  const at = (error: Parameters<typeof issueFromDatabase>[0]) => issueFromDatabase(error, 'trip_price_categories', fieldOf)

  it('names the field and the rule, never the SQL', () => {
    expect(at({ code: '23505', table: 'trip_price_categories', constraint: 'trip_price_categories_trip_id_code_unique', detail: 'Key (trip_id, code)=(4, adult) already exists.' }))
      .toEqual({ where: 'trip_price_categories', code: 'duplicate', params: { key: 'trip + code', value: '4, adult' } })
    expect(at({ code: '23503', table: 'trip_price_categories', detail: 'Key (trip_id)=(9) is not present in table "trips".' }))
      .toEqual({ where: 'trip_price_categories.trip', code: 'missingReference', params: { table: 'trips', value: '9' } })
    expect(at({ code: '23502', table: 'trip_price_categories', column: 'price_cents' })).toEqual({ where: 'trip_price_categories.priceCents', code: 'required' })
    expect(at({ code: '23514', table: 'trip_price_categories', constraint: 'trip_price_categories_price_cents_check' })).toEqual({ where: 'trip_price_categories.priceCents', code: 'notAccepted' })
    expect(at({ code: '23514', table: 'testimonials', constraint: 'testimonials_trip_subject_check' })).toEqual({ where: 'testimonials', code: 'rule', params: { rule: 'trip subject' } })
    expect(at({ code: '22003' })).toEqual({ where: 'trip_price_categories', code: 'invalid' })
    expect(at({ code: '23P02', table: 'trip_price_categories', constraint: 'something' })).toEqual({ where: 'trip_price_categories', code: 'refused', params: { detail: 'something' } })
  })
})

describe('the problems in the address', () => {
  it('round-trip the first three, and leave out what would not fit', () => {
    const issues: ImportIssue[] = Array.from({ length: 5 }, (_, i) => ({ where: `trips[${i}].name`, code: 'text' }))
    const param = importIssuesParam(issues)
    expect(ImportFailedQuerySchema.parse({ importFailed: 'rows', issues: param }).issues).toEqual(issues.slice(0, 3))
    const long: ImportIssue = { where: 'file', code: 'refused', params: { detail: 'x'.repeat(400) } }
    const fitted = importIssuesParam([long, long, long, long])
    expect(fitted.length).toBeLessThanOrEqual(IMPORT_ISSUES_MAX_LENGTH)
    expect(JSON.parse(fitted)).toHaveLength(3)
  })

  it('shows nothing of an address made up by hand', () => {
    expect(ImportFailedQuerySchema.parse({ importFailed: 'rows', issues: '{not json' }).issues).toEqual([])
    expect(ImportFailedQuerySchema.parse({ importFailed: 'rows', issues: '[{"where":"x","code":"hacked"}]' }).issues).toEqual([])
    expect(ImportFailedQuerySchema.parse({ importFailed: 'rows' }).issues).toEqual([])
  })
})

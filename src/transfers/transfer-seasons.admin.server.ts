import { versionField } from '../content-kit/edit-version'
import { z } from 'zod'
import { integerField } from '../content-kit/content-form-fields'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { FIELD } from '../lib/forms'
import { NotFoundError, RefusedError } from '../lib/errors'
import { isLocalDate } from '../lib/island-time'
import { TransferSeasonModel } from './pricing.model'
import { pricesChanged } from './transfers.server'

// /admin/transfers/seasons: date ranges that raise or lower every fare of a leg on one of their
// days (docs/decisions/037). Seasons never overlap: the form says which one a range collides
// with, and the database refuses an overlap two staff members might save at the same moment.

const day = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).refine(isLocalDate, { error: 'date' })

export const SeasonFormSchema = z.object({
  name: FIELD.requiredText(80),
  startsOn: day,
  endsOn: day,
  percent: integerField({ min: -50, max: 100 }),
})
export type SeasonForm = z.infer<typeof SeasonFormSchema>

export interface SeasonRow {
  id: number
  name: string
  startsOn: string
  endsOn: string
  percent: number
}

export async function listSeasonsForAdmin(query: ListQuery) {
  return pageOf(TransferSeasonModel.query(), query, {
    sortable: { name: 'transfer_seasons.name', startsOn: 'transfer_seasons.starts_on', endsOn: 'transfer_seasons.ends_on', percent: 'transfer_seasons.percent' },
    defaultSort: 'startsOn',
    search: (b, term) => void b.whereILike('transfer_seasons.name', likeTerm(term)),
    map: (row): SeasonRow => ({ id: row.id, name: row.name, startsOn: row.startsOn, endsOn: row.endsOn, percent: row.percent }),
  })
}

export async function seasonFormValues(id: number): Promise<Record<string, string>> {
  const row = await TransferSeasonModel.query().findById(id)
  if (!row) throw new NotFoundError('Season not found')
  return { name: row.name, startsOn: row.startsOn, endsOn: row.endsOn, percent: String(row.percent), ...versionField(row.updatedAt) }
}

/** PostgreSQL's exclusion constraint (23P01): another season was saved over these days meanwhile. */
function isOverlap(error: unknown): boolean {
  const e = error as { code?: string; nativeError?: { code?: string } } | undefined
  return (e?.nativeError?.code ?? e?.code) === '23P01'
}

async function checkedSave(form: SeasonForm, id: number | undefined, write: () => PromiseLike<unknown>): Promise<void> {
  if (form.endsOn < form.startsOn) throw new RefusedError(400, 'admin:transferPricing.seasons.endBeforeStart', {}, 'endsOn')
  const other = await TransferSeasonModel.query()
    .where('startsOn', '<=', form.endsOn)
    .where('endsOn', '>=', form.startsOn)
    .modify((q) => (id ? q.whereNot('id', id) : q))
    .first()
  if (other) throw new RefusedError(400, 'admin:transferPricing.seasons.overlap', { season: other.name, from: other.startsOn, to: other.endsOn }, 'startsOn')
  try {
    await write()
  } catch (error) {
    if (isOverlap(error)) throw new RefusedError(400, 'admin:transferPricing.seasons.overlapNow', {}, 'startsOn')
    throw error
  }
  pricesChanged()
}

export function createSeason(form: SeasonForm): Promise<void> {
  return checkedSave(form, undefined, () => TransferSeasonModel.query().insert(form))
}

export async function updateSeason(id: number, form: SeasonForm): Promise<void> {
  if (!(await TransferSeasonModel.query().findById(id))) throw new NotFoundError('Season not found')
  return checkedSave(form, id, () => TransferSeasonModel.query().findById(id).patch(form))
}

export async function deleteSeasons(ids: number[]): Promise<number> {
  const deleted = await TransferSeasonModel.query().delete().whereIn('id', ids)
  pricesChanged()
  return deleted
}

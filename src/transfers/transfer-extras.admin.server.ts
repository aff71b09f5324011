import { z } from 'zod'
import { centsField, checkboxField, integerField, slugField } from '../content-kit/content-form-fields'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { codedStore } from '../content-kit/content-store'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { NotFoundError } from '../lib/errors'
import { TRANSFER_EXTRA_CONTENT } from './pricing.content'
import { TransferExtraModel } from './pricing.model'
import { EXTRA_PER, type ExtraPer } from './quote'
import { pricesChanged } from './transfers.server'
import { formatAmount } from '../i18n/format'

// /admin/transfers/extras: child seats, bikes, golf bags… An extra is never deleted (bookings
// name it): staff stop offering it instead.

const TEXTS = TRANSFER_EXTRA_CONTENT.texts

/** The edit form shows the code read-only; it is the address that names the item. */
export const ExtraFormSchema = z.object({
  code: slugField(40),
  price: centsField({ min: 0, max: 100_000 }),
  per: z.enum(EXTRA_PER, { error: 'required' }),
  maxQuantity: integerField({ min: 1, max: 20 }),
  countsAsLuggage: checkboxField(),
  requiresChildren: checkboxField(),
  active: checkboxField(),
  sortOrder: integerField({ min: 0, max: 9999 }),
  ...translatableShape(TEXTS),
})
export type ExtraForm = z.infer<typeof ExtraFormSchema>

export interface ExtraRow {
  id: string
  code: string
  name: string
  priceCents: number
  currency: string
  per: ExtraPer
  maxQuantity: number
  active: boolean
  sortOrder: number
}

export async function listExtrasForAdmin(lng: Language, query: ListQuery) {
  return pageOf(TransferExtraModel.query(), query, {
    sortable: { code: 'transfer_extras.code', name: 'transfer_extras.name', price: 'transfer_extras.price_cents', active: 'transfer_extras.active', sortOrder: 'transfer_extras.sort_order' },
    defaultSort: 'sortOrder',
    tiebreaker: 'transfer_extras.code',
    search: (b, term) => void b.where((w) => w.whereILike('transfer_extras.code', likeTerm(term)).orWhereRaw('transfer_extras.translations::text ilike ?', [likeTerm(term)])),
    map: (row): ExtraRow => ({ id: row.code, code: row.code, name: translate(row, 'name', lng), priceCents: row.priceCents, currency: row.currency, per: row.per, maxQuantity: row.maxQuantity, active: row.active, sortOrder: row.sortOrder }),
  })
}

const flag = (on: boolean) => (on ? 'on' : '')

export async function extraFormValues(code: string, lng: Language): Promise<Record<string, string>> {
  const row = await TransferExtraModel.query().findById(code)
  if (!row) throw new NotFoundError('Extra not found')
  return {
    code: row.code,
    price: formatAmount(row.priceCents, lng),
    per: row.per,
    maxQuantity: String(row.maxQuantity),
    countsAsLuggage: flag(row.countsAsLuggage),
    requiresChildren: flag(row.requiresChildren),
    active: flag(row.active),
    sortOrder: String(row.sortOrder),
    ...toForm(row, TEXTS),
  }
}

function toColumns(form: ExtraForm) {
  const { plain, translations } = fromForm(form, TEXTS)
  const { per, maxQuantity, countsAsLuggage, requiresChildren, active, sortOrder } = form
  return { priceCents: form.price, per, maxQuantity, countsAsLuggage, requiresChildren, active, sortOrder, ...plain, translations }
}

const store = codedStore(TransferExtraModel, 'Extra not found')

export async function createExtra(form: ExtraForm): Promise<void> {
  await store.create(form.code, toColumns(form))
  pricesChanged()
}

export async function updateExtra(code: string, form: ExtraForm): Promise<void> {
  await store.update(code, toColumns(form))
  pricesChanged()
}

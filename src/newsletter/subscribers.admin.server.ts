import { z } from 'zod'
import { likeTerm, ListQuerySchema, pageOf, type ListPage } from '../content-kit/list-query'
import type { Language } from '../i18n/languages'
import { csvCell, csvLine } from '../lib/csv'
import { NotFoundError } from '../lib/errors'
import { formatDateTime } from '../i18n/format'
import { SubscriberModel, type SubscriberStatus } from './newsletter.model'

// Newsletter subscribers for admins: list, CSV export and deletion on request (GDPR).

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const satisfies readonly SubscriberStatus[]

export const SubscriberListQuerySchema = ListQuerySchema.extend({ status: z.enum(SUBSCRIBER_STATUSES).optional().catch(undefined) })
export type SubscriberListQuery = z.infer<typeof SubscriberListQuerySchema>

export interface SubscriberAdminRow {
  id: number
  email: string
  status: SubscriberStatus
  language: string
  source: string
  created: string
  confirmed: string | null
}

function filtered(query: Pick<SubscriberListQuery, 'status' | 'q'>) {
  const builder = SubscriberModel.query()
  if (query.status) builder.where('status', query.status)
  if (query.q) builder.where((w) => w.whereILike('email', likeTerm(query.q!)).orWhereILike('source', likeTerm(query.q!)))
  return builder
}

export async function listSubscribersForAdmin(lng: Language, input: SubscriberListQuery | Record<string, unknown>): Promise<ListPage<SubscriberAdminRow> & { status: string }> {
  const query = SubscriberListQuerySchema.parse(input)
  const page = await pageOf(filtered({ status: query.status }), query, {
    sortable: { email: 'email', status: 'status', language: 'language', source: 'source', created: 'created_at', confirmed: 'confirmed_at' },
    defaultSort: '-created',
    search: (b, term) => void b.where((w) => w.whereILike('email', likeTerm(term)).orWhereILike('source', likeTerm(term))),
    map: (s): SubscriberAdminRow => ({
      id: s.id,
      email: s.email,
      status: s.status,
      language: s.language,
      source: s.source,
      created: formatDateTime(s.createdAt, lng),
      confirmed: s.confirmedAt ? formatDateTime(s.confirmedAt, lng) : null,
    }),
  })
  return { ...page, status: query.status ?? '' }
}

export async function subscriberDetail(id: number, lng: Language): Promise<SubscriberAdminRow & { unsubscribed: string | null }> {
  const s = await SubscriberModel.query().findById(id)
  if (!s) throw new NotFoundError('No such subscriber')
  return {
    id: s.id,
    email: s.email,
    status: s.status,
    language: s.language,
    source: s.source,
    created: formatDateTime(s.createdAt, lng),
    confirmed: s.confirmedAt ? formatDateTime(s.confirmedAt, lng) : null,
    unsubscribed: s.unsubscribedAt ? formatDateTime(s.unsubscribedAt, lng) : null,
  }
}

/** Erases the rows for good (a deletion request), not just unsubscribing them. */
export async function deleteSubscribers(ids: number[]): Promise<number> {
  return SubscriberModel.query().delete().whereIn('id', ids)
}

// ── CSV ──────────────────────────────────────────────────────────────────────────────────────

export { csvCell, csvLine }

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : '')

/** Every subscriber matching the filters (no paging), oldest first; lines end in CRLF. */
export async function subscribersCsv(query: Pick<SubscriberListQuery, 'status' | 'q'>): Promise<string> {
  const rows = await filtered(query).orderBy([{ column: 'created_at' }, { column: 'id' }])
  const lines = [csvLine(['id', 'email', 'status', 'language', 'source', 'created_at', 'confirmed_at', 'unsubscribed_at'])]
  for (const s of rows) lines.push(csvLine([s.id, s.email, s.status, s.language, s.source, iso(s.createdAt), iso(s.confirmedAt), iso(s.unsubscribedAt)]))
  return `${lines.join('\r\n')}\r\n`
}

import { z } from 'zod'
import { likeTerm, ListQuerySchema, pageOf, type ListPage } from '../content-kit/list-query'
import type { Language } from '../i18n/languages'
import { NotFoundError } from '../lib/errors'
import { formatDate, formatDateTime } from '../i18n/format'
import { ContactMessageModel, type MessageKind, type MessageStatus } from './contact.model'

// The staff inbox of the contact form and the trip enquiries.

export const MESSAGE_STATUSES = ['new', 'read', 'archived', 'spam'] as const satisfies readonly MessageStatus[]
export const MESSAGE_KINDS = ['contact', 'trip-enquiry'] as const satisfies readonly MessageKind[]

export const ContactListQuerySchema = ListQuerySchema.extend({
  status: z.enum(MESSAGE_STATUSES).optional().catch(undefined),
  kind: z.enum(MESSAGE_KINDS).optional().catch(undefined),
})
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>

export interface ContactAdminRow {
  id: number
  kind: MessageKind
  status: MessageStatus
  name: string
  email: string
  message: string
  received: string
}

const excerpt = (text: string, max = 100) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

export async function listContactMessagesForAdmin(lng: Language, input: ContactListQuery | Record<string, unknown>): Promise<ListPage<ContactAdminRow> & { status: string; kind: string }> {
  const query = ContactListQuerySchema.parse(input)
  const builder = ContactMessageModel.query()
  if (query.status) builder.where('status', query.status)
  if (query.kind) builder.where('kind', query.kind)
  const page = await pageOf(builder, query, {
    sortable: { received: 'created_at', name: 'name', email: 'email', status: 'status', kind: 'kind' },
    defaultSort: '-received',
    search: (b, term) => void b.where((w) => w.whereILike('name', likeTerm(term)).orWhereILike('email', likeTerm(term)).orWhereILike('message', likeTerm(term))),
    map: (m): ContactAdminRow => ({ id: m.id, kind: m.kind, status: m.status, name: m.name, email: m.email, message: excerpt(m.message), received: formatDateTime(m.createdAt, lng) }),
  })
  return { ...page, status: query.status ?? '', kind: query.kind ?? '' }
}

export interface ContactAdminDetail {
  id: number
  kind: MessageKind
  status: MessageStatus
  name: string
  email: string
  phone: string | null
  travelDate: string | null
  people: number | null
  /** The trip an enquiry was about: its name comes from the trips domain (the page asks it). */
  tripId: number | null
  message: string
  language: string
  received: string
  consent: string | null
  sourcePage: string | null
}

/** Opening a new message marks it read. */
export async function openContactMessage(id: number, lng: Language): Promise<ContactAdminDetail> {
  await ContactMessageModel.query().findById(id).patch({ status: 'read' }).where('status', 'new')
  const m = await ContactMessageModel.query().findById(id)
  if (!m) throw new NotFoundError('No such message')
  return {
    id: m.id,
    kind: m.kind,
    status: m.status,
    name: m.name,
    email: m.email,
    phone: m.phone,
    travelDate: m.travelDate ? formatDate(new Date(m.travelDate).toISOString(), lng) : null,
    people: m.people,
    tripId: m.tripId ?? null,
    message: m.message,
    language: m.language,
    received: formatDateTime(m.createdAt, lng),
    consent: m.consentAt ? formatDateTime(m.consentAt, lng) : null,
    sourcePage: m.sourcePage,
  }
}

export const ContactStatusSchema = z.object({ status: z.enum(MESSAGE_STATUSES) })

export async function setContactMessageStatus(id: number, status: MessageStatus): Promise<void> {
  const updated = await ContactMessageModel.query().findById(id).patch({ status })
  if (!updated) throw new NotFoundError('No such message')
}

export async function deleteContactMessages(ids: number[]): Promise<number> {
  return ContactMessageModel.query().delete().whereIn('id', ids)
}

import type { Knex } from 'knex'
import { AuditEntryModel, type ActorType, type AuditChanges } from './audit.model'

// The one audit log (docs/decisions/034): every change to a booking, a leg, a payment or an
// assignment writes a row in the transaction that makes the change — who, when, before, after.

export interface AuditSubject {
  /** 'transfer-booking', 'transfer-leg', later 'trip-booking'… */
  type: string
  id: number
}

export interface Actor {
  type: ActorType
  userId?: number | null
  /** Shown in the history: the staff member's name, "Stripe", the customer's name. */
  name: string
}

export const SYSTEM_ACTOR: Actor = { type: 'system', name: 'system' }

export interface Change {
  subject: AuditSubject
  actor: Actor
  /** What happened, as a code the history translates: 'created', 'status', 'assigned', 'edited', 'paid', 'refunded'… */
  action: string
  changes?: AuditChanges
  note?: string | null
}

/** Writes one history row inside `trx`; answers its id (e-mails the change queues point at it). */
export async function recordChange(trx: Knex.Transaction, change: Change): Promise<number> {
  const row = await AuditEntryModel.query(trx).insert({
    subjectType: change.subject.type,
    subjectId: change.subject.id,
    actorType: change.actor.type,
    actorUserId: change.actor.userId ?? null,
    actorName: change.actor.name.slice(0, 120),
    action: change.action,
    changes: change.changes ?? {},
    note: change.note ?? null,
  })
  return row.id
}

/** The fields of `fields` whose values differ, as [before, after] (dates compared by instant). */
export function changesBetween<T extends object>(before: T, after: Partial<T>, fields: ReadonlyArray<keyof T & string>): AuditChanges {
  const out: AuditChanges = {}
  const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : v)
  for (const field of fields) {
    if (!(field in after)) continue
    const a = comparable(before[field])
    const b = comparable(after[field])
    if (JSON.stringify(a) !== JSON.stringify(b)) out[field] = [a ?? null, b ?? null]
  }
  return out
}

/** A subject's history, newest first (also the history of its parts: a booking's legs, with `related`); with `actions`, only those. */
export async function historyOf(subjects: AuditSubject[], { limit = 200, actions }: { limit?: number; actions?: readonly string[] } = {}): Promise<AuditEntryModel[]> {
  if (!subjects.length) return []
  return AuditEntryModel.query()
    .where((w) => {
      for (const s of subjects) w.orWhere((x) => x.where({ subjectType: s.type, subjectId: s.id }))
    })
    .modify((q) => {
      if (actions) q.whereIn('action', actions)
    })
    .orderBy('id', 'desc')
    .limit(limit)
}

/** The entries of these subject types and actions written in [from, to), oldest first (a day's takings). */
export async function entriesBetween({ from, to, subjectTypes, actions }: { from: Date; to: Date; subjectTypes: readonly string[]; actions: readonly string[] }): Promise<AuditEntryModel[]> {
  return AuditEntryModel.query().whereIn('subjectType', subjectTypes).whereIn('action', actions).where('createdAt', '>=', from).where('createdAt', '<', to).orderBy('createdAt').orderBy('id')
}

export async function findChange(trx: Knex.Transaction | undefined, id: number): Promise<AuditEntryModel | undefined> {
  return AuditEntryModel.query(trx).findById(id).forUpdate()
}

export async function markReverted(trx: Knex.Transaction, id: number, actor: Actor): Promise<void> {
  await AuditEntryModel.query(trx).findById(id).patch({ revertedAt: new Date(), revertedByUserId: actor.userId ?? null })
}

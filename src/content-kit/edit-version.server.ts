import { BaseModel } from '../db/base-model'
import type { ContentType } from './content-type'
import { versionOf } from './edit-version'

/** The item was saved by someone else after the form was opened; `savedAt` is that save's version. */
export class EditConflict {
  constructor(readonly savedAt: string) {}
}

/**
 * The stored item's version when it differs from the one the form was opened on, else null. A form
 * without a version (an item with no `updated_at`, an API caller) is not checked. The check comes
 * before the write, not in the same statement: it tells apart saves minutes apart, which is how
 * editors collide; two saves in the same instant still end as the later one.
 */
export async function newerVersion(type: Pick<ContentType, 'table' | 'key'>, key: string | number, sent: unknown): Promise<EditConflict | null> {
  if (typeof sent !== 'string' || !sent) return null
  const row = (await BaseModel.knex()(type.table).where(type.key, key).first('updatedAt')) as { updatedAt?: Date | string | null } | undefined
  const current = versionOf(row?.updatedAt)
  return current && current !== sent ? new EditConflict(current) : null
}

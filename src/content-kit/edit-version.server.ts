import { BaseModel } from '../db/base-model'
import type { ContentType } from './content-type'
import { versionOf } from './edit-version'

/** The item was saved by someone else after the form was opened; `savedAt` is that save's version, `at` its time when the version is one. */
export class EditConflict {
  constructor(
    readonly savedAt: string,
    readonly at: string | null = savedAt,
  ) {}
}

/**
 * Where an item's version is kept: its `updated_at` (the default), or a counter column that only
 * its own edits move (a departure's `version`: bookings move its `updated_at` all day long).
 */
export interface VersionedTable extends Pick<ContentType, 'table' | 'key'> {
  counter?: string
}

/**
 * The stored item's version when it differs from the one the form was opened on, else null. A form
 * without a version (an item with no `updated_at`, an API caller) is not checked. The check comes
 * before the write, not in the same statement: it tells apart saves minutes apart, which is how
 * editors collide; two saves in the same instant still end as the later one.
 */
export async function newerVersion(type: VersionedTable, key: string | number, sent: unknown): Promise<EditConflict | null> {
  if (typeof sent !== 'string' || !sent) return null
  if (type.counter) {
    const row = (await BaseModel.knex()(type.table).where(type.key, key).first({ version: type.counter })) as { version?: number } | undefined
    const current = row?.version === undefined ? undefined : String(row.version)
    return current !== undefined && current !== sent ? new EditConflict(current, null) : null
  }
  const row = (await BaseModel.knex()(type.table).where(type.key, key).first('updatedAt')) as { updatedAt?: Date | string | null } | undefined
  const current = versionOf(row?.updatedAt)
  return current && current !== sent ? new EditConflict(current) : null
}

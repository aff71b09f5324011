/**
 * The version of an item an edit form was opened on (its `updated_at`), sent back with the form so
 * that a save made over someone else's newer one is caught instead of silently undoing it (two
 * editors on one trip; a tab left open since the morning). ADR 067.
 */
export const VERSION_FIELD = '_version'

export function versionOf(updatedAt: Date | string | null | undefined): string | undefined {
  return updatedAt ? new Date(updatedAt).toISOString() : undefined
}

/** The edit form's hidden version field of an item, to spread into its form values (none without `updated_at`). */
export function versionField(updatedAt: Date | string | null | undefined): Record<string, string> {
  const version = versionOf(updatedAt)
  return version ? { [VERSION_FIELD]: version } : {}
}

/** The languages whose stored texts are older than their Spanish, as the edit form's tabs flag them ("en,de"); never sent back. */
export const OUTDATED_FIELD = '_outdated'

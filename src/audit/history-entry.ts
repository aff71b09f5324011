/** One row of a record's history (the audit log, ADR 034) as a staff page shows it, already in the reader's words. */
export interface HistoryEntry {
  id: number
  at: string
  who: string
  action: string
  /** "Status: on request → confirmed" lines. */
  details: string[]
  note: string | null
  /** Undone since: shown struck through. */
  reverted?: boolean
}

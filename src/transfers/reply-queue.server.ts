import { bookingRules } from './booking-rules.server'
import { requestAnswerBy } from './reply-deadline'
import { TransferBookingModel } from './transfers.model'

/** The requests waiting for the office's answer, measured against what each customer was promised. */
export interface RequestsToAnswer {
  waiting: number
  /** Past the answer time their confirmation page and e-mail promised. */
  overdue: number
  /** The earliest promise still to keep (ISO), when one is. */
  nextAnswerBy: string | null
}

/**
 * How the office stands with the requests "on request" at `now`: each one's promised answer is
 * counted as the customer read it (the reply hours in office hours, ADR 073), never stored.
 */
export async function requestsToAnswer(now = new Date()): Promise<RequestsToAnswer> {
  const [rows, rules] = await Promise.all([TransferBookingModel.query().where('status', 'on_request').select('created_at'), bookingRules()])
  const promised = rows.map((row) => requestAnswerBy(new Date(row.createdAt), rules).getTime())
  const ahead = promised.filter((at) => at > now.getTime())
  return {
    waiting: rows.length,
    overdue: promised.length - ahead.length,
    nextAnswerBy: ahead.length ? new Date(Math.min(...ahead)).toISOString() : null,
  }
}

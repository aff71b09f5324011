import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ASSIGNMENT_CONFLICTS } from '../../../src/dispatch/assignment-rules'
import { BoardQuerySchema, flashParams } from '../../../src/dispatch/board-query'
import { dayBoard, weekBoard } from '../../../src/dispatch/board.server'
import type { DispatchBoardLabels } from '../../../src/ui/islands/dispatch-board.island'

/** How often the hydrated board asks for the day's jobs again. */
const POLL_MS = 20_000

const LABELS = ['unassigned', 'off', 'offWithNote', 'inactive', 'runSheet', 'jobs', 'driver', 'vehicle', 'noVehicle', 'assign', 'move', 'passengers', 'luggage', 'customer', 'pickupPoint', 'travel', 'booking', 'conflicts', 'refreshed', 'failed', 'dropHere', 'timeline', 'outbound', 'return', 'dragStart', 'dragOver', 'dragAway', 'dragCancel', 'dragInstructions', 'shownOf', 'noneShown', 'lanes', 'busy', 'tooSmall', 'vehicleFollows', 'vehicleToChoose'] as const satisfies ReadonlyArray<keyof DispatchBoardLabels>

export async function data(pageContext: PageContextServer) {
  const { t, lng, appContext } = pageContext
  const query = BoardQuerySchema.parse(pageContext.query)
  const head = adminHead(pageContext, t('admin:dispatchAdmin.board.title'))
  if (query.view === 'week') return { head, view: 'week' as const, date: query.date, week: await weekBoard(query.date, lng) }
  const board = await dayBoard(appContext, query.date, lng, t)
  // The island fills in {{count}}, {{note}}… itself.
  const labels = Object.fromEntries(LABELS.map((key) => [key, t(`admin:dispatchAdmin.board.labels.${key}`, { skipInterpolation: true })])) as DispatchBoardLabels
  const assignedJob = query.assigned ? board.jobs.find((j) => j.id === query.assigned) : undefined
  const refusedParams = query.refused ? flashParams(appContext.secrets, pageContext.query) : null
  const refused = query.refused && refusedParams && ((ASSIGNMENT_CONFLICTS as readonly string[]).includes(query.refused) || query.refused === 'stale') ? query.refused : null
  const flash = assignedJob
    ? { kind: 'ok' as const, text: t(assignedJob.driverId === null && assignedJob.vehicleId === null ? 'admin:dispatchAdmin.board.unassignedJob' : 'admin:dispatchAdmin.board.assigned', { reference: assignedJob.reference, time: assignedJob.time }) }
    : refused
      ? { kind: 'error' as const, text: t(`admin:dispatchAdmin.conflicts.${refused}`, refusedParams ?? {}) }
      : null
  const filter = { show: query.show, from: query.from, to: query.to }
  return { head, view: 'day' as const, date: query.date, board, labels, flash, pollMs: POLL_MS, filter }
}

export type DispatchData = Awaited<ReturnType<typeof data>>

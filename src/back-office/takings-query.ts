import { z } from 'zod'
import { BoardDateSchema } from '../dispatch/board-query'

/** The day's takings screen and its spreadsheet; ?date is an island day (today when absent or wrong). */
export const TAKINGS_PATH = '/admin/takings'
export const TAKINGS_CSV_PATH = '/admin/takings.csv'

export const TakingsQuerySchema = z.object({ date: BoardDateSchema })

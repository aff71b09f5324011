import { Writable } from 'node:stream'
import type { Logger } from 'pino'
import { built } from './test-app'

/** A real logger at info level whose JSON lines the test reads back (parsed and raw). */
export function captureLogs<Line>(): { logger: Logger; lines: Line[]; raw: string[] } {
  const lines: Line[] = []
  const raw: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line)
        lines.push(JSON.parse(line) as Line)
      }
      done()
    },
  })
  return { logger: built.createLogger({ LOG_LEVEL: 'info' }, sink), lines, raw }
}

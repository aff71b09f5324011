// 57014: a statement cancelled by statement_timeout (the database is too slow to answer in time).
// 53300: too_many_connections — no connection for us right now, which passes as others close.
// 3D000 (the database renamed or dropped), 57P04 (dropped), 28000/28P01 (its password rotated)
// and the network's own refusals: the site cannot reach its data until an operator acts.
const CONNECTION_CODES = new Set([
  '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED',
  '57014', '57P01', '57P02', '57P03', '57P04', '08000', '08001', '08003', '08004', '08006', '3D000', '28000', '28P01',
])

/**
 * True when an error means "the database cannot be reached right now" (as opposed to a bug
 * in a query): pages then answer 503 and the site recovers by itself when it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { name?: string; code?: string; message?: string; nativeError?: unknown; cause?: unknown }
    if (candidate.name === 'KnexTimeoutError') return true
    if (candidate.code && CONNECTION_CODES.has(candidate.code)) return true
    if (typeof candidate.message === 'string' && /Connection terminated|Unable to acquire a connection|connection is closed|aborted|Query read timeout|timeout exceeded when trying to connect|is not currently accepting connections/i.test(candidate.message)) return true
    // pg's connect timeout (connectionTimeoutMillis) says only this: a new connection into a stall.
    if (candidate.message === 'timeout expired') return true
    e = candidate.nativeError ?? candidate.cause
  }
  return false
}

/**
 * True when the database refused a write because its disk is full (SQLSTATE 53100 disk_full,
 * which PostgreSQL also gives for a quota). On the embedded default that disk is DATA_DIR's: the
 * server's storage is full, not a bug in a query, so the answer is the storage 503 (ADR 021).
 */
export function isDatabaseDiskFull(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: string; nativeError?: unknown; cause?: unknown }
    if (candidate.code === '53100') return true
    e = candidate.nativeError ?? candidate.cause
  }
  return false
}

/**
 * True when the database refused a value itself (SQLSTATE class 22, "data exception": a NUL in
 * text, a number out of an integer's range, text that is not JSON). Schemas refuse such input
 * first; this is the net under one that forgot, so the answer is a 400 rather than a 500.
 */
export function isDatabaseDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; nativeError?: unknown; cause?: unknown }
    if (typeof candidate.code === 'string' && /^22[0-9A-Z]{3}$/.test(candidate.code)) return true
    e = candidate.nativeError ?? candidate.cause
  }
  return false
}

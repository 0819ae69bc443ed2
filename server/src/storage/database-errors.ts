/**
 * Errors that mean "the database cannot answer right now" (a restart, a failover, a full pool,
 * a lock held too long) rather than "this request is wrong". They answer 503 with Retry-After;
 * the pool reconnects by itself once the server is back.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '57014', // query_canceled (statement_timeout)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
  'SQLITE_LOCKED',
])

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection refused/i,
  /Client was closed and is not queryable/i,
  /the database system is (starting up|shutting down)/i,
]

/**
 * SQLite's "another connection holds the lock": SQLITE_BUSY and its extended codes
 * (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_RECOVERY, SQLITE_BUSY_TIMEOUT). The SQLite driver waits and
 * tries again on it (lock-waiting-driver.ts); past its wait it answers 503 like the rest here.
 */
export const isBusy = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY')
}

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (isBusy(e) || (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code))) return true
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((r) => r.test(e.message as string)))
    return true
  if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true
  return e.cause !== undefined && e.cause !== err && isDatabaseUnavailable(e.cause)
}

/** A write refused by a unique constraint (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false
  const code = (err as { code?: unknown }).code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

import type { Kysely } from 'kysely'
import type { DialectInfo } from '../storage/dialect.ts'
import type { Database } from '../storage/tables.ts'
import { type AuditEntry, recordAuditBatch } from './audit.repository.ts'

/** Entries per statement: well under SQLite's bound on parameters (9 columns each). */
const MAX_BATCH = 500
/** Waits before the retries of a batch that failed (a database restarting, a busy file). */
const RETRY_DELAYS_MS = [50, 250, 1000]

interface Pending {
  entry: AuditEntry
  done: (err?: unknown) => void
}

/**
 * Audit entries that are not part of a change's own transaction (mecha commands, which the robot
 * has already carried out) written in batches: everything recorded while one batch is being
 * written goes into the next, in one statement, so a flood of commands costs one write (one
 * fsync on SQLite) per batch instead of one each and does not hold the event loop.
 * `record` resolves once the entry is stored. A batch that fails is retried; one that still
 * fails is logged with every entry it held, so an entry is never lost without a trace.
 */
export class AuditWriter {
  #queue: Pending[] = []
  #running: Promise<void> | null = null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectInfo,
    private readonly onLost: (err: unknown, entries: AuditEntry[]) => void,
  ) {}

  record(entry: AuditEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ entry, done: (err) => (err === undefined ? resolve() : reject(err)) })
      // The first entry starts a writer on the next turn of the loop; later ones join its queue.
      this.#running ??= new Promise<void>((r) => setImmediate(r)).then(() => this.#writeAll())
    })
  }

  /** Resolves once everything recorded so far is written (or given up on). */
  async drain(): Promise<void> {
    while (this.#running) await this.#running
  }

  async #writeAll(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.splice(0, MAX_BATCH)
        const err = await this.#write(batch.map((p) => p.entry))
        for (const p of batch) p.done(err)
      }
    } finally {
      this.#running = null
    }
  }

  async #write(entries: AuditEntry[]): Promise<unknown> {
    let last: unknown
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
      try {
        await recordAuditBatch(this.db, this.dialect, entries)
        return undefined
      } catch (err) {
        last = err
        const wait = RETRY_DELAYS_MS[attempt]
        if (wait !== undefined) await new Promise((r) => setTimeout(r, wait))
      }
    }
    this.onLost(last, entries)
    return last ?? new Error('audit write failed')
  }
}

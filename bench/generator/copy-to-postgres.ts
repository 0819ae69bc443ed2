import SQLite from 'better-sqlite3'
import pg from 'pg'
import { openDatabase } from '../../server/src/storage/database.ts'
import { TABLES } from '../../server/src/storage/tables.ts'
import { type BenchDatabaseMark, freshBenchDatabase, markComplete } from './bench-database.ts'
import { Progress } from './progress.ts'

/**
 * Tables in foreign-key order (the service's own list). The copy refuses a schema with a table
 * missing there, so a new migration cannot be left out of the benchmark silently. Migration
 * bookkeeping is not copied: `openDatabase` wrote its own.
 */
export const COPY_ORDER = TABLES
const NOT_COPIED = new Set(['kysely_migration', 'kysely_migration_lock'])

/** Rows per INSERT … SELECT FROM unnest(…): few round trips, a few MB per statement. */
export const DEFAULT_BATCH_ROWS = 20_000

export interface CopyOptions {
  /** The benchmark's SQLite file (bench/data/hangar.db). */
  sqliteFile: string
  /** `postgres://…/<name>`: dropped (if a benchmark database) and recreated. */
  databaseUrl: string
  fixtureGeneratedAt: string
  command: string
  batchRows?: number
  quiet?: boolean
}

interface Column {
  name: string
  /** PostgreSQL type name as arrays are cast (`uuid`, `timestamptz`, `jsonb`, `int8`, `text`, …). */
  type: string
}

/**
 * Makes a PostgreSQL database hold exactly the rows of the SQLite benchmark database: a fresh
 * database, the service's own migrations (through `openDatabase`), then every table streamed
 * from SQLite in batches of one `INSERT … SELECT * FROM unnest($1::uuid[], $2::text[], …)` each,
 * then `VACUUM (ANALYZE)`. Copying, rather than generating again, gives the same ids, keys and
 * counters, so fixture.json serves both engines.
 */
export async function copyToPostgres(o: CopyOptions): Promise<BenchDatabaseMark> {
  const batchRows = o.batchRows ?? DEFAULT_BATCH_ROWS
  const log = (s: string) => o.quiet || process.stderr.write(`${s}\n`)
  const sqlite = new SQLite(o.sqliteFile, { readonly: true, fileMustExist: true })
  try {
    await freshBenchDatabase(o.databaseUrl)
    const handle = await openDatabase({ databaseUrl: o.databaseUrl, dataDir: '' })
    await handle.close()

    const client = new pg.Client({ connectionString: o.databaseUrl })
    await client.connect()
    const rows: Record<string, number> = {}
    try {
      // Each batch is its own transaction; nothing waits for its WAL flush, as nothing reads the
      // database before the copy is marked complete.
      await client.query('set synchronous_commit = off')
      // Rows are copied as they are, org_versions included: its triggers (migration 006) must
      // not fire for each copied dataset and then collide with the copied versions.
      await client.query('set session_replication_role = replica')
      const columns = await columnsByTable(client)
      const unknown = [...columns.keys()].filter((t) => !(COPY_ORDER as readonly string[]).includes(t))
      if (unknown.length > 0) throw new Error(`tables not in COPY_ORDER: ${unknown.join(', ')}`)
      for (const table of COPY_ORDER) {
        const cols = columns.get(table)
        if (!cols) throw new Error(`table ${table} is in COPY_ORDER but not in the PostgreSQL schema`)
        rows[table] = await copyTable(sqlite, client, table, cols, batchRows, o.quiet)
      }
      await resetSequences(client)
      const started = Date.now()
      // ANALYZE for the planner; VACUUM sets the visibility map, so index-only scans (the
      // metadata filters) skip the heap, as they would once autovacuum has passed.
      await client.query('vacuum (analyze)')
      log(`vacuum (analyze): ${((Date.now() - started) / 1000).toFixed(1)} s`)
    } finally {
      await client.end()
    }
    const mark: BenchDatabaseMark = {
      fixtureGeneratedAt: o.fixtureGeneratedAt,
      loadedAt: new Date().toISOString(),
      command: o.command,
      rows,
    }
    await markComplete(o.databaseUrl, mark)
    return mark
  } finally {
    sqlite.close()
  }
}

async function columnsByTable(client: pg.Client): Promise<Map<string, Column[]>> {
  const r = await client.query<{ table_name: string; column_name: string; udt_name: string }>(
    `select table_name, column_name, udt_name from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  )
  const out = new Map<string, Column[]>()
  for (const row of r.rows) {
    if (NOT_COPIED.has(row.table_name)) continue
    const list = out.get(row.table_name) ?? []
    list.push({ name: row.column_name, type: row.udt_name })
    out.set(row.table_name, list)
  }
  return out
}

/** Streams one table; the next batch is read from SQLite while PostgreSQL inserts the previous. */
async function copyTable(
  sqlite: SQLite.Database,
  client: pg.Client,
  table: string,
  cols: Column[],
  batchRows: number,
  quiet = false,
): Promise<number> {
  const sqliteCols = new Set((sqlite.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name))
  const missing = cols.filter((c) => !sqliteCols.has(c.name)).map((c) => c.name)
  if (missing.length > 0) throw new Error(`SQLite table ${table} lacks columns ${missing.join(', ')}`)
  const extra = [...sqliteCols].filter((n) => !cols.some((c) => c.name === n))
  if (extra.length > 0) throw new Error(`PostgreSQL table ${table} lacks columns ${extra.join(', ')}`)

  const total = (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
  if (total === 0) return 0
  const names = cols.map((c) => `"${c.name}"`).join(', ')
  const insert = `insert into ${table} (${names}) select * from unnest(${cols
    .map((c, i) => `$${i + 1}::${c.type}[]`)
    .join(', ')})`
  // Insertion order is the SQLite table's rowid order: datasets arrive oldest first, as generated.
  const read = sqlite.prepare(`select ${names} from ${table}`).raw(true)
  const progress = new Progress(table, total, quiet)
  const fresh = () => cols.map(() => [] as unknown[])
  let batch = fresh()
  let inBatch = 0
  let done = 0
  let inFlight: Promise<unknown> | undefined
  const flush = async () => {
    await inFlight
    const values = batch
    const n = inBatch
    batch = fresh()
    inBatch = 0
    inFlight = client.query(insert, values).then(() => {
      done += n
      progress.update(done)
    })
  }
  for (const row of read.iterate() as IterableIterator<unknown[]>) {
    for (let i = 0; i < row.length; i++) batch[i]!.push(row[i])
    if (++inBatch === batchRows) await flush()
  }
  if (inBatch > 0) await flush()
  await inFlight
  progress.done(done)
  return done
}

/** Serial columns (audit_log.id) continue after the copied ids. */
async function resetSequences(client: pg.Client): Promise<void> {
  const r = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and column_default like 'nextval(%'`,
  )
  for (const { table_name: t, column_name: c } of r.rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max("${c}") from ${t}), 0) + 1, false)`,
      [t, c],
    )
  }
}

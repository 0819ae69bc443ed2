import pg from 'pg'

/** Default PostgreSQL database of the benchmark (dropped and recreated by bench/load-postgres.ts). */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/hangar_bench'

/**
 * Every benchmark database carries a comment starting with this tag: the loader drops only a
 * database that has it, so a mistyped --database-url cannot wipe a service's data.
 */
const TAG = 'hangar-bench'

/** What the loader records on the database once the copy is complete; the runner reads it back. */
export interface BenchDatabaseMark {
  /** `generated_at` of the fixture.json whose keys and ids the rows carry. */
  fixtureGeneratedAt: string
  loadedAt: string
  /** The exact command that loaded it, quoted in RESULTS.md. */
  command: string
  /** Rows copied per table. */
  rows: Record<string, number>
}

/** The database name of a `postgres://…/<name>` URL, checked to be a plain identifier. */
export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''))
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`database name must be a plain lower-case identifier, got "${name}" in ${url}`)
  return name
}

/** The same server, database `postgres`: where a database is created and dropped from. */
function maintenanceUrl(url: string): string {
  const u = new URL(url)
  u.pathname = '/postgres'
  return u.toString()
}

async function withMaintenance<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: maintenanceUrl(url) })
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end()
  }
}

async function comment(c: pg.Client, name: string): Promise<string | null | undefined> {
  const r = await c.query<{ comment: string | null }>(
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
    [name],
  )
  return r.rows.length === 0 ? undefined : r.rows[0]!.comment
}

/**
 * Drops the database of `url` if it is a benchmark database (refusing any other) and creates it
 * empty, tagged as "loading" until `markComplete` records what it holds.
 */
export async function freshBenchDatabase(url: string): Promise<void> {
  const name = databaseName(url)
  await withMaintenance(url, async (c) => {
    const existing = await comment(c, name)
    if (existing !== undefined) {
      if (!existing?.startsWith(TAG))
        throw new Error(`database ${name} exists and was not made by the bench loader; refusing to drop it`)
      await c.query(`drop database ${name} with (force)`)
    }
    await c.query(`create database ${name}`)
    await c.query(`comment on database ${name} is ${c.escapeLiteral(`${TAG}: loading`)}`)
  })
}

/** Records that the copy is complete and what it came from. */
export async function markComplete(url: string, mark: BenchDatabaseMark): Promise<void> {
  const name = databaseName(url)
  await withMaintenance(url, (c) =>
    c.query(`comment on database ${name} is ${c.escapeLiteral(`${TAG}: ${JSON.stringify(mark)}`)}`),
  )
}

/** The mark of a completely loaded benchmark database; throws when it is missing or half-loaded. */
export async function readMark(url: string): Promise<BenchDatabaseMark> {
  const name = databaseName(url)
  const text = await withMaintenance(url, (c) => comment(c, name))
  if (text === undefined)
    throw new Error(`database ${name} does not exist; load it with node --import tsx bench/load-postgres.ts`)
  if (!text?.startsWith(`${TAG}: {`))
    throw new Error(`database ${name} is not a completely loaded benchmark database (comment: ${text})`)
  return JSON.parse(text.slice(TAG.length + 2)) as BenchDatabaseMark
}

/** Drops a benchmark database (tests clean up with it); refuses any other. */
export async function dropBenchDatabase(url: string): Promise<void> {
  const name = databaseName(url)
  await withMaintenance(url, async (c) => {
    const existing = await comment(c, name)
    if (existing === undefined) return
    if (!existing?.startsWith(TAG)) throw new Error(`database ${name} was not made by the bench loader`)
    await c.query(`drop database ${name} with (force)`)
  })
}

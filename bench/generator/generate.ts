import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { insertApiKey } from '../../server/src/auth/api-key.repository.ts'
import { type CounterDeltas, creationDeltas } from '../../server/src/datasets/counters.ts'
import { insertOrganization } from '../../server/src/platform/organization.repository.ts'
import { openDatabase } from '../../server/src/storage/database.ts'
import { BulkWriter } from './bulk-writer.ts'
import { datasetStream } from './dataset-stream.ts'
import { FIXTURE_FILE, type Fixture, type FixtureOrganization, writeFixture } from './fixture.ts'
import { Progress } from './progress.ts'
import { benchRandom } from './random.ts'
import { Reservoir } from './reservoir.ts'

const DAY_MS = 86_400_000
/** Datasets per transaction: large enough that commits cost nothing, small enough for progress. */
const BATCH = 20_000
/** Written first, so a folder left by an interrupted run is still recognised as ours. */
const MARKER = '.bench-data'

export interface GenerateOptions {
  dataDir: string
  /** Default 1,000,000. */
  datasets: number
  /** Default 100. */
  organizations: number
  /** Seed of every generated value except the API keys, which stay secret-grade random. */
  seed: number
  /** date_created spans this many days ending now; default 90. */
  days: number
  /** Dataset ids kept per organization in fixture.json; default 1,000. */
  sampleSize: number
  command: string
  now?: Date
  quiet?: boolean
}

/** Builds a fresh benchmark database in `dataDir` and writes fixture.json beside it. */
export async function generate(o: GenerateOptions): Promise<Fixture> {
  const now = o.now ?? new Date()
  const rng = benchRandom(o.seed)
  freshDataDir(o.dataDir)

  // Schema and credentials go through the service's own code (migrations, repositories), so
  // the keys are exactly what the admin API would have issued.
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: o.dataDir })
  const orgs: FixtureOrganization[] = []
  try {
    const joined = new Date(now.getTime() - (o.days + 30) * DAY_MS)
    // One transaction: one fsync instead of two per organization under synchronous=FULL.
    await handle.db.transaction().execute(async (trx) => {
      for (let i = 0; i < o.organizations; i++) {
        const name = `Bench Org ${String(i + 1).padStart(3, '0')}`
        const org = { id: rng.uuid(), name, date_created: joined.toISOString() }
        await insertOrganization(trx, org)
        const { row, key } = await insertApiKey(trx, { organizationId: org.id, name: 'bench', now: joined })
        orgs.push({ id: org.id, name, api_key: key, key_id: row.id, datasets: 0, sample_dataset_ids: [] })
      }
    })
  } finally {
    await handle.close()
  }

  const sqlite = new SQLite(join(o.dataDir, 'hangar.db'))
  // Bulk-load settings for this connection only: no journal, no fsync, a big page cache. A
  // crash mid-way leaves a broken file, which the next run deletes anyway.
  sqlite.pragma('journal_mode = OFF')
  sqlite.pragma('synchronous = OFF')
  sqlite.pragma('locking_mode = EXCLUSIVE')
  sqlite.pragma('cache_size = -1048576')
  sqlite.pragma('temp_store = MEMORY')
  try {
    const writer = new BulkWriter(sqlite)
    const counters = new Map<string, CounterDeltas>(orgs.map((org) => [org.id, new Map()]))
    const sampleRng = benchRandom(o.seed ^ 0x5eed)
    const samples = new Map(orgs.map((org) => [org.id, new Reservoir<string>(o.sampleSize, sampleRng)]))
    const stream = datasetStream({
      count: o.datasets,
      organizationIds: orgs.map((x) => x.id),
      now,
      days: o.days,
      rng,
    })
    const progress = new Progress('datasets', o.datasets, o.quiet)
    let done = 0
    let exhausted = false
    while (!exhausted) {
      writer.batch(() => {
        for (let n = 0; n < BATCH; n++) {
          const next = stream.next()
          if (next.done) {
            exhausted = true
            return
          }
          const d = next.value
          writer.dataset(d)
          creationDeltas(d, counters.get(d.organization_id))
          samples.get(d.organization_id)!.offer(d.id)
          done++
        }
      })
      progress.update(done)
    }
    progress.done(done)
    writer.batch(() => {
      for (const [orgId, deltas] of counters) writer.counters(orgId, deltas)
    })
    for (const org of orgs) {
      org.datasets = counters.get(org.id)!.get('total') ?? 0
      org.sample_dataset_ids = samples.get(org.id)!.items()
    }
    // Hand the file back in the mode the service expects.
    sqlite.pragma('locking_mode = NORMAL')
    sqlite.pragma('journal_mode = WAL')
  } finally {
    sqlite.close()
  }

  const fixture: Fixture = {
    generated_at: now.toISOString(),
    command: o.command,
    seed: o.seed,
    datasets: o.datasets,
    organizations: orgs,
  }
  writeFixture(o.dataDir, fixture)
  return fixture
}

/**
 * Empties `dir`, refusing anything that does not look like a benchmark folder (empty, or
 * holding our marker or a fixture.json), so a mistyped --data-dir cannot wipe a service's data.
 */
function freshDataDir(dir: string): void {
  if (existsSync(dir)) {
    const entries = readdirSync(dir)
    if (entries.length > 0 && !entries.includes(MARKER) && !entries.includes(FIXTURE_FILE))
      throw new Error(`${dir} is not empty and was not made by the bench generator; refusing to delete it`)
    rmSync(dir, { recursive: true, force: true })
  }
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, MARKER), 'Generated by bench/generate-datasets.ts; deleted on the next run.\n')
}

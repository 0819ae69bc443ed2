/**
 * Puts the benchmark data set into PostgreSQL: drops and recreates the database (only one the
 * loader made), migrates it with the service's own migrations, copies every row of
 * `<data-dir>/hangar.db` (made by bench/generate-datasets.ts) and runs VACUUM (ANALYZE). Same
 * ids, same keys, same counters: fixture.json serves both engines.
 *
 *   node --import tsx bench/load-postgres.ts [--data-dir bench/data]
 *        [--database-url postgres://postgres@127.0.0.1:5432/hangar_bench] [--batch 20000] [--quiet]
 */
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DEFAULT_POSTGRES_URL } from './generator/bench-database.ts'
import { copyToPostgres, DEFAULT_BATCH_ROWS } from './generator/copy-to-postgres.ts'
import { readFixture } from './generator/fixture.ts'
import { thisCommandLine } from './runner/machine.ts'

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: fileURLToPath(new URL('./data', import.meta.url)) },
    'database-url': { type: 'string', default: DEFAULT_POSTGRES_URL },
    batch: { type: 'string', default: String(DEFAULT_BATCH_ROWS) },
    quiet: { type: 'boolean', default: false },
  },
})

const batchRows = Number(values.batch)
if (!Number.isInteger(batchRows) || batchRows < 1)
  throw new Error(`--batch must be a positive integer, got ${values.batch}`)
const dataDir = resolve(values['data-dir'])
const started = Date.now()
const mark = await copyToPostgres({
  sqliteFile: join(dataDir, 'hangar.db'),
  databaseUrl: values['database-url'],
  fixtureGeneratedAt: readFixture(dataDir).generated_at,
  command: thisCommandLine(),
  batchRows,
  quiet: values.quiet,
})
const seconds = (Date.now() - started) / 1000
const total = Object.values(mark.rows).reduce((a, b) => a + b, 0)
process.stderr.write(
  `copied ${total.toLocaleString('en')} rows (${mark.rows.datasets?.toLocaleString('en') ?? 0} datasets) ` +
    `into ${values['database-url']} in ${seconds.toFixed(1)} s, ${Math.round(total / seconds).toLocaleString('en')} rows/s\n`,
)

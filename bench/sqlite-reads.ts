/**
 * The two reads on every get-by-id (the API key with its organization's version, the dataset
 * row), run on their own in a tight loop on the benchmark's SQLite file: what they cost without
 * the rest of a request around them (bench/RESULTS.md, issue 13).
 *   node --import tsx bench/sqlite-reads.ts [--data-dir bench/data]
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string', default: fileURLToPath(new URL('./data', import.meta.url)) } },
})
const db = new Database(join(values['data-dir'], 'hangar.db'), { readonly: true })
// The statements of api-key.repository.ts (KEY_OWNER_SQL) and dataset.repository.ts (DATASET_BY_ID_SQL).
const keyOwner = db.prepare(
  'select k.id, k.organization_id, k.name, coalesce(v.version, 0) as org_version from api_keys k ' +
    'left join org_versions v on v.organization_id = k.organization_id where k.digest = ? and k.revoked_at is null',
)
const datasetById = db.prepare('select * from datasets where id = ?')
const digests = (db.prepare('select digest from api_keys').all() as { digest: string }[]).map((r) => r.digest)
const ids = (db.prepare('select id from datasets limit 1000').all() as { id: string }[]).map((r) => r.id)

const reads: [string, (i: number) => unknown][] = [
  ['API key and organization version', (i) => keyOwner.all(digests[i % digests.length])],
  ['dataset by id', (i) => datasetById.all(ids[i % ids.length])],
]
const calls = 100_000
for (const [name, read] of reads) {
  for (let i = 0; i < 20_000; i++) read(i)
  const start = process.cpuUsage()
  for (let i = 0; i < calls; i++) read(i)
  const used = process.cpuUsage(start)
  console.log(`${name}: ${((used.user + used.system) / calls).toFixed(2)} µs CPU per call (${calls} calls)`)
}
db.close()

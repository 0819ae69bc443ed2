import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import SQLite from 'better-sqlite3'
import { buildApp } from '../server/src/app.ts'
import { digestKey, isWellFormedKey } from '../server/src/auth/api-key-format.ts'
import { loadConfig } from '../server/src/config.ts'
import { counterName } from '../server/src/datasets/counters.ts'
import { metadataIndexEntries } from '../server/src/datasets/metadata-filter.ts'
import { type Fixture, readFixture } from './generator/fixture.ts'

const COUNT = 2000
const script = fileURLToPath(new URL('./generate-datasets.ts', import.meta.url))

// One generated database for every check: generating is the slow part.
describe('bench/generate-datasets.ts', () => {
  let dir: string
  let db: SQLite.Database
  let fixture: Fixture

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'hangar-bench-'))
    // The real entry point, flags and all, as `npm run bench:generate -- --datasets 2000` runs it.
    execFileSync(process.execPath, [
      '--import',
      'tsx',
      script,
      '--datasets',
      String(COUNT),
      '--data-dir',
      dir,
      '--quiet',
    ])
    db = new SQLite(join(dir, 'hangar.db'), { readonly: true })
    fixture = readFixture(dir)
  })
  after(() => {
    db?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const all = <T>(q: string, ...params: unknown[]) => db.prepare(q).all(...params) as T[]
  type Counter = { organization_id: string; name: string; value: number }
  const sorted = (rows: Counter[]) => rows.map((r) => `${r.organization_id} ${r.name} ${r.value}`).sort()

  test('org_counters equal real counts per organization, status, type and day', () => {
    const actual = all<Counter>('select organization_id, name, value from org_counters')
    const expected = all<Counter>(
      `select organization_id, ? as name, count(*) as value from datasets group by 1
       union all select organization_id, ?, sum(data_byte_size) from datasets group by 1
       union all select organization_id, ? || status, count(*) from datasets group by 1, 2
       union all select organization_id, ? || data_type, count(*) from datasets group by 1, 2
       union all select organization_id, ? || substr(date_created, 1, 10), count(*) from datasets group by 1, 2`,
      counterName.total,
      counterName.bytes,
      counterName.status(''),
      counterName.type(''),
      counterName.day(''),
    )
    assert.equal(all<{ n: number }>('select count(*) as n from datasets')[0]!.n, COUNT)
    assert.deepEqual(sorted(actual), sorted(expected))
  })

  test('dataset_metadata holds exactly the scalar entries of each dataset', () => {
    const expected: string[] = []
    for (const d of all<{ id: string; organization_id: string; metadata: string }>(
      'select id, organization_id, metadata from datasets',
    )) {
      for (const e of metadataIndexEntries(JSON.parse(d.metadata)))
        expected.push(`${d.id} ${d.organization_id} ${e.key}=${e.value}`)
    }
    const actual = all<{ dataset_id: string; organization_id: string; key: string; value: string }>(
      'select * from dataset_metadata',
    ).map((r) => `${r.dataset_id} ${r.organization_id} ${r.key}=${r.value}`)
    assert.deepEqual(actual.sort(), expected.sort())
    assert.ok(expected.length >= 3 * COUNT, 'every dataset has at least 3 scalar keys')
  })

  test('every link names a files row with the same size and sha256; chains are consistent', () => {
    const orphans = all(
      `select d.id from datasets d left join files f on f.path = d.link
       where f.path is null or f.data_byte_size != d.data_byte_size or f.sha256 != d.sha256`,
    )
    assert.deepEqual(orphans, [])
    const badChains = all(
      `select v1.id from datasets v1 join datasets v0 on v0.id = v1.parent_dataset_id
       where v0.status != 'superseded' or v0.iteration_group_id != v1.iteration_group_id
          or v1.version != v0.version + 1 or v1.date_created < v0.date_created`,
    )
    assert.deepEqual(badChains, [])
  })

  test('fixture.json: one working key per organization and sample ids of its own datasets', () => {
    assert.equal(fixture.organizations.length, 100)
    assert.equal(
      fixture.organizations.reduce((n, o) => n + o.datasets, 0),
      COUNT,
    )
    for (const org of fixture.organizations) {
      assert.ok(isWellFormedKey(org.api_key))
      const key = all<{ organization_id: string }>(
        'select organization_id from api_keys where digest = ?',
        digestKey(org.api_key),
      )
      assert.deepEqual(key, [{ organization_id: org.id }])
      const owners = new Set(
        org.sample_dataset_ids.map(
          (id) => all<{ o: string }>('select organization_id as o from datasets where id = ?', id)[0]?.o,
        ),
      )
      if (org.sample_dataset_ids.length > 0) assert.deepEqual([...owners], [org.id])
    }
  })

  test('the service serves the generated data: stats, get, filtered list', async (t) => {
    const config = loadConfig({ DATA_DIR: dir, DEMO: '0', LOG_LEVEL: 'silent' })
    const app = await buildApp(config)
    t.after(() => app.close())
    const org = fixture.organizations.find((o) => o.datasets > 0)!
    const headers = { 'service-api-key': org.api_key }

    const stats = (await app.inject({ url: '/datasets/stats', headers })).json()
    assert.equal(stats.total_datasets, org.datasets)

    const got = await app.inject({ url: `/datasets/dataset?id=${org.sample_dataset_ids[0]}`, headers })
    assert.equal(got.statusCode, 200)
    assert.match(got.json().signed_url, /signature=/)

    const [robot, site] = all<{ robot: string; site: string }>(
      `select json_extract(metadata, '$.robot') as robot, json_extract(metadata, '$.site') as site
       from datasets where organization_id = ? and status = 'pending' limit 1`,
      org.id,
    ).map((r) => [r.robot, r.site])[0] ?? ['atlas-01', 'site-01']
    const expected = all<{ n: number }>(
      `select count(*) as n from datasets where organization_id = ? and status = 'pending'
       and json_extract(metadata, '$.robot') = ? and json_extract(metadata, '$.site') = ?`,
      org.id,
      robot,
      site,
    )[0]!.n
    const list = await app.inject({
      url: `/datasets?limit=100&status=pending&metadata=robot:${robot}&metadata=site:${site}`,
      headers,
    })
    assert.equal(list.statusCode, 200)
    assert.equal(list.json().total, expected)
  })
})

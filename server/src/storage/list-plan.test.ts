import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { sql } from 'kysely'
import { type ListFilters, listPageQuery } from '../datasets/dataset.repository.ts'
import { explainListPage } from '../testing/list-plan.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'
import type { Db } from './db.ts'

/**
 * The list with metadata filters must be driven by the intersection of the filters' index
 * ranges, then read datasets by primary key — never by the status index with a probe per
 * pending dataset, the plan SQLite chose after ANALYZE for the older query shape (3× slower on
 * the benchmark's million rows). The plan is read from the engine itself, before and after its
 * statistics are gathered (docs/performance.md).
 */
describe(`list query plan (${TEST_ENGINE})`, () => {
  const ROBOTS = 10
  const SITES = 10
  const PER_ORG = 3000

  /** One organization with PER_ORG datasets over ROBOTS × SITES, a third of them pending. */
  async function fill(db: Db, organizationId: string): Promise<void> {
    const stamp = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()
    for (let start = 0; start < PER_ORG; start += 500) {
      const datasets = []
      const metadata = []
      for (let i = start; i < Math.min(PER_ORG, start + 500); i++) {
        const id = randomUUID()
        const robot = `robot-${i % ROBOTS}`
        const site = `site-${Math.floor(i / ROBOTS) % SITES}`
        datasets.push({
          id,
          organization_id: organizationId,
          data_type: 'episode' as const,
          name: `d${i}`,
          description: null,
          status: i % 3 === 0 ? ('pending' as const) : ('accepted' as const),
          link: `${id}.bin`,
          data_byte_size: 1,
          sha256: null,
          metadata: JSON.stringify({ robot, site }),
          date_created: stamp(i),
          date_updated: stamp(i),
          iteration_group_id: null,
          version: null,
          parent_dataset_id: null,
          prompt: null,
          regeneration_reason: null,
          superseded_reason: null,
          preview_gif: null,
          preview_pose_frame: null,
        })
        metadata.push(
          { dataset_id: id, organization_id: organizationId, key: 'robot', value: robot },
          { dataset_id: id, organization_id: organizationId, key: 'site', value: site },
        )
      }
      await db.insertInto('datasets').values(datasets).execute()
      await db.insertInto('dataset_metadata').values(metadata).execute()
    }
  }

  const filters = (organizationId: string): ListFilters => ({
    organizationId,
    status: 'pending',
    metadata: [
      { key: 'robot', value: 'robot-3' },
      { key: 'site', value: 'site-4' },
    ],
  })

  test('driven by the metadata index ranges, datasets read by primary key, before and after ANALYZE', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const { db, dialect } = app.deps
    await fill(db, org.id)
    await fill(db, other.id)
    const f = filters(org.id)
    const expected = (await listPageQuery(db, dialect, f, { limit: 100, offset: 0 }).execute()).map(
      (r) => r.id,
    )
    assert.ok(expected.length > 0, 'the filters match some pending datasets')

    const check = (plan: string, when: string) => {
      if (TEST_ENGINE === 'sqlite') {
        const ranges = plan.match(
          /SEARCH dataset_metadata USING COVERING INDEX dataset_metadata_lookup \(organization_id=\? AND key=\? AND value=\?\)/g,
        )
        assert.equal(ranges?.length, 2, `${when}: each filter is one covering index range\n${plan}`)
        assert.match(plan, /INTERSECT/, `${when}: the ranges are intersected\n${plan}`)
        assert.match(
          plan,
          /SCAN matched[\s\S]*SEARCH datasets USING INDEX sqlite_autoindex_datasets_1 \(id=\?\)/,
          `${when}: datasets read by id, driven by the intersection\n${plan}`,
        )
        assert.doesNotMatch(
          plan,
          /datasets_org_status_created|SCAN datasets/,
          `${when}: never the status index\n${plan}`,
        )
      } else {
        assert.match(plan, /dataset_metadata_lookup/, `${when}: the filters read the metadata index\n${plan}`)
        assert.match(
          plan,
          /(Index Scan using|Bitmap Index Scan on) datasets_pkey[\s\S]*Index Cond: \(id = ANY/,
          `${when}: datasets read by primary key\n${plan}`,
        )
        assert.doesNotMatch(
          plan,
          /Seq Scan|datasets_org_status_created/,
          `${when}: no scan, no status index\n${plan}`,
        )
      }
    }
    // PostgreSQL: a table never analyzed has no row estimates (the planner guesses one row
    // everywhere); autovacuum gathers them, so only the plan with statistics is pinned there.
    if (TEST_ENGINE === 'sqlite') check(await explainListPage(db, dialect, f), 'without statistics')
    if (TEST_ENGINE === 'sqlite') await sql`analyze`.execute(db)
    else await sql`vacuum analyze`.execute(db)
    check(await explainListPage(db, dialect, f), 'after ANALYZE')
    const after = (await listPageQuery(db, dialect, f, { limit: 100, offset: 0 }).execute()).map((r) => r.id)
    assert.deepEqual(after, expected, 'same rows either way')
  })
})

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { sql } from 'kysely'
import { type ListFilters, listPageQuery } from '../datasets/dataset.repository.ts'
import type { Db } from '../storage/db.ts'
import { explainListPage } from '../testing/list-plan.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'
import { VERDICTS } from './finding.ts'

/**
 * `GET /datasets?verdict=` reads the organization's datasets of those verdicts by an index —
 * `datasets_org_verdict_created` — never by a scan of the table (docs/findings.md#the-list), before
 * and after the engine gathers statistics, as storage/list-plan.test.ts holds the other filters.
 */
describe(`verdict filter plan (${TEST_ENGINE})`, () => {
  const PER_ORG = 3000

  async function fill(db: Db, organizationId: string): Promise<void> {
    const stamp = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()
    for (let start = 0; start < PER_ORG; start += 500) {
      const rows = []
      for (let i = start; i < Math.min(PER_ORG, start + 500); i++) {
        const id = randomUUID()
        rows.push({
          id,
          organization_id: organizationId,
          data_type: 'episode' as const,
          name: `d${i}`,
          description: null,
          status: 'pending' as const,
          link: `${id}.bin`,
          data_byte_size: 1,
          sha256: null,
          metadata: '{}',
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
          // Most pass; a few need a look, fewer are excluded.
          verdict:
            i % 50 === 0 ? ('exclude' as const) : i % 10 === 0 ? ('review' as const) : ('pass' as const),
        })
      }
      await db.insertInto('datasets').values(rows).execute()
    }
  }

  test('one verdict or several: the verdict index, no scan; the rows are the right ones', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const { db, dialect } = app.deps
    await fill(db, org.id)
    await fill(db, other.id)
    const one: ListFilters = { organizationId: org.id, verdicts: ['review'], metadata: [] }
    const two: ListFilters = { organizationId: org.id, verdicts: ['review', 'exclude'], metadata: [] }
    const check = async (when: string) => {
      for (const f of [one, two]) {
        const plan = await explainListPage(db, dialect, f)
        // SQLite takes the verdict index; PostgreSQL may rather walk the organization's newest-first
        // index and filter when a verdict is common (a tenth here) — an index either way, never a scan.
        if (TEST_ENGINE === 'sqlite')
          assert.match(plan, /datasets_org_verdict_created/, `${when}: ${f.verdicts}\n${plan}`)
        else
          assert.match(
            plan,
            /Index Scan using datasets_org_|Bitmap Index Scan on datasets_org_/,
            `${when}\n${plan}`,
          )
        assert.doesNotMatch(plan, /SCAN datasets\b(?! USING)|Seq Scan on datasets/, `${when}\n${plan}`)
      }
    }
    if (TEST_ENGINE === 'sqlite') await check('without statistics')
    if (TEST_ENGINE === 'sqlite') await sql`analyze`.execute(db)
    else await sql`vacuum analyze`.execute(db)
    await check('after ANALYZE')
    const rows = await listPageQuery(db, dialect, two, { limit: 1000, offset: 0 }).execute()
    assert.equal(rows.length, PER_ORG / 10)
    assert.ok(rows.every((r) => r.organization_id === org.id && VERDICTS.includes(r.verdict)))
    assert.ok(
      rows.every((r, i) => i === 0 || rows[i - 1]!.date_created >= r.date_created),
      'newest first',
    )
  })
})

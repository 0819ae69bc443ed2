/**
 * Why pg-boss 10's fetch costs more as its queue grows (docs/jobs.md): EXPLAIN ANALYZE of its
 * fetch statement (plans.fetchNextJob, batchSize 1) with 1,000 and 10,000 queued jobs, in a
 * database jobsbench_plan_<pid> made and dropped here. Libraries from QLIBS (see libs.ts).
 *   node --import tsx bench/jobs/pg-boss-fetch-plan.ts
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'
import pg from 'pg'
import { PgBoss, QLIBS } from './libs.ts'

const plans = createRequire(join(QLIBS, 'package.json'))('pg-boss/src/plans') as {
  fetchNextJob(schema: string): (options: object) => string
}
const base = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
const name = `jobsbench_plan_${process.pid}`
const admin = new pg.Client({ connectionString: `${base}/postgres` })
await admin.connect()
await admin.query(`create database ${name}`)
try {
  const url = `${base}/${name}`
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false })
  await boss.start()
  await boss.createQueue('noop')
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  for (const n of [1000, 10_000]) {
    await c.query('delete from pgboss.job')
    for (let i = 0; i < n; i += 1000)
      await boss.insert(Array.from({ length: 1000 }, () => ({ name: 'noop', data: {} })))
    await c.query('vacuum analyze pgboss.job')
    await c.query('begin')
    const r = await c.query(`explain (analyze, buffers) ${plans.fetchNextJob('pgboss')({})}`, ['noop', 1])
    await c.query('rollback')
    const lines = r.rows.map((x) => x['QUERY PLAN'] as string)
    console.log(`--- ${n} queued jobs`)
    console.log(lines.filter((l) => /Sort Key|Sort Method|Seq Scan|Index|Execution Time/.test(l)).join('\n'))
  }
  await c.end()
  await boss.stop({ graceful: false })
} finally {
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}

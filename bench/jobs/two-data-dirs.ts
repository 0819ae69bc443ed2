/**
 * Issue 29: two service processes with a DATA_DIR each, on one PostgreSQL database and one S3
 * bucket (s3rver, as the tests use it; start-two.ts starts the pair). DATASETS small CSV datasets
 * are created through process A (`PUT /admin/files`, `POST /admin/datasets`); both processes are
 * asked for every dataset's streams until both answer `ready`, then for its series. Counted: the
 * index runs, from the `jobs` table (`GET /admin/jobs`: one `streams.index` row per dataset,
 * its state and attempts) and from each process's own count of the runs it made
 * (`hangar_job_seconds_count{kind="streams.index"}`), and the index folders in each DATA_DIR
 * (built there, or fetched from the bucket). Goal: each dataset indexed once in all, and both
 * processes answer its series.
 *
 *   node --import tsx bench/jobs/two-data-dirs.ts      # DATASETS=20
 *
 * Prints a table and stores the figures in bench/jobs/results/two-data-dirs-<date>.json.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { startTestS3 } from '../../server/src/testing/s3-server.ts'
import { startTwo, type TwoServices } from '../../server/src/testing/start-two.ts'
import {
  build,
  dataset,
  dropMyDatabases,
  jobs,
  metric,
  organization,
  putFile,
  SERVICE_ENV,
  streamsStatus,
} from './service-api.ts'

process.env.HANGAR_TEST_SERVICE = 'compiled'
const DATASETS = Number(process.env.DATASETS ?? 20)
const date = new Date().toISOString()
const load = [loadavg()[0]!]
const s3 = await startTestS3()
let two: TwoServices | undefined
try {
  two = await startTwo({ ownDataDirs: true, env: { ...SERVICE_ENV, ...s3.env } })
  const processes = { A: two.A, B: two.B }
  const org = await organization(two.A, 'Two data folders')
  const ids: string[] = []
  const started = performance.now()
  for (let i = 0; i < DATASETS; i++) {
    const rows = Array.from({ length: 200 }, (_, j) => `${j / 10},${(24 - j / 1000 - i / 100).toFixed(3)}`)
    await putFile(two.A, `bench/run-${i}.csv`, `t,battery_v\n${rows.join('\n')}\n`)
    ids.push(await dataset(two.A, org.id, `run ${i}`, `bench/run-${i}.csv`))
  }
  const created = performance.now()

  // Both asked for every dataset's streams, round after round, until both answer ready.
  const ready = new Set<string>()
  while (ready.size < ids.length * 2 && performance.now() - created < 180_000) {
    for (const id of ids)
      for (const [name, url] of Object.entries(processes)) {
        if (ready.has(`${name}:${id}`)) continue
        const status = await streamsStatus(url, org.key, id)
        if (status === 'ready') ready.add(`${name}:${id}`)
        else if (status !== 'indexing') throw new Error(`${id} on ${name}: ${status}`)
      }
    await new Promise((r) => setTimeout(r, 200))
  }
  const allReady = performance.now()

  // Then each dataset's series from both.
  const seriesOk = { A: 0, B: 0 }
  for (const id of ids)
    for (const [name, url] of Object.entries(processes) as ['A' | 'B', string][]) {
      const res = await fetch(`${url}/datasets/${id}/series?channel=battery_v&points=20`, {
        headers: { 'service-api-key': org.key },
      })
      const body = (await res.json()) as { channels?: { samples: number }[] }
      if (res.status === 200 && body.channels?.[0]?.samples === 200) seriesOk[name]++
    }

  const rows = (await jobs(two.A, { kind: 'streams.index', organization_id: org.id })).filter((j) =>
    ids.includes(j.dataset_id ?? ''),
  )
  const runs = {
    A: await metric(two.A, 'hangar_job_seconds_count', { kind: 'streams.index' }),
    B: await metric(two.B, 'hangar_job_seconds_count', { kind: 'streams.index' }),
  }
  const folders = two.dataDirs.map(
    (dir) => ids.filter((id) => existsSync(join(dir, 'derived', 'streams', id))).length,
  )
  load.push(loadavg()[0]!)
  const result = {
    date,
    ...build(),
    datasets: DATASETS,
    load_1min: load,
    create_seconds: Math.round(created - started) / 1000,
    all_ready_on_both_seconds_after_creation: Math.round(allReady - created) / 1000,
    ready_answers: {
      A: [...ready].filter((r) => r.startsWith('A:')).length,
      B: [...ready].filter((r) => r.startsWith('B:')).length,
    },
    series_answered: seriesOk,
    jobs_rows: rows.length,
    jobs_done: rows.filter((j) => j.state === 'done').length,
    jobs_attempts: rows.reduce((n, j) => n + j.attempts, 0),
    runs_by_process: runs,
    index_folders: { A: folders[0], B: folders[1] },
  }
  const once =
    result.jobs_rows === DATASETS && result.jobs_attempts === DATASETS && runs.A + runs.B === DATASETS
  const both = seriesOk.A === DATASETS && seriesOk.B === DATASETS
  console.table({
    'streams.index rows (jobs table)': { A: result.jobs_rows, B: '' },
    'rows done / attempts in all': { A: `${result.jobs_done} / ${result.jobs_attempts}`, B: '' },
    'index runs by each process': runs,
    'index folders in each DATA_DIR': result.index_folders,
    'series answered (200, 200 samples)': seriesOk,
  })
  console.log(
    `all ready on both ${result.all_ready_on_both_seconds_after_creation} s after the last creation; ` +
      `indexed once: ${once ? 'yes' : 'NO'}; both answer every series: ${both ? 'yes' : 'NO'}`,
  )
  const out = join(import.meta.dirname, 'results')
  mkdirSync(out, { recursive: true })
  writeFileSync(
    join(out, `two-data-dirs-${date.slice(0, 16).replace(':', '-')}Z.json`),
    `${JSON.stringify({ ...result, indexed_once: once, both_answer: both }, null, 2)}\n`,
  )
} finally {
  await two?.stop()
  await s3.close()
  await dropMyDatabases()
}

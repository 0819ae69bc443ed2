/**
 * The checks over the demo catalog's real files, read by the real format readers: the clean ones
 * give no finding, and a rejection whose reason names a defect is found in its data at its time
 * (issue 30, "The demo").
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, extname, join } from 'node:path'
import { after, describe, test } from 'node:test'
import { type DemoDatasetPlan, demoCatalog, prepareDemoMedia, renderedDemoCatalog } from '@hangar/demo'
import type { IndexJob, StreamReader } from '../streams/model.ts'
import { lerobotReader } from '../streams/readers/lerobot.ts'
import { mcapReader } from '../streams/readers/mcap.ts'
import { csvReader, jsonlReader } from '../streams/readers/table.ts'
import type { CheckFinding } from './check-finding.ts'
import { checkRecording } from './checks-sink.ts'

const NOW = new Date('2026-11-20T12:00:00Z')
const READERS: Record<string, StreamReader> = {
  '.csv': csvReader,
  '.jsonl': jsonlReader,
  '.mcap': mcapReader,
  '.parquet': lerobotReader,
}

const root = mkdtempSync(join(tmpdir(), 'hangar-checks-demo-'))
after(() => rmSync(root, { recursive: true, force: true }))

/** Writes a plan's file and companions and runs the checks over them with the reader of its format. */
async function checkPlan(plan: DemoDatasetPlan, dir: string): Promise<CheckFinding[] | null> {
  const reader = READERS[extname(plan.file.path)]
  if (!reader) return null
  const put = (path: string, bytes: Buffer) => {
    const p = join(dir, path)
    mkdirSync(dirname(p), { recursive: true })
    writeFileSync(p, bytes)
    return p
  }
  const job: IndexJob = {
    datasetId: plan.name,
    main: { name: plan.file.path, link: plan.file.path, path: put(plan.file.path, plan.file.bytes) },
    companions: (plan.companions ?? []).map((c) => ({
      name: c.name,
      link: c.file.path,
      path: put(c.file.path, c.file.bytes),
    })),
    metadata: plan.metadata,
    outDir: join(dir, 'out'),
  }
  return checkRecording(reader, job)
}

/** What a check should find in a demo file, read from the file itself rather than from demo/'s code. */
interface Expected {
  code: CheckFinding['code']
  severity: CheckFinding['severity']
  streams: string[]
  /** Where the defect is in the file: its first and last sample (the finding may reach one sample out). */
  start: number
  end: number
  /** Anything else to hold of the finding and the file. */
  also?: (f: CheckFinding) => void
}

/** One row of a telemetry CSV: its time and its cells by column name, as written. */
type Row = { t: number; cells: Record<string, string> }

function csvRows(bytes: Buffer): Row[] {
  const [header = '', ...lines] = bytes.toString('utf8').trimEnd().split('\n')
  const names = header.split(',')
  return lines.map((line) => {
    const values = line.split(',')
    return { t: Number(values[0]), cells: Object.fromEntries(names.map((n, i) => [n, values[i] ?? ''])) }
  })
}

/** Telemetry defects are planted on a whole second a third of the way in (demo catalog.ts). */
const plantedAt = (plan: DemoDatasetPlan) => Math.round((plan.metadata.duration_seconds as number) / 3)

/**
 * Where the demo file's base really slides between two lines on which all feet stand, read straight
 * from its lines: from the first such move to the last, in the middle of the run (episode-recording.ts).
 */
function driftInFile(plan: DemoDatasetPlan): Expected {
  type Line = { t: number; base: { x: number; y: number }; foot_contact: Record<string, boolean> }
  const seconds = plan.metadata.duration_seconds as number
  const lines = plan.file.bytes
    .toString('utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line)
  let from: Line | undefined
  let to: Line | undefined
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = [lines[i - 1]!, lines[i]!]
    const moved = a.base.x !== b.base.x || a.base.y !== b.base.y
    // Both standing: the step into the pause still carries some walking.
    const standing = [a, b].every((l) => Object.values(l.foot_contact).every(Boolean))
    if (moved && standing && b.t > 0.2 * seconds && b.t < 0.8 * seconds) {
      from ??= a
      to = b
    }
  }
  assert.ok(from && to, 'the file has no slide while standing')
  const metres = Math.hypot(to.base.x - from.base.x, to.base.y - from.base.y)
  return {
    code: 'pose_drift',
    severity: 'error',
    streams: ['base.x', 'base.y'],
    start: from.t,
    end: to.t,
    also: (f) => {
      assert.ok(metres > 0.35, `the file drifts ${metres} m`)
      const found = Number(/moved ([0-9.]+) m/.exec(f.message)?.[1])
      assert.ok(Math.abs(found - metres) <= 0.02, `${f.message} vs ${metres} m`)
    },
  }
}

/** The longest run of imu_az cells at the column's maximum. */
function saturationInFile(plan: DemoDatasetPlan): Expected {
  const rows = csvRows(plan.file.bytes)
  const az = rows.map((r) => Number(r.cells.imu_az))
  const top = Math.max(...az)
  let best = { from: 0, to: -1 }
  for (let i = 0; i < az.length; i++) {
    if (az[i] !== top) continue
    let j = i
    while (az[j + 1] === top) j++
    if (j - i > best.to - best.from) best = { from: i, to: j }
    i = j
  }
  const [start, end] = [rows[best.from]!.t, rows[best.to]!.t]
  assert.equal(start, plantedAt(plan))
  assert.equal(end - start, 3, 'held for three seconds')
  return {
    code: 'flat_signal',
    severity: 'error',
    streams: ['imu_az'],
    start,
    end,
    also: (f) => assert.match(f.message, /its maximum over the recording, for 3 s .*saturated/),
  }
}

/** The rows whose rear-leg motor temperature cells are empty: one span, mid-run. */
function rearTemperaturesMissingInFile(plan: DemoDatasetPlan): Expected {
  const rows = csvRows(plan.file.bytes)
  const empty = rows.filter((r) => r.cells.motor_temp_rl_c === '' && r.cells.motor_temp_rr_c === '')
  assert.ok(empty.length > 0, 'no rear-leg temperature is missing')
  assert.equal(
    rows.filter((r) => r.cells.motor_temp_rl_c === '' || r.cells.motor_temp_rr_c === '').length,
    empty.length,
  )
  const [start, end] = [empty[0]!.t, empty.at(-1)!.t]
  assert.equal(start, plantedAt(plan))
  const sample = 1 / (plan.metadata.sample_rate_hz as number)
  assert.ok(Math.abs(end + sample - start - 10) < 1e-9, 'missing for ten seconds')
  assert.equal(empty.length, Math.round(10 / sample), 'one span, no row in it left filled')
  return {
    code: 'timestamp_gap',
    severity: 'error',
    streams: ['motor_temp_rl_c', 'motor_temp_rr_c'],
    start,
    end,
  }
}

/** The first row whose battery voltage is in millivolts: from there to the end, all are. */
function batteryScaleInFile(plan: DemoDatasetPlan): Expected {
  const rows = csvRows(plan.file.bytes)
  const volts = rows.map((r) => Number(r.cells.battery_v))
  const first = volts.findIndex((v) => v > 1000)
  assert.ok(first > 0, 'no voltage in millivolts')
  assert.ok(
    volts.every((v, i) => (i < first ? v > 50 && v < 60 : v > 50_000 && v < 60_000)),
    'volts, then millivolts to the end',
  )
  const at = rows[first]!.t
  assert.equal(at, plantedAt(plan))
  // A step is a change between two samples: it ends at the first sample in millivolts.
  return { code: 'jump', severity: 'warning', streams: ['battery_v'], start: at, end: at }
}

/**
 * Rejections whose reason is a defect a check looks for, and where each file shows it. The other
 * rejections ("Recording stops before the task ends", "Operator intervened twice") are a person's
 * observation: their files show it to a reviewer but hold nothing a check reports, so, like every
 * file not rejected, they give no finding.
 */
const FOUND_BY_A_CHECK: [RegExp, (plan: DemoDatasetPlan) => Expected][] = [
  [/drifts ([0-9.]+) m during the pause/, driftInFile],
  [/IMU channel saturates for three seconds/, saturationInFile],
  [/Motor temperatures missing for the rear legs/, rearTemperaturesMissingInFile],
  [/Battery voltage logged at the wrong scale/, batteryScaleInFile],
]

const describeFindings = (fs: CheckFinding[]) => fs.map((f) => `${f.code}: ${f.message}`).join('\n')

describe('the demo MCAP and LeRobot recordings (seed 1, as the service seeds them)', async () => {
  const plans = await renderedDemoCatalog(NOW, 1)
  for (const [i, plan] of plans.entries()) {
    const ext = extname(plan.file.path)
    if (ext !== '.mcap' && ext !== '.parquet') continue
    test(`${plan.name} (${plan.status}) gives no finding`, async () => {
      const found = await checkPlan(plan, join(root, `s1-${i}`))
      assert.deepEqual(found, [], describeFindings(found ?? []))
    })
  }
})

describe('the demo episodes and telemetry over more seeds', async () => {
  const { render } = await prepareDemoMedia([])
  const seen = new Set<RegExp>()
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    // Videos and MCAPs are not needed here: only the JSON Lines and CSV files are drawn.
    const plans = demoCatalog(NOW, seed, (a) =>
      a.kind === 'episode' || a.kind === 'telemetry' ? render(a) : Buffer.alloc(0),
    )
    for (const [i, plan] of plans.entries()) {
      const reason = plan.rejection_reason ?? ''
      const ext = extname(plan.file.path)
      if (ext !== '.csv' && ext !== '.jsonl') continue
      const [pattern, truth] = FOUND_BY_A_CHECK.find(([p]) => p.test(reason)) ?? []
      if (pattern && truth) {
        seen.add(pattern)
        test(`seed ${seed}: ${plan.name}: “${reason}” is found at its time`, async () => {
          const expected = truth(plan)
          const found = (await checkPlan(plan, join(root, `s${seed}-${i}`)))!
          assert.equal(found.length, 1, describeFindings(found))
          const f = found[0]!
          assert.equal(f.code, expected.code, f.message)
          assert.equal(f.severity, expected.severity, f.message)
          assert.deepEqual(f.streams, expected.streams)
          const rate = (plan.metadata.sample_rate_hz as number | undefined) ?? 10 // episodes: 10 Hz
          const sample = 1 / rate
          assert.ok(
            Math.abs(f.start_seconds! - expected.start) <= sample + 1e-9,
            `${f.message} vs ${expected.start} s`,
          )
          assert.ok(
            Math.abs(f.end_seconds! - expected.end) <= sample + 1e-9,
            `${f.message} vs ${expected.end} s`,
          )
          expected.also?.(f)
        })
      } else
        test(`seed ${seed}: ${plan.name} (${plan.status}) gives no finding`, async () => {
          const found = await checkPlan(plan, join(root, `s${seed}-${i}`))
          assert.deepEqual(found, [], describeFindings(found ?? []))
        })
    }
  }
  test('each defect a check finds is in some rejected file of these seeds', () => {
    assert.deepEqual(
      FOUND_BY_A_CHECK.map(([p]) => p).filter((p) => !seen.has(p)),
      [],
    )
  })
})

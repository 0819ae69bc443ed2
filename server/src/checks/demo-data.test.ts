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

/** Rejections whose reason names a defect the checks look for; every other demo file is clean. */
const DRIFT = /drifts ([0-9.]+) m/
const SATURATES = /saturates for three seconds/

/**
 * Where the demo file's base really slides between two lines on which all feet stand, read straight
 * from its lines: from the first such move to the last, in the middle of the run (episode-recording.ts).
 */
function driftInFile(bytes: Buffer, seconds: number): { start: number; end: number; metres: number } {
  type Line = { t: number; base: { x: number; y: number }; foot_contact: Record<string, boolean> }
  const lines = bytes
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
  if (!from || !to) return { start: Number.NaN, end: Number.NaN, metres: 0 }
  return {
    start: from.t,
    end: to.t,
    metres: Math.hypot(to.base.x - from.base.x, to.base.y - from.base.y),
  }
}

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
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    // Videos and MCAPs are not needed here: only the JSON Lines and CSV files are drawn.
    const plans = demoCatalog(NOW, seed, (a) =>
      a.kind === 'episode' || a.kind === 'telemetry' ? render(a) : Buffer.alloc(0),
    )
    for (const [i, plan] of plans.entries()) {
      const reason = plan.rejection_reason ?? ''
      const ext = extname(plan.file.path)
      if (ext !== '.csv' && ext !== '.jsonl') continue
      const drift = DRIFT.exec(reason)
      if (drift) {
        test(`seed ${seed}: ${plan.name}: “${reason}” is found during the pause`, async () => {
          const found = (await checkPlan(plan, join(root, `s${seed}-${i}`)))!
          const drifts = found.filter((f) => f.code === 'pose_drift')
          assert.equal(drifts.length, 1, describeFindings(found))
          const f = drifts[0]!
          assert.equal(f.severity, 'error')
          const truth = driftInFile(plan.file.bytes, plan.metadata.duration_seconds as number)
          const sample = 0.1 // the demo's episodes are sampled at 10 Hz
          assert.ok(
            Math.abs(f.start_seconds! - truth.start) <= sample + 1e-9,
            `${f.message} vs ${truth.start} s`,
          )
          assert.ok(Math.abs(f.end_seconds! - truth.end) <= sample + 1e-9, `${f.message} vs ${truth.end} s`)
          const metres = Number(/moved ([0-9.]+) m/.exec(f.message)?.[1])
          assert.ok(Math.abs(metres - truth.metres) <= 0.02, `${f.message} vs ${truth.metres} m`)
          assert.ok(truth.metres > 0.35, `the file drifts ${truth.metres} m`)
          assert.deepEqual(
            found.filter((x) => x.code !== 'pose_drift'),
            [],
            describeFindings(found),
          )
        })
      } else if (SATURATES.test(reason)) {
        test(`seed ${seed}: ${plan.name}: a 3 s saturation put into its file is found at its time`, async () => {
          // What the rejection describes, done here to the file (demo/ itself does not): imu_az held
          // at 16 m/s² (the top of a ±16 m/s² range) for three seconds mid-run.
          const seconds = plan.metadata.duration_seconds as number
          const from = Math.round(seconds * 0.5)
          const lines = plan.file.bytes.toString('utf8').trim().split('\n')
          const col = lines[0]!.split(',').indexOf('imu_az')
          const clipped = lines.map((line, i) => {
            const cells = line.split(',')
            const t = Number(cells[0])
            if (i > 0 && t >= from && t <= from + 3) cells[col] = '16.0000'
            return cells.join(',')
          })
          const edited = { ...plan, file: { ...plan.file, bytes: Buffer.from(`${clipped.join('\n')}\n`) } }
          const found = (await checkPlan(edited, join(root, `s${seed}-${i}-clipped`)))!
          // The steps into and out of the held value are jumps too; nothing else is found.
          const flat = found.filter((f) => f.code === 'flat_signal')
          assert.equal(flat.length, 1, describeFindings(found))
          assert.ok(
            found.every((f) => f.code === 'flat_signal' || (f.code === 'jump' && f.streams[0] === 'imu_az')),
            describeFindings(found),
          )
          const f = flat[0]!
          assert.equal(f.severity, 'error')
          assert.deepEqual(f.streams, ['imu_az'])
          const sample = 1 / (plan.metadata.sample_rate_hz as number)
          assert.ok(Math.abs(f.start_seconds! - from) <= sample + 1e-9, f.message)
          assert.ok(Math.abs(f.end_seconds! - (from + 3)) <= sample + 1e-9, f.message)
          assert.match(f.message, /its maximum over the recording, for 3 s/)
        })
        test(`seed ${seed}: ${plan.name}: “${reason}” is found`, {
          todo: 'demo/src/assets/telemetry-csv.ts does not put a saturation into the file',
        }, async () => {
          const found = (await checkPlan(plan, join(root, `s${seed}-${i}`)))!
          assert.ok(
            found.some((f) => f.code === 'flat_signal' && f.streams[0]!.startsWith('imu')),
            describeFindings(found),
          )
        })
      } else
        test(`seed ${seed}: ${plan.name} (${plan.status}) gives no finding`, async () => {
          const found = await checkPlan(plan, join(root, `s${seed}-${i}`))
          assert.deepEqual(found, [], describeFindings(found ?? []))
        })
    }
  }
})

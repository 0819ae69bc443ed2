import type { IndexJob, StreamReader, StreamSink } from '../streams/model.ts'
import { ChannelChecks, isCommandChannel } from './channel-checks.ts'
import type { CheckFinding, CheckId } from './check-finding.ts'
import { isPosePart, PoseDrift, poseRole } from './pose-drift.ts'
import { type CheckThresholds, resolveThresholds, type ThresholdOverrides } from './thresholds.ts'

interface Channel {
  checks: ChannelChecks
  pose: ReturnType<typeof poseRole>
}

export interface ChecksOptions {
  /** The organization's thresholds over the defaults. */
  thresholds?: ThresholdOverrides
  /** Checks switched off (the others run). */
  disabled?: readonly CheckId[]
  /** Keep the state's clock (`clock()`), for `camera_sync`: set when the dataset has cameras. */
  keepClock?: boolean
}

/**
 * The times of the state samples: those of the first channel the reader gives (a LeRobot row's
 * columns share its `timestamp`), at most {@link MAX_CLOCK_SAMPLES}.
 */
export interface StateClock {
  stream: string
  times: Float64Array
  /** Whether samples past the cap were left out (the times are then the recording's start). */
  truncated: boolean
}

/** Samples of the state's clock kept: 8 MB, an hour of rows at 270 a second. */
export const MAX_CLOCK_SAMPLES = 1 << 20

/**
 * The checks over numeric channels as a {@link StreamSink}: give it to a format reader, then call
 * `finish()` for the findings. It sees the readers' raw samples (the stream index drops samples that
 * are not finite or not after the previous one, the very defects some checks look for) and keeps
 * bounded state per channel, never the samples themselves.
 */
export class ChecksSink implements StreamSink {
  readonly thresholds: CheckThresholds
  private readonly channels = new Map<string, Channel>()
  private readonly pose: PoseDrift
  private readonly disabled: ReadonlySet<string>
  private readonly clockTimes:
    | { stream: string; times: Float64Array; n: number; truncated: boolean }
    | undefined

  constructor(options: ChecksOptions = {}) {
    this.thresholds = resolveThresholds(options.thresholds)
    this.pose = new PoseDrift(this.thresholds)
    this.disabled = new Set(options.disabled ?? [])
    this.clockTimes = options.keepClock
      ? { stream: '', times: new Float64Array(1024), n: 0, truncated: false }
      : undefined
  }

  sample(channel: string, t: number, v: number): void {
    const clock = this.clockTimes
    if (clock && (clock.stream === channel || clock.stream === '')) {
      clock.stream = channel
      if (clock.n === clock.times.length) {
        if (clock.n >= MAX_CLOCK_SAMPLES) clock.truncated = true
        else {
          const grown = new Float64Array(Math.min(MAX_CLOCK_SAMPLES, clock.n * 2))
          grown.set(clock.times)
          clock.times = grown
        }
      }
      if (clock.n < clock.times.length) clock.times[clock.n++] = t
    }
    let c = this.channels.get(channel)
    if (!c) {
      const pose = poseRole(channel)
      const role = pose?.role ?? (isPosePart(channel) ? 'pose' : isCommandChannel(channel) ? 'command' : null)
      c = { checks: new ChannelChecks(channel, this.thresholds, role), pose }
      this.channels.set(channel, c)
    }
    c.checks.sample(t, v)
    if (c.pose) this.pose.sample(channel, t, v, c.pose)
  }

  unit(): void {}
  video(): void {}
  image(): void {}

  /** The state's clock, when kept (`keepClock`) and some channel had samples. */
  clock(): StateClock | undefined {
    const c = this.clockTimes
    if (!c || c.n === 0) return undefined
    return { stream: c.stream, times: c.times.slice(0, c.n), truncated: c.truncated }
  }

  /** The findings, ordered by start (whole-dataset findings first), then check, then stream. */
  finish(): CheckFinding[] {
    const all = [...this.channels.values()].flatMap((c) => c.checks.finish()).concat(this.pose.finish())
    return sortFindings(groupClockFindings(all.filter((f) => !this.disabled.has(f.code))))
  }
}

/** Reads a dataset with `reader` straight into the checks and returns their findings. */
export async function checkRecording(
  reader: StreamReader,
  job: IndexJob,
  options: ChecksOptions = {},
): Promise<CheckFinding[]> {
  const sink = new ChecksSink(options)
  await reader.read(job, sink)
  return sink.finish()
}

/** Checks about a stream's clock: streams of one table row or one message share it. */
const CLOCK_CHECKS = new Set(['timestamp_gap', 'timestamp_order'])

/** A constant channel's message: `<name> is <value>` then this, the same for a message's fields. */
const CONSTANT_TAIL = ' in all '

/**
 * One finding for the streams that share a clock defect: a gap in a 14-column table is one gap with
 * 13 streams, not 13 findings. Findings of the same check, severity and range are grouped. So are
 * `zero_variance` findings of the same samples (the constant fields of one message: a ROS 2 test
 * message of 170 fields that never change is one warning, not 170), each stream's value named.
 */
export function groupClockFindings(findings: CheckFinding[]): CheckFinding[] {
  const groups = new Map<string, CheckFinding[]>()
  const out: CheckFinding[] = []
  for (const f of findings) {
    const constant = f.code === 'zero_variance' && f.message.includes(CONSTANT_TAIL)
    if ((!CLOCK_CHECKS.has(f.code) && !constant) || f.streams.length !== 1) {
      out.push(f)
      continue
    }
    const key = constant
      ? `${f.code} ${f.severity} ${f.message.slice(f.message.indexOf(CONSTANT_TAIL))}`
      : `${f.code} ${f.severity} ${f.start_seconds} ${f.end_seconds}`
    const group = groups.get(key)
    if (group) group.push(f)
    else groups.set(key, [f])
  }
  for (const group of groups.values()) {
    const first = group[0]!
    if (group.length === 1) {
      out.push(first)
      continue
    }
    group.sort((a, b) => a.streams[0]!.localeCompare(b.streams[0]!))
    const streams = group.map((f) => f.streams[0]!)
    if (first.code === 'zero_variance') {
      out.push({ ...first, streams, message: constantMessage(group) })
      continue
    }
    const label =
      streams.length <= 3
        ? `${streams.slice(0, -1).join(', ')} and ${streams.at(-1)}`
        : `${streams.slice(0, 2).join(', ')} and ${streams.length - 2} other streams`
    out.push({ ...first, streams, message: first.message.replace(first.streams[0]!, label) })
  }
  return out
}

/** "a is 0, b is 1 and 168 other streams are each one value in all 4 samples from …: they carry no information." */
function constantMessage(group: CheckFinding[]): string {
  const cut = (f: CheckFinding) => f.message.indexOf(CONSTANT_TAIL)
  const heads = group.map((f) => f.message.slice(0, cut(f)))
  const tail = group[0]!.message.slice(cut(group[0]!)).replace(': it carries', ': they carry')
  if (heads.length <= 3) return `${heads.slice(0, -1).join(', ')} and ${heads.at(-1)}${tail}`
  return `${heads.slice(0, 2).join(', ')} and ${heads.length - 2} other streams are each one value${tail}`
}

/** A stable order, so the same recording always gives the same list. */
export function sortFindings(findings: CheckFinding[]): CheckFinding[] {
  const key = (f: CheckFinding) => f.start_seconds ?? Number.NEGATIVE_INFINITY
  return findings.sort(
    (a, b) =>
      key(a) - key(b) ||
      a.code.localeCompare(b.code) ||
      a.streams.join().localeCompare(b.streams.join()) ||
      (a.end_seconds ?? 0) - (b.end_seconds ?? 0),
  )
}

import { type CheckFinding, num, plural } from './check-finding.ts'
import { SpanList } from './span-list.ts'
import type { CheckThresholds } from './thresholds.ts'
import { TopK } from './top-k.ts'

/** Candidates kept per channel for the checks decided at the end (gaps, jumps, flat runs). */
export const CANDIDATES = 256

/** A channel with at most this many distinct values is discrete (a flag, a mode): no jump or flat check. */
export const DISCRETE_VALUES = 8

// Sampling intervals in a log histogram: 1 µs to 10⁴ s in steps of 2 %, for the median (the rate).
const DT_MIN = 1e-6
const DT_STEP = Math.log(1.02)
const DT_BINS = Math.ceil(Math.log(1e4 / DT_MIN) / DT_STEP) + 1

// Sizes of sample-to-sample changes in a histogram of 8 equal bins an octave from 2⁻⁶⁰ to 2⁶⁰,
// for the 99th percentile of a channel's ordinary changes (`jump`); bin 0 holds the zero changes.
const D_PER_OCTAVE = 8
const D_MIN_EXP = -60
const D_BINS = (60 - D_MIN_EXP) * D_PER_OCTAVE + 2

const ORDER_REPEATED = 1
const ORDER_BACKWARDS = 2
const NON_FINITE_NAN = 1
const NON_FINITE_POS = 2
const NON_FINITE_NEG = 4

interface Pair {
  start: number
  end: number
  d: number
}

/** A change between neighbouring samples and how far it exceeds its neighbours in its direction. */
interface Change extends Pair {
  excess: number
}

interface Run {
  start: number
  end: number
  value: number
  count: number
}

/** Running mean and variance (Welford), with removal for a second look without outliers. */
class Moments {
  n = 0
  mean = 0
  m2 = 0
  add(x: number) {
    this.n++
    const delta = x - this.mean
    this.mean += delta / this.n
    this.m2 += delta * (x - this.mean)
  }
  remove(x: number) {
    if (this.n <= 1) {
      this.n = 0
      this.mean = 0
      this.m2 = 0
      return
    }
    const mean = (this.n * this.mean - x) / (this.n - 1)
    this.m2 = Math.max(0, this.m2 - (x - mean) * (x - this.mean))
    this.mean = mean
    this.n--
  }
  get sd(): number {
    return this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1)) : 0
  }
}

/**
 * Everything the per-channel checks need from one channel's raw samples, in bounded memory: a few
 * counters, Welford moments, a histogram of sampling intervals and the largest candidates of each
 * kind. `finish` turns it into findings (docs/checks.md).
 */
export class ChannelChecks {
  private noTime = 0
  private hasFirst = false
  private first = 0
  /** Latest time so far (the clock a gap is measured from). */
  private latest = Number.NEGATIVE_INFINITY
  private readonly order: SpanList
  private readonly dtHistogram = new Uint32Array(DT_BINS)
  /** Sum of the intervals in each bin: the median bin's mean is the median to well under 2 %. */
  private readonly dtSums = new Float64Array(DT_BINS)
  private intervals = 0
  private lastBin = 0
  private lastBinLow = 1
  private lastBinHigh = 0
  private readonly gaps = new TopK<Pair>(CANDIDATES)

  private readonly nonFinite: SpanList
  private nanOpen: { start: number; end: number; count: number; flags: number } | null = null

  private readonly values = new Moments()
  private min = Number.POSITIVE_INFINITY
  private max = Number.NEGATIVE_INFINITY
  private readonly distinct = new Set<number>()

  // Plain number fields, no objects per sample: this runs for every sample of a 1 GB file.
  private hasPrev = false
  private prevV = 0
  private prevT = 0
  private readonly diffs = new Moments()
  private readonly diffSizes = new Uint32Array(D_BINS)
  private zeroDiffs = 0
  private readonly jumps = new TopK<Change>(CANDIDATES)
  /** The latest change (from pendingStart to pendingEnd) waits for the next one, its neighbour after. */
  private hasPending = false
  private pendingStart = 0
  private pendingEnd = 0
  private pendingD = 0
  private pendingBefore = 0
  private lastChange = 0

  /** The current run of one value; runCount 0 when there is none. */
  private runStart = 0
  private runEnd = 0
  private runValue = 0
  private runCount = 0
  private zeroDiffsInRuns = 0
  private readonly runs = new TopK<Run>(CANDIDATES)

  /**
   * @param role What the pose-drift check reads the channel as, if anything (pose-drift.ts): these
   *   hold their value by nature while the robot stands, so no flat-signal check; a commanded
   *   velocity steps by nature, so no jump check either.
   */
  constructor(
    readonly name: string,
    private readonly th: CheckThresholds,
    private readonly role: 'pose' | 'command' | 'contact' | null = null,
  ) {
    this.order = new SpanList(th.max_findings)
    this.nonFinite = new SpanList(th.max_findings)
  }

  sample(t: number, v: number): void {
    if (!Number.isFinite(t)) {
      this.noTime++
      return
    }
    if (!this.hasFirst) {
      this.hasFirst = true
      this.first = t
    }
    if (this.latest !== Number.NEGATIVE_INFINITY) {
      const dt = t - this.latest
      if (dt <= 0) {
        this.order.add({
          start: t,
          end: this.latest,
          severity: 'error',
          count: 1,
          magnitude: -dt,
          value: dt,
          flags: dt === 0 ? ORDER_REPEATED : ORDER_BACKWARDS,
        })
      } else {
        this.intervals++
        // Regular sampling lands in the same bin again and again: skip the logarithm then.
        let bin = this.lastBin
        if (!(dt >= this.lastBinLow && dt < this.lastBinHigh)) {
          bin = dtBin(dt)
          this.lastBin = bin
          this.lastBinLow = bin === 0 ? 0 : DT_MIN * Math.exp(bin * DT_STEP)
          this.lastBinHigh =
            bin === DT_BINS - 1 ? Number.POSITIVE_INFINITY : DT_MIN * Math.exp((bin + 1) * DT_STEP)
        }
        this.dtHistogram[bin]!++
        this.dtSums[bin]! += dt
        if (dt > this.th.timestamp_gap.min_seconds) {
          if (this.gaps.wants(dt)) this.gaps.offer(dt, { start: this.latest, end: t, d: dt })
          else this.gaps.skip()
        }
      }
    }
    this.latest = Math.max(this.latest, t)

    if (!Number.isFinite(v)) {
      const flag = Number.isNaN(v) ? NON_FINITE_NAN : v > 0 ? NON_FINITE_POS : NON_FINITE_NEG
      if (this.nanOpen) {
        this.nanOpen.end = Math.max(this.nanOpen.end, t)
        this.nanOpen.count++
        this.nanOpen.flags |= flag
      } else this.nanOpen = { start: t, end: t, count: 1, flags: flag }
      this.closeRun()
      return
    }
    this.closeNonFinite()
    this.values.add(v)
    if (v < this.min) this.min = v
    if (v > this.max) this.max = v
    if (this.distinct.size <= DISCRETE_VALUES) this.distinct.add(v)

    if (this.hasPrev) {
      const d = v - this.prevV
      this.diffs.add(d)
      this.diffSizes[dBin(d)]!++
      if (d === 0) this.zeroDiffs++
      if (this.hasPending) this.offerPending(d)
      this.hasPending = true
      this.pendingStart = this.prevT
      this.pendingEnd = t
      this.pendingD = d
      this.pendingBefore = this.lastChange
      this.lastChange = d
    }
    if (this.runCount > 0 && v === this.runValue) {
      if (t > this.runEnd) this.runEnd = t
      this.runCount++
    } else {
      this.closeRun()
      this.runStart = t
      this.runEnd = t
      this.runValue = v
      this.runCount = 1
    }
    this.hasPrev = true
    this.prevV = v
    this.prevT = t
  }

  private closeNonFinite() {
    const open = this.nanOpen
    if (!open) return
    this.nonFinite.add({ ...open, severity: 'error', magnitude: open.count, value: 0 })
    this.nanOpen = null
  }

  /**
   * A jump candidate: how much larger the change is than its neighbours moving the same way. A ramp's
   * changes are all alike and exceed nothing; a spike's two opposite changes and a step stand alone.
   */
  private offerPending(after: number) {
    const d = this.pendingD
    if (d === 0) return
    const before = this.pendingBefore
    const sameBefore = Math.sign(before) === Math.sign(d) ? Math.abs(before) : 0
    const sameAfter = Math.sign(after) === Math.sign(d) ? Math.abs(after) : 0
    const excess = Math.abs(d) - Math.max(sameBefore, sameAfter)
    if (excess > 0 && this.jumps.wants(excess))
      this.jumps.offer(excess, { start: this.pendingStart, end: this.pendingEnd, d, excess })
  }

  private closeRun() {
    const count = this.runCount
    this.runCount = 0
    if (count < 2) return
    const f = this.th.flat_signal
    const length = this.runEnd - this.runStart
    if (length >= f.warning_seconds && count >= f.min_samples) {
      this.runs.offer(length, { start: this.runStart, end: this.runEnd, value: this.runValue, count })
      this.zeroDiffsInRuns += count - 1
    }
  }

  /** Findings of every per-channel check, in time order per check. */
  finish(): CheckFinding[] {
    this.closeNonFinite()
    this.closeRun()
    if (this.hasPending) this.offerPending(0)
    this.hasPending = false
    return [
      ...this.orderFindings(),
      ...this.gapFindings(),
      ...this.nonFinite.findings('non_finite', [this.name], (s) => nonFiniteMessage(this.name, s), 'span'),
      ...this.zeroVarianceFindings(),
      ...this.flatFindings(),
      ...this.jumpFindings(),
    ]
  }

  private orderFindings(): CheckFinding[] {
    const out = this.order.findings(
      'timestamp_order',
      [this.name],
      (s) =>
        s.flags & ORDER_BACKWARDS
          ? `Time in ${this.name} goes back by up to ${num(s.magnitude, 3)} s between ${num(s.start)} s and ${num(s.end)} s (${plural(s.count, 'sample')} earlier than one before ${s.count === 1 ? 'it' : 'them'}).`
          : `${this.name} repeats the timestamp ${num(s.start, 3)} s${s.end > s.start ? ` and others up to ${num(s.end, 3)} s` : ''} (${plural(s.count, 'sample')} at the time of the one before).`,
      'place where time does not increase',
    )
    if (this.noTime > 0)
      out.push({
        code: 'timestamp_order',
        severity: 'error',
        start_seconds: null,
        end_seconds: null,
        streams: [this.name],
        message: `${plural(this.noTime, 'sample')} of ${this.name} ${this.noTime === 1 ? 'has' : 'have'} no valid time.`,
      })
    return out
  }

  /** Median sampling interval: the mean of the histogram's median bin; undefined without two samples. */
  medianInterval(): number | undefined {
    if (this.intervals === 0) return undefined
    const half = this.intervals / 2
    let seen = 0
    for (let i = 0; i < DT_BINS; i++) {
      seen += this.dtHistogram[i]!
      if (seen >= half) return this.dtSums[i]! / this.dtHistogram[i]!
    }
    return undefined
  }

  private gapFindings(): CheckFinding[] {
    const median = this.medianInterval()
    if (median === undefined) return []
    const g = this.th.timestamp_gap
    const limit = Math.max(g.periods * median, g.min_seconds)
    const gaps = this.gaps
      .items()
      .filter((p) => p.d > limit)
      .sort((a, b) => a.start - b.start)
    if (gaps.length === 0) return []
    // All kept candidates are gaps and some were dropped: there were at least this many.
    const atLeast = this.gaps.overflowed && gaps.length === this.gaps.k
    const many = gaps.length > g.error_count
    const list = new SpanList(this.th.max_findings)
    for (const p of gaps)
      list.add({
        start: p.start,
        end: p.end,
        severity: many || p.d > g.error_seconds ? 'error' : 'warning',
        count: 1,
        magnitude: p.d,
        value: p.d,
        flags: 0,
      })
    const rate = 1 / median
    const of = many ? `; one of ${atLeast ? 'at least ' : ''}${gaps.length} gaps in this stream` : ''
    return list.findings(
      'timestamp_gap',
      [this.name],
      (s) =>
        `No sample of ${this.name} for ${num(s.magnitude)} s between ${num(s.start)} s and ${num(s.end)} s (it runs at ${num(rate, 1)} Hz, so a gap is over ${num(limit)} s)${of}.`,
      'gap',
    )
  }

  private zeroVarianceFindings(): CheckFinding[] {
    if (this.values.n < 2 || this.min !== this.max || !this.hasFirst) return []
    return [
      {
        code: 'zero_variance',
        severity: 'warning',
        start_seconds: this.first,
        end_seconds: this.latest,
        streams: [this.name],
        message: `${this.name} is ${num(this.min, 6)} in all ${plural(this.values.n, 'sample')} from ${num(this.first)} s to ${num(this.latest)} s: it carries no information.`,
      },
    ]
  }

  private get discrete(): boolean {
    return this.distinct.size <= DISCRETE_VALUES
  }

  private flatFindings(): CheckFinding[] {
    if (this.role !== null || this.discrete || !(this.max > this.min)) return []
    const f = this.th.flat_signal
    // Only a channel that otherwise changes at nearly every sample is judged (docs/checks.md#flat_signal).
    const outside = this.diffs.n - this.zeroDiffsInRuns
    if (outside <= 0 || (this.zeroDiffs - this.zeroDiffsInRuns) / outside > f.max_repeat_share) return []
    const list = new SpanList(this.th.max_findings)
    for (const r of this.runs.items().sort((a, b) => a.start - b.start)) {
      const extreme = r.value === this.max ? 1 : r.value === this.min ? 2 : 0
      list.add({
        start: r.start,
        end: r.end,
        severity: r.end - r.start >= f.error_seconds ? 'error' : 'warning',
        count: r.count,
        magnitude: r.end - r.start,
        value: r.value,
        flags: extreme,
      })
    }
    return list.findings(
      'flat_signal',
      [this.name],
      (s) => {
        const held = `for ${num(s.magnitude)} s between ${num(s.start)} s and ${num(s.end)} s (${plural(s.count, 'sample')})`
        return s.flags
          ? `${this.name} holds ${num(s.value, 4)}, its ${s.flags === 1 ? 'maximum' : 'minimum'} over the recording, ${held}: saturated.`
          : `${this.name} is stuck at ${num(s.value, 4)} ${held}, though it changes at nearly every other sample.`
      },
      'flat span',
    )
  }

  private jumpFindings(): CheckFinding[] {
    if (this.role === 'command' || this.discrete || this.diffs.n < 2) return []
    // Mostly unchanged from sample to sample: a setpoint or a counter, whose steps are its nature.
    if (this.zeroDiffs > this.diffs.n / 2) return []
    const j = this.th.jump
    const floor = j.min_range_share * (this.max - this.min)
    // A change across a gap is the gap's finding, not a jump.
    const median = this.medianInterval() ?? 0
    const gap = Math.max(this.th.timestamp_gap.periods * median, this.th.timestamp_gap.min_seconds)
    const all = this.diffs
    const ordered = this.jumps
      .items()
      .filter((p) => p.end - p.start <= gap)
      .slice(0, Math.max(2, Math.floor(all.n * 0.01)))
    // Leave the largest changes out one by one (a generalized ESD test): a spike's two changes
    // inflate σ together, so each is judged against the changes without it and the larger ones.
    const rest = Object.assign(new Moments(), all)
    let outliers = 0
    ordered.forEach((p, i) => {
      rest.remove(p.d)
      if (p.excess > j.sigmas * rest.sd && Math.abs(p.d) >= floor) outliers = i + 1
    })
    const clean = Object.assign(new Moments(), all)
    const sizes = this.diffSizes.slice()
    for (const p of ordered.slice(0, outliers)) {
      clean.remove(p.d)
      sizes[dBin(p.d)]!--
    }
    const sd = clean.sd
    // The channel's ordinary fast moves: the 99th percentile of its other changes' sizes.
    const ordinary = j.ordinary_ratio * percentile(sizes, 0.99)
    const flagged = ordered
      .slice(0, outliers)
      .filter((p) => Math.abs(p.d) >= floor && p.excess > j.sigmas * sd && Math.abs(p.d) >= ordinary)
      .sort((a, b) => a.start - b.start)
    const list = new SpanList(this.th.max_findings)
    for (const p of flagged) {
      const z = sd > 0 ? p.excess / sd : Number.POSITIVE_INFINITY
      list.add({
        start: p.start,
        end: p.end,
        severity: 'warning',
        count: 1,
        magnitude: z,
        value: p.d,
        flags: 0,
      })
    }
    return list.findings(
      'jump',
      [this.name],
      (s) =>
        `${this.name} jumps by ${num(s.value, 4)} between ${num(s.start)} s and ${num(s.end)} s: ${Number.isFinite(s.magnitude) ? `${num(s.magnitude, 1)} σ` : 'infinitely many σ'} more than the changes next to it, where σ = ${num(sd, 4)} is the spread of its other sample-to-sample changes.`,
      'jump',
    )
  }
}

/** A double's bits, to read its exponent and first mantissa bits without a logarithm. */
const bitsOf = new Float64Array(1)
const wordsOf = new Uint32Array(bitsOf.buffer)
/** Which of the two words holds the sign, the exponent and the mantissa's top (the platform's order). */
const HIGH_WORD = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0

/**
 * The bin of a change's size: 0 for none, then 8 an octave from 2⁻⁶⁰ (sizes beyond land in the
 * ends): the octave is the double's exponent, the eighth its mantissa's top three bits. It runs for
 * every sample of every channel; `Math.log2` there was a tenth of the checks' time.
 */
function dBin(d: number): number {
  if (d === 0) return 0
  bitsOf[0] = d
  const high = wordsOf[HIGH_WORD]!
  const b = (((high >>> 20) & 0x7ff) - 1023 - D_MIN_EXP) * D_PER_OCTAVE + ((high >>> 17) & 7) + 1
  return b < 1 ? 1 : b >= D_BINS ? D_BINS - 1 : b
}

/** The `q` quantile of a histogram of change sizes: its bin's lower edge (0 for the zero bin). */
function percentile(bins: Uint32Array, q: number): number {
  let total = 0
  for (const c of bins) total += c
  if (total === 0) return 0
  const rank = Math.ceil(q * total)
  let seen = 0
  for (let i = 0; i < bins.length; i++) {
    seen += bins[i]!
    if (seen >= rank) {
      if (i === 0) return 0
      const eighth = (i - 1) % D_PER_OCTAVE
      return 2 ** ((i - 1 - eighth) / D_PER_OCTAVE + D_MIN_EXP) * (1 + eighth / D_PER_OCTAVE)
    }
  }
  return 0
}

/**
 * A commanded value rather than a measured one: LeRobot's `action` (the targets a policy or an
 * operator sent), and names saying cmd, command, setpoint, target, goal or desired. A command holds
 * its value while the operator holds still, sits at its limit when teleoperation clips it (a hand
 * held open: `1` for seconds), and steps when the operator moves fast: none of that is a defect, so
 * neither `flat_signal` nor `jump` judges commands (docs/checks.md#commands).
 */
export function isCommandChannel(name: string): boolean {
  const segments = name
    .toLowerCase()
    .split(/[./[\]]+/)
    .filter(Boolean)
  if (segments[0] === 'action' || segments[0] === 'actions') return true
  return segments.some((s) => s.split(/[_-]+/).some((w) => COMMAND_WORDS.has(w)))
}

const COMMAND_WORDS = new Set([
  'cmd',
  'cmds',
  'command',
  'commands',
  'commanded',
  'setpoint',
  'setpoints',
  'target',
  'targets',
  'goal',
  'desired',
])

function dtBin(dt: number): number {
  if (dt <= DT_MIN) return 0
  return Math.min(DT_BINS - 1, Math.floor(Math.log(dt / DT_MIN) / DT_STEP))
}

function nonFiniteMessage(name: string, s: { start: number; end: number; count: number; flags: number }) {
  const kinds = [
    s.flags & NON_FINITE_NAN ? 'NaN' : null,
    s.flags & NON_FINITE_POS ? '+Infinity' : null,
    s.flags & NON_FINITE_NEG ? '−Infinity' : null,
  ].filter(Boolean)
  const when = s.end > s.start ? `between ${num(s.start)} s and ${num(s.end)} s` : `at ${num(s.start)} s`
  return `${name} has ${plural(s.count, 'value')} that ${s.count === 1 ? 'is' : 'are'} not a number (${kinds.join(', ')}) ${when}.`
}

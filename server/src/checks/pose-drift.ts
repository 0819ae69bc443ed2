import { type CheckFinding, num } from './check-finding.ts'
import { SpanList } from './span-list.ts'
import type { CheckThresholds } from './thresholds.ts'

/**
 * Channel names the pose-drift check reads (docs/checks.md#pose_drift), matched on the lower-cased
 * name. A base position is a pair `<prefix>.x` / `<prefix>.y` (or `_x`, `_y`) whose prefix names a
 * base, odometry or pose and not a velocity, joint, IMU or orientation.
 */
const POSE_AXIS = /^(.*(?:base|odom|pose|position)[^/]*?)[._](x|y)$/
const NOT_POSE = /vel|twist|cmd|command|joint|imu|acc|gyro|orientation|quat|target|goal|foot|camera/
/** A commanded velocity: `cmd_vel.linear.x`, `/cmd_vel.angular.z`, `commanded_velocity.x`, `velocity_command`. */
const COMMAND = /(cmd|command)/
const VELOCITY = /(vel|twist|speed)/
/**
 * Foot contact flags (1 = in contact): `foot_contact.fl`, `contacts[2]`, `fl_foot_contact`. A channel
 * with any value other than 0 and 1 is no flag (a contact force) and is left out.
 */
const CONTACT = /contact/
const NOT_CONTACT = /force|torque|prob/

export type StillSource = 'command' | 'contact'

/** A base pose's other components (`base.yaw`, `odom.pose.pose.orientation.z`): they hold still too. */
const POSE_PART = /(^|[./_])(base|odom|odometry|pose|position|yaw|heading|orientation)/
const NOT_POSE_PART = /vel|twist|cmd|command|joint|imu|acc|gyro|foot|camera|contact/

/** True for any component of the base pose, which holds its value by nature while the robot stands. */
export function isPosePart(name: string): boolean {
  const lower = name.toLowerCase()
  return POSE_PART.test(lower) && !NOT_POSE_PART.test(lower)
}

/** Which role a channel plays in the pose-drift check, if any. */
export function poseRole(
  name: string,
): { role: 'pose'; prefix: string; axis: 'x' | 'y' } | { role: StillSource } | null {
  const lower = name.toLowerCase()
  const pose = POSE_AXIS.exec(lower)
  if (pose && !NOT_POSE.test(lower))
    return { role: 'pose', prefix: name.slice(0, pose[1]!.length), axis: pose[2] as 'x' | 'y' }
  if (COMMAND.test(lower) && VELOCITY.test(lower)) return { role: 'command' }
  if (CONTACT.test(lower) && !NOT_CONTACT.test(lower)) return { role: 'contact' }
  return null
}

interface Base {
  xName: string
  yName: string
  x: number | undefined
  y: number | undefined
  /** Open still span. */
  still: {
    start: number
    last: number
    ref: { x: number; y: number } | null
    /** Last time the base was still at its reference, before it first moved. */
    atRef: number
    moved: boolean
    max: number
    maxAt: number
  } | null
  spans: SpanList
}

/**
 * Base pose moving while the recording says it stands still: its commanded velocity is zero (every
 * component within ± `still_velocity`), or, when it has no command, every foot is in contact. Reads
 * the raw samples as they come; samples of one time are taken together, whatever their order.
 */
export class PoseDrift {
  private readonly bases = new Map<string, Base>()
  private readonly command = new Map<string, number>()
  private readonly contact = new Map<string, number>()
  private readonly notFlags = new Set<string>()
  private time: number | undefined

  constructor(private readonly th: CheckThresholds) {}

  /** A sample of a channel whose {@link poseRole} is `role` (the caller looks it up once per channel). */
  sample(name: string, t: number, v: number, role: NonNullable<ReturnType<typeof poseRole>>): void {
    if (!Number.isFinite(t)) return
    if (this.time !== undefined && t > this.time) this.commit(this.time)
    if (this.time === undefined || t > this.time) this.time = t
    if (role.role === 'pose') {
      let base = this.bases.get(role.prefix)
      if (!base) {
        const sep = name.charAt(role.prefix.length)
        base = {
          xName: `${role.prefix}${sep}x`,
          yName: `${role.prefix}${sep}y`,
          x: undefined,
          y: undefined,
          still: null,
          spans: new SpanList(this.th.max_findings),
        }
        this.bases.set(role.prefix, base)
      }
      if (Number.isFinite(v)) base[role.axis] = v
    } else if (role.role === 'command') {
      if (Number.isFinite(v)) this.command.set(name, v)
    } else if (v !== 0 && v !== 1) {
      this.notFlags.add(name)
      this.contact.delete(name)
    } else if (!this.notFlags.has(name)) this.contact.set(name, v)
  }

  private get source(): StillSource | null {
    if (this.command.size > 0) return 'command'
    if (this.contact.size > 0) return 'contact'
    return null
  }

  private isStill(): boolean {
    const p = this.th.pose_drift
    if (this.command.size > 0) {
      for (const v of this.command.values()) if (Math.abs(v) > p.still_velocity) return false
      return true
    }
    if (this.contact.size === 0) return false
    for (const v of this.contact.values()) if (v < 0.5) return false
    return true
  }

  private commit(t: number) {
    const still = this.isStill()
    const settle = this.source === 'command' ? this.th.pose_drift.settle_seconds : 0
    for (const base of this.bases.values()) {
      if (!still) {
        this.close(base)
        continue
      }
      if (base.x === undefined || base.y === undefined) continue
      base.still ??= { start: t, last: t, ref: null, atRef: t, moved: false, max: 0, maxAt: t }
      const s = base.still
      s.last = t
      if (t - s.start < settle) continue
      if (!s.ref) {
        s.ref = { x: base.x, y: base.y }
        s.atRef = t
      }
      const d = Math.hypot(base.x - s.ref.x, base.y - s.ref.y)
      if (d === 0 && !s.moved) s.atRef = t
      if (d > 0) s.moved = true
      if (d > s.max) {
        s.max = d
        s.maxAt = t
      }
    }
  }

  private close(base: Base) {
    const s = base.still
    base.still = null
    const p = this.th.pose_drift
    if (!s || s.last - s.start < p.min_still_seconds || s.max <= p.warning_metres) return
    base.spans.add({
      start: s.atRef,
      end: s.maxAt,
      severity: s.max > p.error_metres ? 'error' : 'warning',
      count: 1,
      magnitude: s.max,
      value: s.last - s.start,
      flags: 0,
    })
  }

  finish(): CheckFinding[] {
    if (this.time !== undefined) this.commit(this.time)
    const why =
      this.source === 'command'
        ? 'the commanded velocity was zero'
        : `all ${this.contact.size === 4 ? 'four' : this.contact.size} feet were in contact`
    const out: CheckFinding[] = []
    for (const base of this.bases.values()) {
      this.close(base)
      out.push(
        ...base.spans.findings(
          'pose_drift',
          [base.xName, base.yName],
          (s) =>
            `Base pose moved ${num(s.magnitude)} m between ${num(s.start)} s and ${num(s.end)} s while ${why}.`,
          'drift',
        ),
      )
    }
    return out
  }
}

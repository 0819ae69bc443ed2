import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { isCommandChannel } from './channel-checks.ts'
import type { CheckFinding } from './check-finding.ts'
import { check, during, gaussian, random, type Sample, signal } from './fixtures.ts'

const HZ = 100
const DT = 1 / HZ

/** The finding's range is within one sample of [start, end]. */
function assertNear(f: CheckFinding | undefined, start: number, end: number, dt = DT) {
  assert.ok(f, 'a finding')
  assert.ok(
    Math.abs((f.start_seconds ?? Number.NaN) - start) <= dt + 1e-9,
    `start ${f.start_seconds} ≈ ${start}`,
  )
  assert.ok(Math.abs((f.end_seconds ?? Number.NaN) - end) <= dt + 1e-9, `end ${f.end_seconds} ≈ ${end}`)
}

const only = (findings: CheckFinding[], code: string) => findings.filter((f) => f.code === code)

describe('a clean channel', () => {
  for (const seed of [1, 2, 3, 4, 5])
    test(`gives no finding (seed ${seed})`, () => {
      assert.deepEqual(check(signal({ seed, hz: HZ, seconds: 60 })), [])
    })
  test('slow and quantized channels give none either', () => {
    const slow = signal({
      name: 'battery.voltage',
      hz: 1,
      seconds: 120,
      amplitude: 0.5,
      offset: 57,
      noise: 0.02,
    })
    const quantized = signal({ name: 'temp_c', hz: 10, seconds: 60, amplitude: 3, frequency: 0.05 }).map(
      ([c, t, v]): Sample => [c, t, Math.round(v * 100) / 100],
    )
    assert.deepEqual(check([...slow, ...quantized]), [])
  })
})

describe('timestamp_order', () => {
  test('a repeated timestamp and time going back, each at its time', () => {
    const clean = signal({ hz: HZ })
    const broken = clean.map(([c, t, v], i): Sample => {
      if (i === 1000) return [c, (i - 1) * DT, v] // 10.00 repeats 9.99
      if (i === 2000) return [c, 19.5, v] // 20.00 → 19.5
      return [c, t, v]
    })
    const found = only(check(broken), 'timestamp_order')
    assert.equal(found.length, 2)
    assert.ok(found.every((f) => f.severity === 'error'))
    assertNear(found[0], 9.99, 9.99)
    assertNear(found[1], 19.5, 19.99)
    assert.match(found[1]!.message, /goes back by up to 0\.49 s/)
    assert.deepEqual(only(check(clean), 'timestamp_order'), [])
  })

  test('a run of repeated timestamps is one finding', () => {
    const broken = signal({ hz: HZ }).map(([c, t, v], i): Sample => [c, i >= 500 && i < 520 ? 5 : t, v])
    const found = only(check(broken), 'timestamp_order')
    assert.equal(found.length, 1)
    assertNear(found[0], 5, 5)
    assert.match(found[0]!.message, /19 samples/)
  })
})

describe('timestamp_gap', () => {
  test('a 0.3 s gap is a warning at its place', () => {
    const broken = during(signal({ hz: HZ }), 12.005, 12.295, () => null)
    const found = only(check(broken), 'timestamp_gap')
    assert.equal(found.length, 1)
    assert.equal(found[0]!.severity, 'warning')
    assertNear(found[0], 12, 12.3)
    assert.match(found[0]!.message, /for 0\.3 s between 12 s and 12\.3 s \(it runs at 100 Hz/)
  })

  test('a gap over 0.5 s is an error', () => {
    const found = only(check(during(signal({ hz: HZ }), 3.005, 3.695, () => null)), 'timestamp_gap')
    assert.equal(found[0]?.severity, 'error')
    assertNear(found[0], 3, 3.7)
  })

  test('more than five short gaps are all errors', () => {
    let samples = signal({ hz: HZ })
    for (const at of [2, 5, 8, 11, 14, 17]) samples = during(samples, at + 0.005, at + 0.195, () => null)
    const found = only(check(samples), 'timestamp_gap')
    assert.equal(found.length, 6)
    assert.ok(found.every((f) => f.severity === 'error'))
    assert.match(found[0]!.message, /one of 6 gaps/)
  })

  test('the limit follows the rate: a 1 Hz stream is not gapped every second', () => {
    const slow = signal({ name: 'battery.voltage', hz: 1, seconds: 60, offset: 50 })
    assert.deepEqual(only(check(slow), 'timestamp_gap'), [])
    const found = only(check(during(slow, 20.5, 24.5, () => null)), 'timestamp_gap')
    assertNear(found[0], 20, 25, 1)
    assert.equal(found[0]?.severity, 'error')
  })
})

describe('non_finite', () => {
  test('NaN and infinite values, with their time ranges', () => {
    let samples = during(signal({ hz: HZ }), 5, 5.5, ([c, t]) => [c, t, Number.NaN])
    samples = during(samples, 12, 12, ([c, t]) => [c, t, Number.POSITIVE_INFINITY])
    const found = only(check(samples), 'non_finite')
    assert.equal(found.length, 2)
    assertNear(found[0], 5, 5.5)
    assertNear(found[1], 12, 12)
    assert.match(found[0]!.message, /51 values that are not a number \(NaN\) between 5 s and 5\.5 s/)
    assert.match(found[1]!.message, /\+Infinity/)
    assert.ok(found.every((f) => f.severity === 'error'))
  })
})

describe('flat_signal', () => {
  test('held at its maximum for 3 s: saturated, an error', () => {
    const samples = during(signal({ hz: HZ }), 14, 17, ([c, t]) => [c, t, 16])
    const found = only(check(samples), 'flat_signal')
    assert.equal(found.length, 1)
    assert.equal(found[0]!.severity, 'error')
    assertNear(found[0], 14, 17)
    assert.match(found[0]!.message, /holds 16, its maximum over the recording, for 3 s .*saturated/)
  })

  test('stuck mid-range for 1.5 s: a warning', () => {
    const samples = during(signal({ hz: HZ }), 20, 21.5, ([c, t]) => [c, t, 0.123])
    const found = only(check(samples), 'flat_signal')
    assert.equal(found.length, 1)
    assert.equal(found[0]!.severity, 'warning')
    assertNear(found[0], 20, 21.5)
    assert.match(found[0]!.message, /stuck at 0\.123/)
  })

  test('a flag or a mode held for long is no flat signal', () => {
    const mode: Sample[] = signal({ name: 'mode', hz: HZ }).map(([c, t]) => [
      c,
      t,
      t < 10 ? 0 : t < 20 ? 1 : 2,
    ])
    assert.deepEqual(check(mode), [])
  })

  test('shorter than 1 s is nothing', () => {
    assert.deepEqual(
      only(check(during(signal({ hz: HZ }), 8, 8.8, ([c, t]) => [c, t, 0.5])), 'flat_signal'),
      [],
    )
  })
})

describe('jump', () => {
  test('a one-sample spike is one warning around it', () => {
    const samples = during(signal({ hz: HZ }), 7, 7, ([c, t, v]) => [c, t, v + 3])
    const found = only(check(samples), 'jump')
    assert.equal(found.length, 1)
    assert.equal(found[0]!.severity, 'warning')
    assertNear(found[0], 6.99, 7.01)
    assert.match(found[0]!.message, /σ more than the changes next to it, where σ = [0-9.]+ is the spread/)
  })

  test('a step is found in a short recording too', () => {
    const samples = during(signal({ hz: 10, seconds: 4 }), 2, 4, ([c, t, v]) => [c, t, v + 5])
    const found = only(check(samples), 'jump')
    assert.equal(found.length, 1)
    assertNear(found[0], 1.9, 2, 0.1)
  })
})

/** A joint at 30 Hz resting with encoder noise, moving smoothly by 0.01 from 8 s to 11 s, and `jerk` at 8.5 s. */
function restingJoint(jerk: number): Sample[] {
  const g = gaussian(random(7))
  return Array.from({ length: 600 }, (_, i): Sample => {
    const t = i / 30
    const u = Math.min(1, Math.max(0, (t - 8) / 3))
    const v = 0.2 + (0.01 * (1 - Math.cos(Math.PI * u))) / 2 + (i >= 255 ? jerk : 0) + 2e-5 * g()
    return ['observation.state.shoulder_roll', t, v]
  })
}

describe('jump on a robot that rests and moves', () => {
  // Seen on a public LeRobot recording (a Unitree G1's arm joints at 30 Hz, resting most of each
  // episode): changes of 0.0003–0.02 rad as an arm starts to move were 5–9 σ of the channel's own
  // changes (its σ is its rest's), though no larger than 3 times its ordinary fast moves.
  test('a quick move, under 4 times the fastest ordinary ones, is not a jump; a glitch of 20 times is', () => {
    const quick = restingJoint(0.0005)
    assert.deepEqual(check(quick), [])
    // What jump@1 found there: the same test without the ordinary_ratio bar.
    assert.match(
      only(check(quick, { thresholds: { jump: { ordinary_ratio: 0 } } }), 'jump')[0]!.message,
      /9 σ/,
    )
    const glitch = only(check(restingJoint(0.003)), 'jump')
    assert.equal(glitch.length, 1)
    assertNear(glitch[0], 8.47, 8.5, 1 / 30)
  })
})

describe('commands', () => {
  /** A gripper at 30 Hz opening, clipped at 1 (its top) from 2.17 s to 5.83 s, then closing; noisy below 1. */
  const gripper = (name: string): Sample[] => {
    const g = gaussian(random(3))
    return Array.from({ length: 360 }, (_, i): Sample => {
      const t = i / 30
      const v = 0.55 + 0.6 * Math.sin((2 * Math.PI * t) / 16)
      return [name, t, v >= 1 ? 1 : v + 0.005 * g()]
    })
  }

  // Seen on the same G1 recording: its hand commands (`action.kRightHandThumbBend`…) sit at 1 for
  // seconds while the hand is held open — teleoperation clips the command at its range — and
  // flat_signal@1 called that saturation (errors on 8 of 12 episodes).
  test("a command held at its limit is not saturated; a sensor's reading is", () => {
    assert.deepEqual(check(gripper('action.gripper')), [])
    assert.deepEqual(check(gripper('/arm/gripper_cmd')), [])
    const sensor = check(gripper('observation.state.gripper'))
    assert.deepEqual(
      sensor.map((f) => [f.code, f.severity]),
      [['flat_signal', 'error']],
    )
    assertNear(sensor[0], 2.17, 5.83, 1 / 30)
  })

  test('commands by name', () => {
    for (const name of [
      'action',
      'action[3]',
      'action.kRightHandIndex',
      '/cmd_vel.linear.x',
      'joint_commands.hip',
      'target_position',
      'arm.setpoint',
    ])
      assert.ok(isCommandChannel(name), name)
    for (const name of [
      'observation.state.hip',
      'imu_az',
      'transaction_count',
      'battery_v',
      'commander_temp',
    ])
      assert.ok(!isCommandChannel(name), name)
  })
})

describe('zero_variance', () => {
  test('a constant channel over the whole recording', () => {
    const samples: Sample[] = signal({ name: 'gripper', hz: 10 }).map(([c, t]) => [c, t, 0])
    const found = check(samples)
    assert.equal(found.length, 1)
    assert.equal(found[0]!.code, 'zero_variance')
    assert.equal(found[0]!.severity, 'warning')
    assertNear(found[0], 0, 29.9)
  })

  // Seen in rosbag2's test bags (cdr_test_0.mcap: 170 fields of one message, each a constant over
  // its 4 messages): one warning per field flooded the dataset with 170 findings.
  test("a message's constant fields are one finding naming each, apart from other constants", () => {
    const fields = ['msg.a', 'msg.b', 'msg.c', 'msg.d', 'msg.e']
    const samples: Sample[] = [0.02, 0.05, 0.1, 0.15].flatMap((t) =>
      fields.map((name, i): Sample => [name, t, i === 1 ? 1.125 : 0]),
    )
    // Another constant with other samples is its own finding.
    samples.push(['battery.cells', 0, 4], ['battery.cells', 1, 4])
    const found = check(samples)
    assert.deepEqual(
      found.map((f) => [f.code, f.streams.length]),
      [
        ['zero_variance', 1],
        ['zero_variance', 5],
      ],
    )
    assert.equal(
      found[1]!.message,
      'msg.a is 0, msg.b is 1.125 and 3 other streams are each one value in all 4 samples from 0.02 s to 0.15 s: they carry no information.',
    )
    assertNear(found[1], 0.02, 0.15)
    const two = check(samples.filter(([name]) => name === 'msg.a' || name === 'msg.b'))
    assert.equal(
      two[0]!.message,
      'msg.a is 0 and msg.b is 1.125 in all 4 samples from 0.02 s to 0.15 s: they carry no information.',
    )
  })
})

describe('limits', () => {
  test('a file broken everywhere gives a bounded number of findings', () => {
    const samples: Sample[] = signal({ hz: HZ, seconds: 600 }).map(([c, t, v], i) => [
      c,
      t,
      i % 3 === 0 ? Number.NaN : v,
    ])
    const found = only(check(samples), 'non_finite')
    assert.equal(found.length, 21)
    assert.match(found[20]!.message, /19,980 more spans/)
    assertNear(found[20], 0.6, 599.97)
  })

  test('thresholds are overridden per organization', () => {
    const samples = during(signal({ hz: HZ }), 12.005, 12.295, () => null)
    assert.equal(
      only(check(samples, { thresholds: { timestamp_gap: { error_seconds: 0.2 } } }), 'timestamp_gap')[0]
        ?.severity,
      'error',
    )
    const lenient = check(samples, { thresholds: { timestamp_gap: { min_seconds: 0.5 } } })
    assert.deepEqual(only(lenient, 'timestamp_gap'), [])
    assert.deepEqual(only(check(samples, { disabled: ['timestamp_gap'] }), 'timestamp_gap'), [])
  })

  test('the same samples give the same findings', () => {
    const samples = during(signal({ hz: HZ }), 14, 17, ([c, t]) => [c, t, 16])
    assert.deepEqual(check(samples), check(samples))
  })
})

describe('streams sharing a clock', () => {
  test('a gap in a table is one finding naming its streams', () => {
    const columns = ['battery_v', 'current_a', 'imu_ax', 'imu_ay'].map((name, seed) =>
      during(signal({ name, seed, hz: 10 }), 10.05, 10.95, () => null),
    )
    const found = check(columns.flat().sort((a, b) => a[1] - b[1]))
    assert.equal(found.length, 1)
    assert.deepEqual(found[0]!.streams, ['battery_v', 'current_a', 'imu_ax', 'imu_ay'])
    assert.match(
      found[0]!.message,
      /^No sample of battery_v, current_a and 2 other streams for 1 s between 10 s and 11 s/,
    )
    assertNear(found[0], 10, 11, 0.1)
  })
})

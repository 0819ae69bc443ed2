import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { CheckFinding } from './check-finding.ts'
import { check, during, type Sample, signal } from './fixtures.ts'

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

describe('zero_variance', () => {
  test('a constant channel over the whole recording', () => {
    const samples: Sample[] = signal({ name: 'gripper', hz: 10 }).map(([c, t]) => [c, t, 0])
    const found = check(samples)
    assert.equal(found.length, 1)
    assert.equal(found[0]!.code, 'zero_variance')
    assert.equal(found[0]!.severity, 'warning')
    assertNear(found[0], 0, 29.9)
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

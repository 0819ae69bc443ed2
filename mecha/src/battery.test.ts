import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { MechaStateError } from './mecha-errors.ts'
import { FLAT_MAP, makeFleet } from './mecha-test-kit.ts'

const near = (actual: number, expected: number, eps = 1e-6) =>
  assert.ok(Math.abs(actual - expected) <= eps, `${actual} is not ${expected} ± ${eps}`)

// Quadruped on flat ground at 1 m/s: 0.2 %/m + 0.1 %/min idle = 0.2 + 1/600 % per second.
const WALK_RATE = 0.2 + 0.1 / 60

describe('battery', () => {
  test('drains to empty while walking: fault battery_empty, halt where it ran out, rest charges it clear', () => {
    const { fleet, add, run, ofType, secondsAt, elapsedS } = makeFleet()
    const id = add({ map: FLAT_MAP, battery_percent: 5.5 })
    fleet.command(id, { name: 'initialize' })
    fleet.command(id, { name: 'move', waypoints: [{ x: 40, y: 0 }] })
    run(60_000, 1000)

    const emptyAfter = 5.5 / WALK_RATE
    const s = fleet.status(id)
    assert.equal(s.state, 'fault')
    assert.equal(s.battery.percent, 0)
    near(s.pose.x, emptyAfter)
    assert.deepEqual([s.speed_mps, s.path, s.last_stop_reason], [0, null, 'fault: battery_empty'])
    assert.deepEqual(
      s.errors.map((e) => [e.code, e.cleared_at]),
      [['battery_empty', null]],
    )
    const raised = ofType('fault_raised')[0]!
    near(secondsAt(raised), emptyAfter, 1e-3)
    assert.equal(raised.data.error.raised_at, raised.at)
    assert.equal(ofType('path_preempted')[0]?.data.reason, 'fault')
    near(ofType('path_preempted')[0]!.data.point.x, emptyAfter)

    assert.throws(
      () => fleet.command(id, { name: 'move', waypoints: [{ x: 0, y: 0 }] }),
      /fault \(battery_empty\)/,
    )
    assert.throws(() => fleet.command(id, { name: 'initialize' }), /rest it to reset the fault/)

    fleet.command(id, { name: 'rest' })
    const restAt = elapsedS()
    assert.equal(fleet.status(id).battery.charging, true)
    assert.throws(
      () => fleet.command(id, { name: 'initialize' }),
      (e: unknown) =>
        e instanceof MechaStateError && /battery at 0\.0%: initialize needs at least 5%/.test(e.detail),
    )
    run(30_000)
    assert.equal(fleet.status(id).errors.length, 1, 'still empty after 30 s at 5 %/min')
    run(40_000)
    const cleared = ofType('fault_cleared')[0]!
    near(secondsAt(cleared) - restAt, 60, 1e-3)
    assert.equal(cleared.data.error.cleared_at, cleared.at)
    assert.deepEqual(fleet.status(id).errors, [])
    assert.equal(fleet.status(id).recent_errors.at(-1)?.code, 'battery_empty')
    assert.equal(fleet.command(id, { name: 'initialize' }).state, 'ready')
  })

  test('drains while standing ready, not while offline or e-stopped', () => {
    const { fleet, add, run, ofType, secondsAt } = makeFleet()
    const id = add({ map: FLAT_MAP, battery_percent: 5 })
    run(600_000, 10_000)
    assert.equal(fleet.status(id).battery.percent, 5, 'offline')
    fleet.command(id, { name: 'estop' })
    run(600_000, 10_000)
    assert.equal(fleet.status(id).battery.percent, 5, 'e-stopped')
    fleet.command(id, { name: 'release_estop' })
    fleet.command(id, { name: 'initialize' })
    const start = secondsAt(ofType('state_changed').at(-1)!)
    run(3_600_000, 10_000)
    assert.equal(fleet.status(id).state, 'fault')
    near(secondsAt(ofType('fault_raised').at(-1)!) - start, 50 * 60, 1e-3)
  })

  test('below 20% the status warns and battery.low is true', () => {
    const { fleet, add } = makeFleet()
    const low = fleet.status(add({ id: 'low', battery_percent: 19.9 }))
    assert.deepEqual([low.battery.low, low.warnings.map((w) => w.code)], [true, ['battery_low']])
    const fine = fleet.status(add({ id: 'fine', battery_percent: 20 }))
    assert.deepEqual([fine.battery.low, fine.warnings], [false, []])
  })

  test('charging stops at 100%', () => {
    const { fleet, add, run } = makeFleet()
    const id = add({ battery_percent: 99 })
    fleet.command(id, { name: 'rest' })
    run(120_000, 5000)
    assert.deepEqual(fleet.status(id).battery, { percent: 100, low: false, charging: false })
  })
})

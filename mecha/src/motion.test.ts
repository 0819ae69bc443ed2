import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { FLAT_MAP, makeFleet } from './mecha-test-kit.ts'

const near = (actual: number, expected: number, eps = 1e-9) =>
  assert.ok(Math.abs(actual - expected) <= eps, `${actual} is not ${expected} ± ${eps}`)

function ready(map: unknown = FLAT_MAP) {
  const kit = makeFleet()
  const id = kit.add({ map })
  kit.fleet.command(id, { name: 'initialize' })
  return { ...kit, id }
}

describe('motion', () => {
  test('a straight 4 m path at 0.5 m/s takes 8 simulated seconds, whatever the step size', () => {
    for (const tickMs of [100, 300, 7000]) {
      const { fleet, id, run, ofType, secondsAt } = ready()
      fleet.command(id, {
        name: 'move',
        waypoints: [
          { x: 0, y: 0 },
          { x: 4, y: 0 },
        ],
        speed: 0.5,
      })
      run(3000, tickMs)
      const mid = fleet.status(id)
      assert.equal(mid.state, 'moving')
      assert.equal(mid.speed_mps, 0.5)
      assert.equal(mid.commanded_speed_mps, 0.5)
      assert.ok(mid.pose.x > 0 && mid.pose.x < 4)
      assert.equal(mid.path?.next_index, 1)
      near(mid.path!.distance_left_m, 4 - mid.pose.x)
      run(10_000, tickMs)
      const [finished] = ofType('path_finished')
      assert.ok(finished)
      near(secondsAt(finished), 8, 1e-6)
      const end = fleet.status(id)
      assert.deepEqual([end.state, end.pose.x, end.pose.y, end.speed_mps, end.path], ['ready', 4, 0, 0, null])
      assert.equal(end.last_stop_reason, 'path finished')
    }
  })

  test('the mecha turns in place toward the next waypoint before walking (90°/s for the quadruped)', () => {
    const { fleet, id, run, ofType, secondsAt } = ready()
    fleet.command(id, { name: 'move', waypoints: [{ x: 0, y: 2 }] })
    run(500)
    const turning = fleet.status(id)
    assert.deepEqual([turning.pose.x, turning.pose.y, turning.speed_mps], [0, 0, 0])
    near(turning.pose.heading_deg, 45)
    run(5000)
    near(secondsAt(ofType('path_finished')[0]!), 1 + 2, 1e-6)
    assert.equal(fleet.status(id).pose.heading_deg, 90)
  })

  test('waypoint_reached comes exactly once per waypoint, in order; the current position is reached at once', () => {
    const { fleet, id, run, ofType, secondsAt } = ready()
    const path = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 1, y: 1 },
      { x: -2, y: 1 },
    ]
    fleet.command(id, { name: 'move', waypoints: path })
    assert.deepEqual(
      ofType('waypoint_reached').map((e) => e.data.index),
      [0],
      'the first waypoint is where the mecha stands',
    )
    assert.equal(secondsAt(ofType('waypoint_reached')[0]!), 0)
    run(30_000, 250)
    assert.deepEqual(
      ofType('waypoint_reached').map((e) => e.data),
      path.map((point, index) => ({ index, point })),
    )
    assert.equal(ofType('path_finished').length, 1)
    const seqs = ofType('waypoint_reached').map((e) => e.seq)
    assert.deepEqual(
      seqs,
      [...seqs].sort((a, b) => a - b),
    )
  })

  test('a move while moving preempts the running path at the point reached', () => {
    const { fleet, id, run, ofType } = ready()
    fleet.command(id, { name: 'move', waypoints: [{ x: 4, y: 0 }], speed: 1 })
    run(2000)
    const result = fleet.command(id, { name: 'move', waypoints: [{ x: 2, y: 3 }] })
    assert.equal(result.state, 'moving')
    const [preempted] = ofType('path_preempted')
    assert.deepEqual(preempted?.data, { reason: 'new_path', point: { x: 2, y: 0 }, next_index: 0 })
    run(10_000)
    assert.equal(ofType('path_finished').length, 1, 'the first path never finishes')
    assert.deepEqual(ofType('path_finished')[0]?.data.point, { x: 2, y: 3 })
  })

  test('stop halts in place and stays ready; the position holds afterwards', () => {
    const { fleet, id, run, ofType } = ready()
    fleet.command(id, { name: 'move', waypoints: [{ x: 4, y: 0 }], speed: 0.5 })
    run(2000)
    fleet.command(id, { name: 'stop' })
    run(5000)
    const s = fleet.status(id)
    assert.deepEqual([s.state, s.pose.x, s.speed_mps, s.path], ['ready', 1, 0, null])
    assert.equal(s.last_stop_reason, 'stop command')
    assert.deepEqual(ofType('path_preempted')[0]?.data, {
      reason: 'stop',
      point: { x: 1, y: 0 },
      next_index: 0,
    })
  })

  test('rest halts, powers down (uptime 0) and needs initialize before moving again', () => {
    const { fleet, id, run } = ready()
    fleet.command(id, { name: 'move', waypoints: [{ x: 4, y: 0 }] })
    run(1500)
    assert.equal(fleet.status(id).uptime_s, 1.5)
    fleet.command(id, { name: 'rest' })
    run(3000)
    const s = fleet.status(id)
    assert.deepEqual([s.state, s.pose.x, s.uptime_s, s.last_stop_reason], ['resting', 1.5, 0, 'rest command'])
    assert.throws(
      () => fleet.command(id, { name: 'move', waypoints: [{ x: 0, y: 0 }] }),
      /initialize it first/,
    )
    fleet.command(id, { name: 'initialize' })
    fleet.command(id, { name: 'move', waypoints: [{ x: 0, y: 0 }] })
    run(5000)
    assert.equal(fleet.status(id).pose.x, 0, 'the pose survives a rest')
  })

  test('estop latches: rest does not clear it, release_estop leaves the mecha resting', () => {
    const { fleet, id, run, ofType } = ready()
    fleet.command(id, { name: 'move', waypoints: [{ x: 4, y: 0 }] })
    run(1000)
    fleet.command(id, { name: 'estop' })
    let s = fleet.status(id)
    assert.deepEqual([s.state, s.estop_latched, s.pose.x, s.uptime_s], ['estopped', true, 1, 0])
    assert.deepEqual(
      s.errors.map((e) => [e.code, e.cleared_at]),
      [['estop', null]],
    )
    fleet.command(id, { name: 'rest' })
    assert.equal(fleet.status(id).state, 'estopped')
    assert.throws(() => fleet.command(id, { name: 'initialize' }), /release the e-stop first/)
    fleet.command(id, { name: 'release_estop' })
    s = fleet.status(id)
    assert.deepEqual([s.state, s.estop_latched, s.errors], ['resting', false, []])
    assert.ok(s.recent_errors.at(-1)?.cleared_at, 'the cleared condition stays in recent_errors')
    assert.equal(ofType('fault_raised')[0]?.data.error.code, 'estop')
    assert.equal(ofType('fault_cleared')[0]?.data.error.code, 'estop')
    fleet.command(id, { name: 'initialize' })
    assert.equal(fleet.status(id).state, 'ready')
  })

  test('telemetry: every step while moving, once a second when still; never in the replay buffer', () => {
    const { fleet, id, run, ofType } = ready()
    const before = ofType('telemetry').length
    run(3000)
    assert.equal(ofType('telemetry').length - before, 3)
    fleet.command(id, { name: 'move', waypoints: [{ x: 10, y: 0 }] })
    const seq = fleet.eventsSince(id, 0).last_seq
    run(1000)
    assert.equal(ofType('telemetry', seq).length, 10)
    assert.ok(fleet.eventsSince(id, 0).events.every((e) => e.type !== 'telemetry'))
  })

  test('the step after a walk ends reports the pose it ended at, even when a status read ended it', () => {
    const { fleet, clock, id, run, ofType } = ready()
    fleet.command(id, { name: 'move', waypoints: [{ x: 1, y: 0 }], speed: 0.5 })
    run(1500) // 1 m at 0.5 m/s: the walk ends at 2 s, between two steps
    clock.advance(600)
    assert.equal(fleet.status(id).state, 'ready', 'the read walked the mecha to its end')
    const seq = fleet.eventsSince(id, 0).last_seq
    run(100)
    const [last, ...more] = ofType('telemetry', seq)
    assert.deepEqual([last?.data.state, last?.data.pose.x, more.length], ['ready', 1, 0])
  })
})

describe('eventsSince', () => {
  test('replays what a reconnecting client missed, with increasing seq', () => {
    const { fleet, id, run } = ready()
    const { last_seq } = fleet.eventsSince(id, 0)
    fleet.command(id, { name: 'move', waypoints: [{ x: 1, y: 0 }] })
    run(2000)
    const since = fleet.eventsSince(id, last_seq)
    assert.equal(since.complete, true)
    assert.deepEqual(
      since.events.map((e) => e.type),
      ['state_changed', 'waypoint_reached', 'path_finished', 'state_changed'],
    )
    assert.ok(since.events.every((e, i, all) => i === 0 || e.seq > all[i - 1]!.seq))
  })

  test('a seq from before a restart (newer than any issued) is not a continuation', () => {
    const { fleet, id } = ready()
    const { last_seq } = fleet.eventsSince(id, 0)
    assert.deepEqual(fleet.eventsSince(id, last_seq + 100), { events: [], complete: false, last_seq })
    assert.equal(fleet.eventsSince(id, last_seq).complete, true)
  })

  test('says so when the buffer no longer reaches back that far', () => {
    const kit = makeFleet({ eventBufferSize: 4 })
    const id = kit.add({ map: FLAT_MAP })
    kit.fleet.command(id, { name: 'initialize' })
    kit.fleet.command(id, {
      name: 'move',
      waypoints: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
    })
    kit.run(5000)
    const all = kit.fleet.eventsSince(id, 0)
    assert.equal(all.complete, false)
    assert.equal(all.events.length, 4)
    assert.equal(kit.fleet.eventsSince(id, all.events[0]!.seq - 1).complete, true)
  })
})

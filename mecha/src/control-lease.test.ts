import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { MechaStateError } from './mecha-errors.ts'
import { FLAT_MAP, makeFleet } from './mecha-test-kit.ts'

function leased(ttlMs = 5000) {
  const kit = makeFleet()
  const id = kit.add({ map: FLAT_MAP })
  kit.fleet.acquireLease(id, 'alice', undefined, ttlMs)
  kit.fleet.command(id, { name: 'initialize' }, { actor: 'alice' })
  return { ...kit, id }
}

const heldByAlice = (e: unknown) =>
  e instanceof MechaStateError &&
  /controlled by alice \(lease until .*\); only rest, stop and estop/.test(e.detail)

describe('control lease', () => {
  test('the holder commands; anyone else (or no one in particular) gets a 422 naming the holder', () => {
    const { fleet, id } = leased()
    assert.equal(
      fleet.command(id, { name: 'move', waypoints: [{ x: 3, y: 0 }] }, { actor: 'alice' }).state,
      'moving',
    )
    assert.throws(
      () => fleet.command(id, { name: 'move', waypoints: [{ x: 0, y: 3 }] }, { actor: 'bob' }),
      heldByAlice,
    )
    assert.throws(() => fleet.command(id, { name: 'set_mode', mode: 'stair_climbing' }), heldByAlice)
    assert.throws(() => fleet.acquireLease(id, 'bob'), /controlled by alice/)
    assert.deepEqual(fleet.status(id).lease?.holder, 'alice')
  })

  test('stop, rest and estop are accepted from anyone', () => {
    const { fleet, id } = leased()
    fleet.command(id, { name: 'move', waypoints: [{ x: 3, y: 0 }] }, { actor: 'alice' })
    assert.equal(fleet.command(id, { name: 'stop' }, { actor: 'bob' }).state, 'ready')
    assert.equal(fleet.command(id, { name: 'rest' }).state, 'resting')
    assert.equal(fleet.command(id, { name: 'estop' }, { actor: 'bob' }).state, 'estopped')
    assert.throws(() => fleet.command(id, { name: 'release_estop' }, { actor: 'bob' }), heldByAlice)
    assert.equal(fleet.command(id, { name: 'release_estop' }, { actor: 'alice' }).state, 'resting')
  })

  test('a silent holder loses the lease at expiry: dead-man stop at that moment, reason in the status', () => {
    const { fleet, id, run, ofType, secondsAt } = leased(5000)
    fleet.command(id, { name: 'move', waypoints: [{ x: 20, y: 0 }] }, { actor: 'alice' })
    run(3000)
    fleet.renewLease(id, 'alice')
    run(10_000, 700)
    const s = fleet.status(id)
    assert.deepEqual([s.state, s.path, s.lease, s.pose.x], ['ready', null, null, 8])
    assert.equal(s.last_stop_reason, 'dead-man: control lease of alice expired (silent for 5000 ms)')
    assert.deepEqual(ofType('path_preempted')[0]?.data, {
      reason: 'deadman',
      point: { x: 8, y: 0 },
      next_index: 0,
    })
    assert.equal(secondsAt(ofType('path_preempted')[0]!), 8)
    assert.equal(ofType('lease_changed').at(-1)?.data.cause, 'expired')
    assert.throws(() => fleet.renewLease(id, 'alice'), /alice holds no control lease/)
    fleet.acquireLease(id, 'bob')
    assert.equal(
      fleet.command(id, { name: 'move', waypoints: [{ x: 0, y: 0 }] }, { actor: 'bob' }).state,
      'moving',
    )
  })

  test('deadman() stops the mecha, records why and drops the lease', () => {
    const { fleet, id, run } = leased()
    fleet.command(id, { name: 'move', waypoints: [{ x: 20, y: 0 }] }, { actor: 'alice' })
    run(2000)
    fleet.deadman(id, 'websocket of alice closed')
    const s = fleet.status(id)
    assert.deepEqual([s.state, s.pose.x, s.lease], ['ready', 2, null])
    assert.equal(s.last_stop_reason, 'dead-man: websocket of alice closed')
  })

  test('a released lease hands over without stopping anything', () => {
    const { fleet, id, run } = leased()
    fleet.command(id, { name: 'move', waypoints: [{ x: 20, y: 0 }] }, { actor: 'alice' })
    assert.throws(() => fleet.releaseLease(id, 'bob'), /controlled by alice/)
    assert.equal(fleet.releaseLease(id, 'alice'), true)
    assert.equal(fleet.releaseLease(id, 'alice'), false)
    run(1000)
    assert.equal(fleet.status(id).state, 'moving')
    fleet.acquireLease(id, 'bob')
    assert.equal(fleet.command(id, { name: 'stop' }, { actor: 'bob' }).state, 'ready')
  })

  test('acquiring again renews for the same holder', () => {
    const { fleet, id, clock } = leased(5000)
    clock.advance(4000)
    const lease = fleet.acquireLease(id, 'alice', undefined, 5000)
    assert.equal(Date.parse(lease.expires_at), clock.now() + 5000)
  })
})

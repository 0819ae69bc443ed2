import assert from 'node:assert/strict'
import { test } from 'node:test'
import { makeFleet } from './mecha-test-kit.ts'

test('a restored mecha stands where it was, with its battery, powered down', () => {
  const { fleet, add, ofType } = makeFleet()
  const id = add()
  fleet.restore(id, {
    pose: { x: 8, y: 0.2, z: 0, heading_deg: 90 },
    battery_percent: 61.5,
    estop_latched: false,
  })
  const s = fleet.status(id)
  assert.deepEqual(
    [s.state, s.mode, s.pose.x, s.pose.y, s.pose.heading_deg],
    ['resting', 'standard', 8, 0.2, 90],
  )
  assert.equal(s.pose.z, 8 * 0.17, 'z is the terrain under it (the landing), not what was sent')
  assert.equal(s.battery.percent, 61.5)
  assert.equal(ofType('state_changed').at(-1)?.data.cause, 'restore')
  assert.equal(fleet.command(id, { name: 'initialize' }).state, 'ready')
})

test('an e-stop latched before the restart is still latched after it', () => {
  const { fleet, add } = makeFleet()
  const id = add()
  fleet.restore(id, { pose: { x: 1, y: 1, z: 0, heading_deg: 0 }, battery_percent: 90, estop_latched: true })
  assert.equal(fleet.status(id).state, 'estopped')
  assert.equal(fleet.status(id).estop_latched, true)
  assert.throws(() => fleet.command(id, { name: 'initialize' }), /release the e-stop first/)
  assert.equal(fleet.command(id, { name: 'release_estop' }).state, 'resting')
})

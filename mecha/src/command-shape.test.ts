import assert from 'node:assert/strict'
import { test } from 'node:test'
import { checkCommandShape } from './command-shape.ts'
import type { MechaCommand } from './mecha-command.ts'
import { MechaValidationError } from './mecha-errors.ts'
import { MECHA_MODELS } from './mecha-models.ts'
import { makeFleet } from './mecha-test-kit.ts'

const model = MECHA_MODELS.quadruped

test('a gateway refuses the malformed requests with the very sentences of the fleet', () => {
  const { fleet, add } = makeFleet()
  const id = add()
  const malformed: unknown[] = [
    { name: 'fly' },
    { name: 'move', waypoints: [{ x: 1, y: 0 }], speed: 2 },
    { name: 'move', waypoints: [{ x: 1, y: 0 }], speed: '0.5' },
    { name: 'move', waypoints: [] },
    { name: 'move', waypoints: { x: 1, y: 0 } },
    { name: 'move', waypoints: [{ x: 1, y: 0, z: 1 }] },
    { name: 'move', waypoints: [{ x: 1 }] },
    { name: 'move', waypoints: Array.from({ length: 101 }, () => ({ x: 0, y: 0 })) },
    { name: 'set_mode', mode: 'fly' },
  ]
  for (const cmd of malformed) {
    const fromFleet = (() => {
      try {
        fleet.command(id, cmd as MechaCommand)
      } catch (err) {
        return err
      }
    })()
    assert.ok(fromFleet instanceof MechaValidationError, JSON.stringify(cmd))
    assert.throws(() => checkCommandShape(model, cmd as MechaCommand), {
      name: 'MechaValidationError',
      message: fromFleet.message,
    })
  }
})

test('a well-formed command comes out typed, with the default speed; range and stairs are left to the robot', () => {
  assert.deepEqual(checkCommandShape(model, { name: 'move', waypoints: [{ x: 500, y: 0 }] }), {
    name: 'move',
    waypoints: [{ x: 500, y: 0 }],
    speed: 1,
  })
  assert.deepEqual(checkCommandShape(model, { name: 'set_mode', mode: 'stair_climbing', model: 'rover' }), {
    name: 'set_mode',
    mode: 'stair_climbing',
    model: 'rover',
  })
  assert.deepEqual(checkCommandShape(model, { name: 'estop' }), { name: 'estop' })
})

test('validate answers the 400s alone: not the state, not the lease, and changes nothing', () => {
  const { fleet, add } = makeFleet()
  const id = add()
  fleet.acquireLease(id, 'someone')
  assert.doesNotThrow(() => fleet.validate(id, { name: 'move', waypoints: [{ x: 1, y: 0 }] }))
  assert.throws(
    () => fleet.validate(id, { name: 'move', waypoints: [{ x: 500, y: 0 }] }),
    /operational range/,
  )
  assert.equal(fleet.status(id).state, 'offline')
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import {
  CommandResultSchema,
  MechaCommandSchema,
  MechaStatusSchema,
  WaypointListSchema,
} from './mecha.schema.ts'
import { MechaEventSchema } from './mecha-event.schema.ts'
import { makeFleet } from './mecha-test-kit.ts'

const problems = (schema: TSchema, value: unknown) =>
  Value.Errors(schema, value).map((e) => `${e.instancePath} ${e.message}`)

test('status, command results and every emitted event match their published schemas', () => {
  const { fleet, add, run, events } = makeFleet()
  const id = add()
  const statuses = [fleet.status(id)]
  const results = [fleet.command(id, { name: 'initialize' })]
  fleet.acquireLease(id, 'alice')
  results.push(
    fleet.command(
      id,
      {
        name: 'move',
        waypoints: [
          { x: 0, y: 0 },
          { x: 3, y: 0 },
        ],
      },
      { actor: 'alice' },
    ),
  )
  run(1000)
  statuses.push(fleet.status(id))
  fleet.injectFault(id, 'motor_overheat', 'knee too hot')
  statuses.push(fleet.status(id))
  results.push(fleet.command(id, { name: 'rest' }))
  results.push(fleet.command(id, { name: 'estop' }))
  statuses.push(fleet.status(id))
  run(20_000)
  for (const s of statuses) assert.deepEqual(problems(MechaStatusSchema, s), [])
  for (const r of results) assert.deepEqual(problems(CommandResultSchema, r), [])
  const types = new Set(events.map((e) => e.type))
  for (const t of [
    'telemetry',
    'waypoint_reached',
    'path_preempted',
    'fault_raised',
    'state_changed',
    'lease_changed',
  ])
    assert.ok(types.has(t as never), t)
  for (const e of events) assert.deepEqual(problems(MechaEventSchema, e), [], e.type)
})

test('the waypoint list schema agrees with the domain on shape', () => {
  assert.equal(Value.Check(WaypointListSchema, [{ x: 1, y: 2 }]), true)
  assert.equal(Value.Check(WaypointListSchema, []), false)
  assert.equal(Value.Check(WaypointListSchema, [{ x: 1, y: 2, z: 0 }]), false)
  assert.equal(
    Value.Check(
      WaypointListSchema,
      Array.from({ length: 101 }, () => ({ x: 0, y: 0 })),
    ),
    false,
  )
  assert.equal(
    Value.Check(MechaCommandSchema, { name: 'move', waypoints: [{ x: 1, y: 2 }], speed: 0.5 }),
    true,
  )
  assert.equal(Value.Check(MechaCommandSchema, { name: 'set_mode', mode: 'sprint' }), false)
})

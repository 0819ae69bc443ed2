import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { COMMAND_NAMES, MECHA_STATES, type MechaState } from './mecha.schema.ts'
import type { MechaCommand } from './mecha-command.ts'
import { MechaStateError } from './mecha-errors.ts'
import { makeFleet } from './mecha-test-kit.ts'
import { renderStateTable, STATE_TABLE } from './state-table.ts'

// A fresh quadruped brought into each state by the shortest honest route.
function inState(state: MechaState) {
  const kit = makeFleet()
  const id = kit.add()
  const { fleet } = kit
  if (state !== 'offline' && state !== 'estopped') fleet.command(id, { name: 'initialize' })
  if (state === 'moving') {
    fleet.command(id, {
      name: 'move',
      waypoints: [
        { x: 0, y: 0 },
        { x: -10, y: 0 },
      ],
    })
    kit.run(2000)
  }
  if (state === 'resting') fleet.command(id, { name: 'rest' })
  if (state === 'fault') fleet.injectFault(id, 'motor_overheat', 'front left knee motor too hot')
  if (state === 'estopped') fleet.command(id, { name: 'estop' })
  assert.equal(fleet.status(id).state, state)
  return { ...kit, id }
}

// One well-formed instance of each command (a path away from the stairs, a real mode change).
const SAMPLE: Record<MechaCommand['name'], MechaCommand> = {
  initialize: { name: 'initialize' },
  move: { name: 'move', waypoints: [{ x: 0, y: 3 }] },
  stop: { name: 'stop' },
  rest: { name: 'rest' },
  set_mode: { name: 'set_mode', mode: 'stair_climbing' },
  estop: { name: 'estop' },
  release_estop: { name: 'release_estop' },
}

describe('the state table, cell by cell', () => {
  for (const state of MECHA_STATES)
    for (const command of COMMAND_NAMES) {
      const cell = STATE_TABLE[state][command]
      const expected = 'refuse' in cell ? `422 (${cell.refuse})` : cell.to
      test(`${state} + ${command} → ${expected}`, () => {
        const { fleet, id } = inState(state)
        if ('refuse' in cell) {
          const before = fleet.status(id)
          assert.throws(
            () => fleet.command(id, SAMPLE[command]),
            (e: unknown) => e instanceof MechaStateError && e.detail.includes(cell.refuse),
          )
          assert.equal(fleet.status(id).state, state, 'a refused command changes nothing')
          assert.deepEqual(fleet.status(id).last_command, before.last_command)
        } else {
          const result = fleet.command(id, SAMPLE[command])
          assert.equal(result.state, cell.to)
          assert.equal(fleet.status(id).state, cell.to)
          assert.equal(fleet.status(id).last_command?.name, command)
        }
      })
    }
})

test('docs/mecha.md shows exactly this table', () => {
  const docs = readFileSync(fileURLToPath(new URL('../../docs/mecha.md', import.meta.url)), 'utf8')
  assert.ok(
    docs.includes(renderStateTable()),
    'regenerate the table in docs/mecha.md with renderStateTable()',
  )
})

test('the table covers every state and every command', () => {
  assert.deepEqual(Object.keys(STATE_TABLE).sort(), [...MECHA_STATES].sort())
  for (const s of MECHA_STATES)
    assert.deepEqual(Object.keys(STATE_TABLE[s]).sort(), [...COMMAND_NAMES].sort())
})

test('rest, stop and estop are never refused by the table: they are the safety commands', () => {
  for (const s of MECHA_STATES)
    for (const c of ['rest', 'stop', 'estop'] as const) assert.ok('to' in STATE_TABLE[s][c])
})

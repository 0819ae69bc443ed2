import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { decode, encode, type MessageKind } from './codec.ts'
import { renderSchema, SCHEMA_DIR, SCHEMA_KINDS } from './json-schemas.ts'
import { type RequestEnvelope, requestMessage, requestOf } from './requests.ts'
import { Topics } from './topics.ts'
import { PROTOCOL_VERSION } from './version.ts'

const envelope: RequestEnvelope = {
  headerId: 7,
  timestamp: '2026-11-25T10:00:00.000Z',
  version: PROTOCOL_VERSION,
  manufacturer: 'org-1',
  serialNumber: 'mecha-1',
  commandId: 'c-1',
  deadline: '2026-11-25T10:00:03.000Z',
  replyTo: 'hangar/v1/org-1/mecha-1/ack/svc-a',
  sender: 'svc-a',
  actor: null,
}

const roundTrip = (built: ReturnType<typeof requestMessage>) => {
  const wire = encode(built.topic, built.message as never)
  const decoded = decode(built.topic, wire)
  assert.ok(decoded.ok, decoded.ok ? '' : decoded.error)
  return requestOf(built.topic, decoded.message as never)
}

describe('robot protocol', () => {
  test('the published JSON Schemas are the code’s, and a standard validator accepts what the code builds', () => {
    const ajv = addFormats.default(new Ajv2020.default({ strict: false, allErrors: true }))
    for (const kind of SCHEMA_KINDS) {
      const file = readFileSync(fileURLToPath(new URL(`${kind}.schema.json`, SCHEMA_DIR)), 'utf8')
      assert.equal(
        file,
        renderSchema(kind),
        `${kind}: run node --import tsx robot-protocol/src/write-schemas.ts`,
      )
      ajv.compile(JSON.parse(file))
    }
    const order = requestMessage(
      {
        kind: 'command',
        command: {
          name: 'move',
          waypoints: [
            { x: 0, y: 0 },
            { x: 4.8, y: 0 },
          ],
          speed: 0.5,
        },
      },
      envelope,
    )
    const validate = ajv.getSchema('https://hangar.dev/schemas/robot-protocol/v1/order.schema.json')!
    assert.ok(validate(order.message), JSON.stringify(validate.errors))
  })

  test('a move travels as a VDA order of nodes and edges and comes back as the same move', () => {
    const built = requestMessage(
      {
        kind: 'command',
        command: {
          name: 'move',
          waypoints: [
            { x: 0, y: 0 },
            { x: 4.8, y: 0 },
            { x: 4.8, y: 1 },
          ],
          speed: 0.25,
        },
      },
      envelope,
    )
    assert.equal(built.topic, 'order')
    if (built.topic !== 'order') return
    assert.deepEqual(
      built.message.nodes.map((n) => [n.nodeId, n.sequenceId]),
      [
        ['wp0', 0],
        ['wp1', 2],
        ['wp2', 4],
      ],
    )
    assert.deepEqual(
      built.message.edges.map((e) => [e.startNodeId, e.endNodeId, e.sequenceId]),
      [
        ['wp0', 'wp1', 1],
        ['wp1', 'wp2', 3],
      ],
    )
    assert.deepEqual(roundTrip(built), {
      kind: 'command',
      command: {
        name: 'move',
        waypoints: [
          { x: 0, y: 0 },
          { x: 4.8, y: 0 },
          { x: 4.8, y: 1 },
        ],
        speed: 0.25,
      },
    })
  })

  test('every other command and request is one instant action, and comes back unchanged', () => {
    const requests = [
      { kind: 'command', command: { name: 'initialize' } },
      { kind: 'command', command: { name: 'stop' } },
      { kind: 'command', command: { name: 'rest' } },
      { kind: 'command', command: { name: 'set_mode', mode: 'stair_climbing', model: 'quadruped' } },
      { kind: 'command', command: { name: 'estop' } },
      { kind: 'command', command: { name: 'release_estop' } },
      { kind: 'acquireControl' },
      { kind: 'releaseControl' },
      { kind: 'deadman', reason: 'controller connection closed' },
      { kind: 'stateRequest' },
      { kind: 'factsheetRequest' },
      { kind: 'eventsRequest', afterSeq: 12 },
    ] as const
    for (const r of requests) {
      const built = requestMessage(r, envelope)
      assert.equal(built.topic, 'instantActions')
      assert.deepEqual(roundTrip(built), r)
    }
  })

  test('hostile or broken messages are refused with the path of the problem', () => {
    const cases: [MessageKind, string, RegExp][] = [
      ['order', '{not json', /not JSON/],
      [
        'order',
        JSON.stringify({ ...envelope, orderId: 'c-1', orderUpdateId: 0, nodes: [], edges: [], speed: 1 }),
        /nodes/,
      ],
      ['instantActions', JSON.stringify({ ...envelope, actions: [] }), /actions/],
      [
        'instantActions',
        JSON.stringify({
          ...envelope,
          actions: [
            { actionId: 'c-1', actionType: 'selfDestruct', blockingType: 'HARD', actionParameters: [] },
          ],
        }),
        /actionType/,
      ],
      ['instantActions', JSON.stringify({ ...envelope, deadline: 'soon', actions: [] }), /deadline|actions/],
      ['connection', JSON.stringify({ ...envelope, connectionState: 'ONLINE', extra: 1 }), /\//],
    ]
    for (const [kind, wire, why] of cases) {
      const d = decode(kind, wire)
      assert.equal(d.ok, false, wire)
      if (!d.ok) assert.match(d.error, why)
    }
  })

  test('topics follow <interface>/v1/<organization>/<mecha>/<topic> and read back', () => {
    const t = new Topics('hangar-test-1')
    assert.equal(t.of('org', 'm', 'state'), 'hangar-test-1/v1/org/m/state')
    assert.equal(t.ack('org', 'm', 'svc'), 'hangar-test-1/v1/org/m/ack/svc')
    assert.deepEqual(t.parse('hangar-test-1/v1/org/m/ack/svc'), {
      organizationId: 'org',
      mechaId: 'm',
      topic: 'ack',
      rest: ['svc'],
    })
    assert.equal(t.parse('hangar-test-2/v1/org/m/state'), null)
    assert.equal(t.parse(t.heartbeat('svc')), null, 'a heartbeat is not a robot topic')
    assert.equal(t.heartbeatProcess(t.heartbeat('svc-9')), 'svc-9')
    assert.throws(() => new Topics('a/b'), RangeError)
  })
})

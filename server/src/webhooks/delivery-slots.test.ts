import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { DeliverySlots, FAST_ANSWER_MS } from './delivery-slots.ts'

const limits = { maxInFlight: 6, maxInFlightPerEndpoint: 2, maxInFlightPerOrganization: 3, ahead: 4 }
let seq = 0
const delivery = (endpoint_id: string, organization_id = `org-of-${endpoint_id}`) => ({
  id: `d${++seq}`,
  endpoint_id,
  organization_id,
})
const quick = { ok: true, durationMs: 5 }

/** An attempt answered and its record written. */
function finish<T extends { endpoint_id: string; organization_id: string }>(
  slots: DeliverySlots<T>,
  d: T,
  answer = quick,
): void {
  slots.ended(d, answer)
  slots.settled(d)
}

/** Starts every delivery the slots let start, in order. */
function startAll<T>(slots: DeliverySlots<T & { endpoint_id: string; organization_id: string }>): T[] {
  const started: T[] = []
  for (let d = slots.next(); d; d = slots.next()) started.push(d)
  return started
}

describe('delivery slots', () => {
  test('an endpoint not yet seen answering quickly may hold its share, no more', () => {
    const slots = new DeliverySlots(limits)
    assert.equal(slots.claimable('e1', 'o1', 0, 0), 2)
    slots.add([delivery('e1', 'o1'), delivery('e1', 'o1')])
    assert.equal(slots.claimable('e1', 'o1', 0, 0), 0)
    assert.deepEqual(slots.fullEndpoints(), ['e1'])
  })

  test('after a quick success an endpoint is claimed for `ahead` shares, started a share at a time', () => {
    const slots = new DeliverySlots(limits)
    const first = delivery('e1', 'o1')
    slots.add([first])
    assert.equal(slots.next(), first)
    finish(slots, first)
    assert.equal(slots.claimable('e1', 'o1', 0, 0), 8)
    slots.add(Array.from({ length: 8 }, () => delivery('e1', 'o1')))
    assert.equal(startAll(slots).length, 2, 'two in flight, the endpoint share')
    assert.equal(slots.waiting, 6)
    assert.deepEqual(slots.fullEndpoints(), ['e1'])
  })

  test('a slow answer, or a failure, ends claiming ahead for that endpoint', () => {
    for (const answer of [
      { ok: true, durationMs: FAST_ANSWER_MS },
      { ok: false, durationMs: 5 },
    ]) {
      const slots = new DeliverySlots(limits)
      const [a, b] = [delivery('e1'), delivery('e1')]
      slots.add([a])
      finish(slots, slots.next()!)
      slots.add([b])
      finish(slots, slots.next()!, answer)
      assert.equal(slots.claimable('e1', 'org-of-e1', 0, 0), 2)
    }
  })

  test("an organization's endpoints together start no more than its share; the rest wait", () => {
    const slots = new DeliverySlots(limits)
    slots.add([delivery('e1', 'o1'), delivery('e1', 'o1'), delivery('e2', 'o1'), delivery('e2', 'o1')])
    const started = startAll(slots)
    assert.equal(started.length, 3)
    assert.equal(slots.waiting, 1)
  })

  test('waiting deliveries start oldest first, passing over those whose endpoint is at its share', () => {
    const slots = new DeliverySlots({ ...limits, maxInFlightPerOrganization: 6 })
    const [a1, a2, a3, b1] = [delivery('a', 'o'), delivery('a', 'o'), delivery('a', 'o'), delivery('b', 'o')]
    slots.add([a1, a2, a3, b1])
    assert.deepEqual(startAll(slots), [a1, a2, b1])
    finish(slots, a1)
    assert.equal(slots.next(), a3, 'the freed slot goes to the endpoint that waited')
  })

  test('the process starts at most maxInFlight, and claims at most `ahead` times that', () => {
    const slots = new DeliverySlots(limits)
    for (let e = 0; e < 5; e++) slots.add([delivery(`e${e}`), delivery(`e${e}`)])
    assert.equal(startAll(slots).length, 6)
    assert.equal(slots.sending, 6)
    assert.equal(slots.room(), 6 * 4 - 10)
    assert.equal(slots.claimable('new', 'new-org', 14, 0), 0, 'what this claim took counts against the room')
  })

  test('an answered delivery frees its slot at once but stays held, against the room, until recorded', () => {
    const slots = new DeliverySlots({ ...limits, maxInFlightPerEndpoint: 1, ahead: 1 })
    const [a, b] = [delivery('e1'), delivery('e1')]
    slots.add([a, b])
    slots.ended(slots.next()!, quick)
    assert.equal(slots.next(), b, 'the next attempt starts while the first is being recorded')
    assert.equal(slots.room(), 6 - 2)
    slots.settled(a)
    assert.equal(slots.room(), 6 - 1)
  })

  test('a dropped delivery frees its slot without teaching anything; drain lets go of the waiting', () => {
    const slots = new DeliverySlots(limits)
    const [a, b, c] = [delivery('e1'), delivery('e1'), delivery('e1')]
    slots.add([a, b])
    slots.dropped(slots.next()!)
    assert.equal(slots.claimable('e1', 'org-of-e1', 0, 0), 1, 'still only its share: not known quick')
    slots.add([c])
    assert.deepEqual(slots.drain(), [b, c])
    assert.equal(slots.holds('e1'), false)
    assert.equal(slots.room(), 24)
  })
})

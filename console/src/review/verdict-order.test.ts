import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { QueueDataset } from './review-types.ts'
import { inShownOrder, verdictFirst } from './verdict-order.ts'

const ds = (spec: string) =>
  spec.split(' ').map((s) => {
    const [id, verdict] = s.split(':')
    return { id, verdict } as QueueDataset
  })
const ids = (list: QueueDataset[]) => list.map((d) => `${d.id}:${d.verdict}`).join(' ')

test('exclude, then review, then the rest, each in the list order', () => {
  const page = ds('a:pass b:review c:exclude d:pending e:exclude f:review')
  assert.equal(ids(verdictFirst(page)), 'c:exclude e:exclude b:review f:review a:pass d:pending')
})

test('a page read again keeps the order shown; new cards follow', () => {
  const shown = ['c', 'b', 'a']
  // b's verdict changed to pass, c left, d came up from the next page.
  const fresh = ds('a:pass b:pass d:exclude')
  assert.equal(ids(inShownOrder(fresh, shown)), 'b:pass a:pass d:exclude')
})

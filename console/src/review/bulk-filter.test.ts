import assert from 'node:assert/strict'
import { test } from 'node:test'
import { bulkFilter, shownIdsMoved } from './bulk-filter.ts'
import { viewFromParams } from './queue-query.ts'

test("a bulk decision takes the queue's filters, every page of them", () => {
  const view = viewFromParams(new URLSearchParams('type=episode&meta=camera:3&verdict=exclude&page=3'))
  assert.deepEqual(bulkFilter(view), {
    data_type: 'episode',
    status: 'pending',
    metadata: ['camera:3'],
    verdict: ['exclude'],
  })
  assert.deepEqual(bulkFilter(viewFromParams(new URLSearchParams('status=all'))), {})
})

test('the cards it moves are those shown under the same filter, in a status the action changes', () => {
  const page = (query: object, ...datasets: Array<[string, string]>) =>
    [
      ['datasets', 'list', { ...query, limit: 48, offset: 0 }],
      { datasets: datasets.map(([id, status]) => ({ id, status })) },
    ] as [readonly unknown[], { datasets: Array<{ id: string; status: string }> }]
  const lists = [
    page({ status: 'pending', metadata: ['b:2', 'a:1'] }, ['p1', 'pending'], ['x', 'accepted']),
    page({ status: 'pending' }, ['other', 'pending']),
  ]
  const filter = { status: 'pending' as const, metadata: ['a:1', 'b:2'] }
  assert.deepEqual(shownIdsMoved(lists, filter, 'accept'), ['p1'])
  assert.deepEqual(shownIdsMoved(lists, filter, 'reopen'), ['x'])
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { viewFromParams } from './queue-query.ts'
import { reviewFilter } from './review-filter.ts'

test('review next asks the shared queue with the queue’s filters; status and page are left out', () => {
  const view = viewFromParams(
    new URLSearchParams('type=episode&meta=site:north&verdict=review&status=all&page=3'),
  )
  assert.deepEqual(reviewFilter(view), {
    data_type: 'episode',
    metadata: ['site:north'],
    verdict: ['review'],
  })
  assert.deepEqual(reviewFilter(viewFromParams(new URLSearchParams())), {})
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { listQuery, paramsFromView, viewFromParams } from './queue-query.ts'

test('a fresh queue shows pending datasets, first page, 48 per page', () => {
  const view = viewFromParams(new URLSearchParams())
  assert.deepEqual(view, {
    dataType: null,
    status: 'pending',
    metadata: [],
    verdicts: [],
    page: 1,
    pageSize: 48,
  })
  assert.equal(paramsFromView(view).toString(), '', 'the default view has a clean address')
  assert.deepEqual(listQuery(view), { status: 'pending', limit: 48, offset: 0 })
})

test('filters, page and size round-trip through the address', () => {
  const address = 'type=synthetic_pov&status=all&meta=perspective%3Apov&meta=model%3Aa%3Ab&page=3&size=100'
  const view = viewFromParams(new URLSearchParams(address))
  assert.deepEqual(view, {
    dataType: 'synthetic_pov',
    status: null,
    metadata: ['perspective:pov', 'model:a:b'],
    verdicts: [],
    page: 3,
    pageSize: 100,
  })
  assert.equal(paramsFromView(view).toString(), address)
  assert.deepEqual(listQuery(view), {
    data_type: 'synthetic_pov',
    metadata: ['perspective:pov', 'model:a:b'],
    limit: 100,
    offset: 200,
  })
})

test('a hand-edited address never produces a query the service would refuse', () => {
  const view = viewFromParams(
    new URLSearchParams('type=video&status=bogus&meta=nocolon&meta=:x&page=-2&size=7'),
  )
  assert.deepEqual(view, {
    dataType: null,
    status: 'pending',
    metadata: [],
    verdicts: [],
    page: 1,
    pageSize: 48,
  })
})

test('the verdict filter is repeatable, worst first, and unknown verdicts are dropped', () => {
  const view = viewFromParams(new URLSearchParams('status=all&verdict=review&verdict=bogus&verdict=exclude'))
  assert.deepEqual(view.verdicts, ['exclude', 'review'])
  assert.equal(paramsFromView(view).toString(), 'status=all&verdict=exclude&verdict=review')
  assert.deepEqual(listQuery(view), { verdict: ['exclude', 'review'], limit: 48, offset: 0 })
})

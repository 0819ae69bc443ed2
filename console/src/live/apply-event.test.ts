import assert from 'node:assert/strict'
import { test } from 'node:test'
import { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '../api/query-keys.ts'
import type { FindingList } from '../datasets/findings/finding-types.ts'
import type { Dataset } from '../datasets/queries.ts'
import type { DatasetList, QueueDataset } from '../review/use-decide.ts'
import { applyEvent } from './apply-event.ts'
import { decidedElsewhereMarks, decidingHere, type HangarEvent, type NewDataset } from './live-state.ts'

const dataset = (id: string) => ({ id, name: id, status: 'pending' }) as QueueDataset
const pendingPage = queryKeys.datasetList({ status: 'pending', limit: 48, offset: 0 })
const event = (type: string, data: object): HangarEvent =>
  ({
    id: crypto.randomUUID(),
    type,
    timestamp: '2026-11-26T10:00:00.000Z',
    organization_id: 'o',
    data,
  }) as HangarEvent

function cacheWithQueue() {
  const client = new QueryClient()
  client.setQueryData<DatasetList>(pendingPage, { total: 3, datasets: ['a', 'b', 'c'].map(dataset) })
  return client
}

test('a dataset accepted elsewhere stays in place on a pending page, with its new status, marked', () => {
  const client = cacheWithQueue()
  applyEvent(client, event('dataset.accepted', { dataset_id: 'b', status: 'accepted' }))
  const list = client.getQueryData<DatasetList>(pendingPage)!
  assert.deepEqual(
    list.datasets.map((d) => `${d.id} ${d.status}`),
    ['a pending', 'b accepted', 'c pending'],
  )
  assert.equal(list.total, 3)
  assert.deepEqual(decidedElsewhereMarks(client).b, { status: 'accepted', at: '2026-11-26T10:00:00.000Z' })
})

test('a rejection elsewhere carries its reason; a superseded dataset its new version', () => {
  const client = cacheWithQueue()
  applyEvent(client, event('dataset.rejected', { dataset_id: 'a', status: 'rejected', reason: 'blurry' }))
  applyEvent(
    client,
    event('dataset.superseded', { dataset_id: 'c', status: 'superseded', reason: 'v1', replaced_by: 'd' }),
  )
  const marks = decidedElsewhereMarks(client)
  assert.equal(marks.a?.reason, 'blurry')
  assert.equal(marks.c?.replacedBy, 'd')
})

test("this tab's own decision is not marked as made elsewhere", () => {
  const client = cacheWithQueue()
  decidingHere('c')
  applyEvent(client, event('dataset.accepted', { dataset_id: 'c', status: 'accepted' }))
  assert.equal(decidedElsewhereMarks(client).c, undefined)
})

test('a decision on a dataset no page shows marks nothing', () => {
  const client = cacheWithQueue()
  applyEvent(client, event('dataset.accepted', { dataset_id: 'zz', status: 'accepted' }))
  assert.deepEqual(decidedElsewhereMarks(client), {})
})

test('a reopened dataset is pending again in place, no longer marked; one not shown is announced', () => {
  const client = cacheWithQueue()
  const one = queryKeys.dataset('b')
  client.setQueryData(one, { id: 'b', status: 'accepted' })
  applyEvent(client, event('dataset.accepted', { dataset_id: 'b', status: 'accepted' }))
  applyEvent(
    client,
    event('dataset.reopened', { dataset_id: 'b', status: 'pending', from: 'accepted', reason: 'oops' }),
  )
  applyEvent(
    client,
    event('dataset.reopened', { dataset_id: 'gone', status: 'pending', from: 'rejected', reason: 'x' }),
  )
  const list = client.getQueryData<DatasetList>(pendingPage)!
  assert.deepEqual(
    list.datasets.map((d) => `${d.id} ${d.status}`),
    ['a pending', 'b pending', 'c pending'],
  )
  assert.equal(client.getQueryData<Dataset>(one)?.status, 'pending')
  assert.deepEqual(decidedElsewhereMarks(client), {})
  assert.deepEqual(client.getQueryData<NewDataset[]>(queryKeys.newDatasets), [
    { id: 'gone', status: 'pending', dataType: null },
  ])
})

test('new datasets are announced, never inserted into a page', () => {
  const client = cacheWithQueue()
  applyEvent(client, event('dataset.created', { dataset_id: 'n1', status: 'pending', data_type: 'episode' }))
  applyEvent(client, event('dataset.created', { dataset_id: 'n1', status: 'pending', data_type: 'episode' }))
  assert.equal(client.getQueryData<DatasetList>(pendingPage)?.datasets.length, 3)
  assert.deepEqual(client.getQueryData<NewDataset[]>(queryKeys.newDatasets), [
    { id: 'n1', status: 'pending', dataType: 'episode' },
  ])
})

test('work that ended on a dataset puts its new previews on its card in place; other cards stay', async () => {
  const client = cacheWithQueue()
  const previews = { poster: 'https://files/p.jpg', gif: 'https://files/a.gif' }
  const read: string[] = []
  let answered!: () => void
  const done = new Promise<void>((r) => {
    answered = r
  })
  applyEvent(
    client,
    event('dataset.processed', { dataset_id: 'b', work: 'previews.make', outcome: 'done' }),
    async (id) => {
      read.push(id)
      setImmediate(answered)
      return { ...dataset(id), preview_urls: previews } as never
    },
  )
  await done
  const list = client.getQueryData<DatasetList>(pendingPage)!
  assert.deepEqual(read, ['b'])
  assert.deepEqual(
    list.datasets.map((d) => [d.id, d.preview_urls ?? null]),
    [
      ['a', null],
      ['b', previews],
      ['c', null],
    ],
  )
  // A dataset no page shows is not read at all.
  applyEvent(
    client,
    event('dataset.processed', { dataset_id: 'z', work: 'streams.index', outcome: 'done' }),
    async (id) => {
      read.push(id)
      return undefined
    },
  )
  await new Promise((r) => setImmediate(r))
  assert.deepEqual(read, ['b'])
})

test('a verdict changed elsewhere is changed in place: on the card, the page and its findings', () => {
  const client = cacheWithQueue()
  client.setQueryData(queryKeys.dataset('b'), { ...dataset('b'), verdict: 'pending' } as Dataset)
  client.setQueryData<FindingList>(queryKeys.findings('b'), { verdict: 'pending', findings: [] })
  applyEvent(
    client,
    event('dataset.verdict_changed', { dataset_id: 'b', from: 'pending', verdict: 'exclude' }),
  )
  const list = client.getQueryData<DatasetList>(pendingPage)!
  assert.deepEqual(
    list.datasets.map((d) => `${d.id} ${d.verdict ?? '-'}`),
    ['a -', 'b exclude', 'c -'],
  )
  assert.equal(list.total, 3, 'no card moves or leaves')
  assert.equal(client.getQueryData<Dataset>(queryKeys.dataset('b'))?.verdict, 'exclude')
  assert.equal(client.getQueryData<FindingList>(queryKeys.findings('b'))?.verdict, 'exclude')
})

test("a finding filed or changed reads that dataset's findings again, no other", () => {
  const client = cacheWithQueue()
  for (const id of ['b', 'c'])
    client.setQueryData<FindingList>(queryKeys.findings(id), { verdict: 'pass', findings: [] })
  applyEvent(
    client,
    event('finding.created', {
      dataset_id: 'b',
      finding_id: 'f1',
      code: 'gap',
      severity: 'warning',
      source: 'check',
      check: 'gap@1',
    }),
  )
  applyEvent(
    client,
    event('finding.updated', {
      dataset_id: 'b',
      finding_id: 'f1',
      severity: 'warning',
      from: 'open',
      status: 'confirmed',
      withdrawn: false,
    }),
  )
  assert.equal(client.getQueryState(queryKeys.findings('b'))?.isInvalidated, true)
  assert.equal(client.getQueryState(queryKeys.findings('c'))?.isInvalidated, false)
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { stablePage } from './stable-page.ts'
import type { DatasetList, QueueDataset } from './use-decide.ts'

/** Datasets named by their minute of creation: a newer one has a larger number. */
const d = (minute: number, status: QueueDataset['status'] = 'pending') =>
  ({
    id: `id-${String(minute).padStart(2, '0')}`,
    name: `run-${minute}`,
    status,
    date_created: `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`,
  }) as QueueDataset
const page = (...datasets: QueueDataset[]): DatasetList => ({ total: datasets.length, datasets })
const names = (list: DatasetList) => list.datasets.map((x) => x.name)
const none = () => false

test('a first read is the page as the service has it', () => {
  assert.deepEqual(names(stablePage(undefined, page(d(9), d(8)), none)), ['run-9', 'run-8'])
})

test('a card decided elsewhere keeps its place after a refetch of a pending page', () => {
  const shown = page(d(9), d(8), d(7))
  const fresh = page(d(9), d(7), d(6))
  const merged = stablePage(shown, fresh, (id) => id === 'id-08')
  assert.deepEqual(names(merged), ['run-9', 'run-8', 'run-7', 'run-6'], 'run-6 comes up at the end')
  assert.equal(merged.total, 4, 'the card that stayed is counted')
})

test('newer datasets are not inserted above the cards shown', () => {
  const shown = page(d(9), d(8))
  const fresh = { total: 4, datasets: [d(11), d(10), d(9), d(8)] }
  const merged = stablePage(shown, fresh, none)
  assert.deepEqual(names(merged), ['run-9', 'run-8'])
  assert.equal(merged.total, 4, 'the total is the service’s')
})

test('a card shown takes what the service says of it now; one decided here leaves', () => {
  const shown = page(d(9), d(8), d(7))
  const fresh = page(d(9, 'accepted'), d(7))
  const merged = stablePage(shown, fresh, none)
  assert.deepEqual(
    merged.datasets.map((x) => `${x.name} ${x.status}`),
    ['run-9 accepted', 'run-7 pending'],
  )
})

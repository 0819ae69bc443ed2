import assert from 'node:assert/strict'
import { test } from 'node:test'
import { creationDeltas, statusChangeDeltas } from './counters.ts'
import { buildStats, lastSevenDays } from './stats.ts'

test('the seven days are UTC calendar days ending today, newest first', () => {
  assert.deepEqual(lastSevenDays(new Date('2026-03-02T23:59:59.999Z')), [
    '2026-03-02',
    '2026-03-01',
    '2026-02-28',
    '2026-02-27',
    '2026-02-26',
    '2026-02-25',
    '2026-02-24',
  ])
})

test('empty counters give every key with zero', () => {
  const s = buildStats(new Map(), new Date('2026-11-25T10:00:00Z'))
  assert.equal(s.total_datasets, 0)
  assert.deepEqual(Object.keys(s.by_status).sort(), [
    'accepted',
    'discarded',
    'for_admin_review',
    'pending',
    'rejected',
    'superseded',
  ])
  assert.deepEqual(Object.keys(s.by_data_type).sort(), [
    'episode',
    'synthetic_pov',
    'synthetic_third_person',
    'telemetry',
  ])
  assert.equal(s.daily_volume_last_7_days.length, 7)
  assert.ok(s.daily_volume_last_7_days.every((d) => d.count === 0))
})

test('creations and status changes add up into statistics', () => {
  const d = creationDeltas({
    status: 'pending',
    data_type: 'episode',
    data_byte_size: 100,
    date_created: '2026-11-25T01:00:00Z',
  })
  creationDeltas(
    { status: 'pending', data_type: 'telemetry', data_byte_size: 50, date_created: '2026-11-20T01:00:00Z' },
    d,
  )
  creationDeltas(
    { status: 'accepted', data_type: 'telemetry', data_byte_size: 7, date_created: '2026-11-01T01:00:00Z' },
    d,
  )
  statusChangeDeltas('pending', 'rejected', d)
  const s = buildStats(d, new Date('2026-11-25T10:00:00Z'))
  assert.equal(s.total_datasets, 3)
  assert.equal(s.total_size_bytes, 157)
  assert.equal(s.by_status.pending, 1)
  assert.equal(s.by_status.rejected, 1)
  assert.equal(s.by_status.accepted, 1)
  assert.equal(s.by_data_type.telemetry, 2)
  assert.deepEqual(s.daily_volume_last_7_days[0], { date: '2026-11-25', count: 1 })
  assert.deepEqual(s.daily_volume_last_7_days[5], { date: '2026-11-20', count: 1 })
  // A dataset older than seven days counts in the totals but in no day.
  assert.equal(
    s.daily_volume_last_7_days.reduce((n, d) => n + d.count, 0),
    2,
  )
})

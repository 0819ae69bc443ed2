import assert from 'node:assert/strict'
import { join } from 'node:path'
import { test } from 'node:test'
import { scratch, writeFiles } from './readers/test-kit.ts'
import { runIndexJob } from './worker.ts'

function job(dir: string, name: string) {
  return {
    datasetId: 'test',
    main: { name, link: name, path: join(dir, name) },
    companions: [],
    metadata: {},
    outDir: join(dir, 'out'),
  }
}

test('the worker reads a file off the event loop and answers its outcome', async (t) => {
  const dir = scratch(t)
  writeFiles(dir, { 'a.csv': 't,x\n0,1\n1,2\n' })
  assert.deepEqual(await runIndexJob(job(dir, 'a.csv')), { status: 'ready', duration_seconds: 1 })
})

test('jobs sent at once each get their own outcome, and a broken bound ends only its own job', async (t) => {
  const dir = scratch(t)
  const rows = Array.from({ length: 300_000 }, (_, i) => `${i},${i % 17}`).join('\n')
  // Ten times the rows: the table reader reads them once within the bound (below).
  const big = `t,a\n${`${rows}\n`.repeat(10)}`
  writeFiles(dir, { 'a.csv': 't,x\n0,1\n1,2\n', 'b.csv': 't,x\n0,1\n3,2\n', 'big.csv': big })
  const [a, slow, b] = await Promise.all([
    runIndexJob(job(dir, 'a.csv')),
    runIndexJob(job(dir, 'big.csv'), { heapMb: 192, timeoutMs: 200 }),
    runIndexJob(job(dir, 'b.csv')),
  ])
  assert.deepEqual(a, { status: 'ready', duration_seconds: 1 })
  assert.deepEqual(slow, { status: 'failed', detail: 'Reading the file took longer than 0.2 s.' })
  assert.deepEqual(b, { status: 'ready', duration_seconds: 3 })
})

test('past its time bound the worker is ended and the streams say so', async (t) => {
  const dir = scratch(t)
  const rows = Array.from({ length: 300_000 }, (_, i) => `${i},${i % 17},${i % 5}`).join('\n')
  // Ten times the rows (about 36 MB): the table reader reads them once within 0.2 s.
  writeFiles(dir, { 'big.csv': `t,a,b\n${`${rows}\n`.repeat(10)}` })
  const outcome = await runIndexJob(job(dir, 'big.csv'), { heapMb: 192, timeoutMs: 200 })
  assert.deepEqual(outcome, { status: 'failed', detail: 'Reading the file took longer than 0.2 s.' })
})

test('past its memory bound the worker is ended and the streams say so', async (t) => {
  const dir = scratch(t)
  writeFiles(dir, { 'a.csv': 't,x\n0,1\n' })
  const outcome = await runIndexJob(job(dir, 'a.csv'), { heapMb: 2, timeoutMs: 60_000 })
  assert.equal(outcome.status, 'failed')
  assert.match(
    (outcome as { detail: string }).detail,
    /^Reading the file needed more than 2 MB of memory\.$|^The file could not be read/,
  )
})

test('a worker stopped with the service answers at once', async (t) => {
  const dir = scratch(t)
  writeFiles(dir, { 'a.csv': 't,x\n0,1\n' })
  const stop = new AbortController()
  const pending = runIndexJob(job(dir, 'a.csv'), undefined, stop.signal)
  stop.abort()
  assert.deepEqual(await pending, {
    status: 'failed',
    detail: 'Reading the file was stopped with the service.',
  })
})

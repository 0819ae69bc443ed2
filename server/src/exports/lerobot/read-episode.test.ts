import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import type { IndexJob } from '../../streams/model.ts'
import { readEpisode, readEpisodeOffThread } from './read-episode.ts'

function jobOf(dir: string, name: string, text: string): IndexJob {
  const path = join(dir, name)
  writeFileSync(path, text)
  return {
    datasetId: name,
    main: { name, link: `files/${name}`, path },
    companions: [],
    metadata: {},
    outDir: dir,
  }
}

test('an episode read in a reading worker is the one read on this thread', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-read-episode-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const table = ['t,b,a', ...Array.from({ length: 300 }, (_, i) => `${i / 50},${Math.sin(i)},${i % 7}`)]
  // JSON Lines whose channels have rows of their own: one starts late, one has every third row.
  const lines = Array.from({ length: 200 }, (_, i) =>
    JSON.stringify({
      t: i * 0.02,
      x: Math.cos(i),
      ...(i > 50 ? { late: i } : {}),
      ...(i % 3 ? {} : { y: -i }),
    }),
  )
  for (const job of [
    jobOf(dir, 'rows.csv', `${table.join('\n')}\n`),
    jobOf(dir, 'rows.jsonl', `${lines.join('\n')}\n`),
  ]) {
    const here = await readEpisode(job)
    const there = await readEpisodeOffThread(job)
    assert.ok(here && there, job.main.name)
    assert.deepEqual(there, here, job.main.name)
    assert.deepEqual(here.channels, job.main.name === 'rows.csv' ? ['a', 'b'] : ['late', 'x', 'y'])
  }
  const late = (await readEpisodeOffThread(jobOf(dir, 'late.jsonl', `${lines.join('\n')}\n`)))!
  // A channel holds its first value before it starts, its last one between its rows.
  assert.equal(late.values[0 * 3 + 0], 51)
  assert.equal(late.values[1 * 3 + 2], late.values[0 * 3 + 2])
})

test('a file the readers cannot take rejects with their sentence; one without channels is no episode', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-read-episode-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  await assert.rejects(readEpisodeOffThread(jobOf(dir, 'no-time.csv', 'a,b\n1,2\n')), /has no .*time/)
  assert.equal(await readEpisodeOffThread(jobOf(dir, 'words.csv', 't,name\n0,left\n1,right\n')), undefined)
})

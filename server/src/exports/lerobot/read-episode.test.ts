import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import type { IndexJob } from '../../streams/model.ts'
import { cameraRecording, colourPictures } from './mcap-camera-fixtures.ts'
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

test('a recording’s image streams read in a reading worker are the ones read here; its folder is gone after', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-read-episode-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const front = await colourPictures(['red', 'lime', 'blue'], { width: 32, height: 24 })
  const wrist = await colourPictures(['blue', 'red'], { width: 16, height: 12 }, 'png')
  const path = join(dir, 'cameras.mcap')
  writeFileSync(path, await cameraRecording({ seconds: 2, pictures: front, wrist }))
  const job: IndexJob = {
    datasetId: 'c',
    main: { name: 'cameras.mcap', link: 'files/cameras.mcap', path },
    companions: [],
    metadata: {},
    outDir: dir,
  }
  const readsBefore = readFolders()

  const here = (await readEpisode(job))!
  const there = (await readEpisodeOffThread(job))!
  t.after(() => {
    for (const s of [...here.images, ...there.images]) s.dispose()
  })
  const { images: a, ...restHere } = here
  const { images: b, ...restThere } = there
  assert.deepEqual(restThere, restHere)
  assert.deepEqual(
    b.map((s) => [s.key, s.topic, s.times, s.first, s.skipped, s.count]),
    a.map((s) => [s.key, s.topic, s.times, s.first, s.skipped, s.count]),
  )
  assert.equal(b.length, 2)
  for (const [k, s] of b.entries())
    for (let i = 0; i < s.count; i++)
      assert.ok(s.picture(i).equals(a[k]!.picture(i)), `${s.key} picture ${i}`)
  assert.deepEqual(readFolders(), readsBefore, 'the call’s folder is removed')

  // A disposed stream that came from the worker removes its file as one of this thread's does.
  const file = (b[0] as unknown as { file: { path: string } }).file.path
  assert.ok(existsSync(file))
  b[0]!.dispose()
  assert.equal(existsSync(file), false)
})

test('a read stopped while the worker writes pictures leaves no folder and no picture behind', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-read-episode-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const front = await colourPictures(['red', 'lime', 'blue'], { width: 64, height: 48 })
  const path = join(dir, 'long.mcap')
  writeFileSync(path, await cameraRecording({ seconds: 240, pictures: front }))
  const job: IndexJob = {
    datasetId: 'c',
    main: { name: 'long.mcap', link: 'files/long.mcap', path },
    companions: [],
    metadata: {},
    outDir: dir,
  }
  const before = { folders: readFolders(), pictures: pictureFiles() }
  const stop = new AbortController()
  const read = readEpisodeOffThread(job, { signal: stop.signal })
  read.catch(() => {})
  // Stopped once the worker has written a picture in the call's folder: the worker is ended
  // there, without a chance to remove it itself.
  let seen = false
  while (!seen) {
    const folder = readFolders().find((f) => !before.folders.includes(f))
    seen = folder !== undefined && readdirSync(join(tmpdir(), folder)).length > 0
    if (!seen) await new Promise((r) => setImmediate(r))
  }
  stop.abort()
  await assert.rejects(read, /stopped/)
  assert.deepEqual(readFolders(), before.folders)
  assert.deepEqual(pictureFiles(), before.pictures)
})

/** The temporary folders of reads off the thread, and the pictures' files, at this moment. */
const readFolders = () => readdirSync(tmpdir()).filter((f) => f.startsWith('hangar-export-read-'))
const pictureFiles = () => readdirSync(tmpdir()).filter((f) => f.endsWith('.frames'))

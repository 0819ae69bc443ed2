import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type Readable, Transform, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { runFfmpeg } from '@hangar/media'
import type { ExportWriter } from '../export.ts'
import type { ExportDataset } from '../write-export.ts'
import { writeWebDatasetExport } from './webdataset-export.ts'
import { sampleBytes, tarEntryBytes } from './write-shards.ts'

const run = promisify(execFile)
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/** A real H.264 mp4 (ffprobe reads it); `seconds` sets its size. */
const video = (seconds: number) =>
  runFfmpeg(
    ['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=64x48:rate=10:duration=${seconds}`, '-c:v', 'libx264']
      .concat(['-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-threads', '1'])
      .concat(['-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4', 'pipe:1']),
    { timeoutMs: 20_000 },
  )

/** The stored files: a folder, read as the file store reads (sizes, ranges). */
function storeIn(root: string) {
  return {
    put(path: string, bytes: Buffer | string) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), bytes)
      return path
    },
    files: {
      size: async (path: string) => (await stat(join(root, path)).catch(() => undefined))?.size,
      read: async (path: string, range?: { start: number; end?: number }) =>
        createReadStream(join(root, path), range ? { start: range.start, end: range.end } : {}),
    },
  }
}

/** An export's folder: the files as the writer wrote them. */
function folderWriter(root: string): ExportWriter & { paths: string[] } {
  const paths: string[] = []
  const target = (path: string) => {
    paths.push(path)
    mkdirSync(dirname(join(root, path)), { recursive: true })
    return join(root, path)
  }
  return {
    paths,
    write: async (path, bytes) => writeFileSync(target(path), bytes),
    copy: async () => assert.fail('a webdataset copies no file whole'),
    stream: (path: string, body: Readable) => pipeline(body, createWriteStream(target(path))),
  }
}

function dataset(over: Partial<ExportDataset> & { id: string; link: string }): ExportDataset {
  return {
    name: `run ${over.id.slice(0, 4)}`,
    data_type: 'synthetic_pov',
    sha256: null,
    prompt: 'walk to the door',
    metadata: { zeta: 1, alpha: { b: 2, a: [3, { y: 1, x: 0 }] } },
    ...over,
    entry: {
      dataset_id: over.id,
      name: 'n',
      version: 2,
      sha256: over.sha256 ?? null,
      status: 'accepted',
      decision: { action: 'accepted', by: 'user-1', by_name: 'Ada', at: '2026-11-20T10:00:00.000Z' },
      finding_ids: ['f-1', 'f-2'],
      episode_index: null,
      left_out: null,
      ...over.entry,
    },
  }
}

/** Every member of a tar as python3's tarfile reads it: header fields, the bytes' sha256, JSON parsed. */
async function readTar(path: string) {
  const script = `
import hashlib, json, sys, tarfile
out = []
with tarfile.open(sys.argv[1], 'r:') as t:
    for m in t.getmembers():
        b = t.extractfile(m).read()
        out.append({'name': m.name, 'size': m.size, 'mode': m.mode, 'uid': m.uid, 'gid': m.gid,
                    'uname': m.uname, 'gname': m.gname, 'mtime': m.mtime, 'file': m.isfile(),
                    'sha256': hashlib.sha256(b).hexdigest(),
                    'json': json.loads(b) if m.name.endswith('.json') else None})
print(json.dumps(out))
`
  return JSON.parse((await run('python3', ['-c', script, path])).stdout) as {
    name: string
    size: number
    mode: number
    uid: number
    gid: number
    uname: string
    gname: string
    mtime: number
    file: boolean
    sha256: string
    json: Record<string, unknown> | null
  }[]
}

const ids = (n: number) => Array.from({ length: n }, () => randomUUID()).sort()
const MTIME = new Date('2026-11-21T08:30:00.000Z')
const options = (extra: { shardBytes?: number } = {}) => ({
  signal: new AbortController().signal,
  progress: () => {},
  mtime: MTIME,
  ...extra,
})

test('each video dataset is a sample <id>.mp4 + <id>.json that tarfile and tar read back; others are left out with why', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'hangar-wds-'))
  t.after(() => rmSync(root, { recursive: true, force: true }))
  const store = storeIn(join(root, 'store'))
  const [a, b, c, d, e] = ids(5) as [string, string, string, string, string]
  const va = await video(1)
  const vb = await video(2)
  const datasets = [
    dataset({ id: a, link: store.put(`${a}/clip.mp4`, va), sha256: sha(va) }),
    dataset({
      id: b,
      link: store.put(`${b}/clip.MP4`, vb),
      data_type: 'episode',
      prompt: null,
      metadata: null,
    }),
    dataset({ id: c, link: store.put(`${c}/run.csv`, 't,x\n0,1\n') }),
    dataset({ id: d, link: store.put(`${d}/fake.mp4`, 'not a video at all') }),
    dataset({
      id: e,
      link: store.put(`${e}/clip.mp4`, va),
      entry: { left_out: 'The dataset is pending, not accepted.' } as never,
    }),
  ]
  const out = folderWriter(join(root, 'out'))
  const seen: number[] = []
  await writeWebDatasetExport(datasets, out, store.files, { ...options(), progress: (f) => seen.push(f) })

  assert.deepEqual(out.paths, ['shards/shard-000000.tar'])
  assert.deepEqual(
    seen,
    [...seen].sort((x, y) => x - y),
    'progress only grows',
  )
  assert.equal(seen.at(-1), 1)
  const shard = join(root, 'out', 'shards/shard-000000.tar')
  const members = await readTar(shard)
  assert.deepEqual(
    members.map((m) => m.name),
    [`${a}.json`, `${a}.mp4`, `${b}.json`, `${b}.mp4`],
    'in order of the ids, a sample its json then its video',
  )
  for (const m of members) {
    assert.ok(m.file)
    assert.deepEqual(
      [m.mode, m.uid, m.gid, m.uname, m.gname, m.mtime],
      [0o644, 0, 0, '', '', MTIME.getTime() / 1000],
    )
  }
  assert.equal(members[1]!.sha256, sha(va), "the dataset's bytes, unchanged")
  assert.equal(members[3]!.sha256, sha(vb))
  assert.deepEqual(members[0]!.json, {
    data_type: 'synthetic_pov',
    dataset_id: a,
    decision: { action: 'accepted', at: '2026-11-20T10:00:00.000Z', by: 'user-1', by_name: 'Ada' },
    finding_ids: ['f-1', 'f-2'],
    metadata: { alpha: { a: [3, { x: 0, y: 1 }], b: 2 }, zeta: 1 },
    name: `run ${a.slice(0, 4)}`,
    prompt: 'walk to the door',
    sha256: sha(va),
    version: 2,
  })
  const text = readFileSync(shard).toString('latin1')
  assert.ok(text.includes('{"alpha":{"a":[3,{"x":0,"y":1}],"b":2},"zeta":1}'), 'keys sorted at every depth')
  assert.equal(members[2]!.json!.prompt, null)
  assert.deepEqual(members[2]!.json!.metadata, {})
  // GNU tar agrees, and the shard is its entries and the end, nothing more.
  const listing = (await run('tar', ['-tvf', shard])).stdout.trim().split('\n')
  assert.equal(listing.length, 4)
  assert.match(listing[1]!, new RegExp(`^-rw-r--r-- 0/0 +${va.length} 2026-11-21 08:30 ${a}\\.mp4$`))
  assert.equal(readFileSync(shard).length, members.reduce((n, m) => n + tarEntryBytes(m.size), 0) + 1024)
  // ffprobe opens a video taken out of the shard.
  await run('tar', ['-xf', shard, '-C', root, `${b}.mp4`])
  const probe = JSON.parse(
    (await run('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', join(root, `${b}.mp4`)])).stdout,
  )
  assert.equal(probe.streams[0].width, 64)

  const entry = (id: string) => datasets.find((x) => x.id === id)!.entry
  assert.deepEqual(
    [entry(a).episode_index, entry(a).shard, entry(a).left_out],
    [0, 'shards/shard-000000.tar', null],
  )
  assert.equal(entry(b).episode_index, 1)
  assert.match(entry(c).left_out!, /not an MP4 video \(\.csv\)/)
  assert.match(entry(d).left_out!, /not an MP4 \(no ftyp box/)
  assert.equal(entry(e).left_out, 'The dataset is pending, not accepted.')
  for (const id of [c, d, e]) assert.deepEqual([entry(id).episode_index, entry(id).shard], [null, undefined])
})

test('exported twice, the shards are the same bytes; past the cap a new shard begins, a sample never split', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'hangar-wds-'))
  t.after(() => rmSync(root, { recursive: true, force: true }))
  const store = storeIn(join(root, 'store'))
  const clips = [await video(1), await video(4), await video(1), await video(1)]
  const keys = ids(clips.length)
  const make = () =>
    keys.map((id, i) => dataset({ id, link: store.put(`${id}/clip.mp4`, clips[i]!), sha256: sha(clips[i]!) }))
  const bytes = keys.map((id, i) =>
    sampleBytes({ key: id, json: Buffer.alloc(0), link: '', size: clips[i]!.length, sha256: null }),
  )
  // Room for the first two samples (their json under 1 KB each), not for a third.
  const cap = 1024 + bytes[0]! + bytes[1]! + 2 * 1024 + 100
  assert.ok(cap < 1024 + bytes[0]! + bytes[1]! + bytes[2]!)

  const shardsOf = async (name: string) => {
    const datasets = make()
    const out = folderWriter(join(root, name))
    await writeWebDatasetExport(datasets, out, store.files, options({ shardBytes: cap }))
    return { out, datasets, read: (p: string) => readFileSync(join(root, name, p)) }
  }
  const one = await shardsOf('one')
  const two = await shardsOf('two')
  assert.deepEqual(one.out.paths, ['shards/shard-000000.tar', 'shards/shard-000001.tar'])
  for (const p of one.out.paths) {
    assert.ok(one.read(p).length <= cap, `${p} within the cap`)
    assert.ok(one.read(p).equals(two.read(p)), `${p}: the same bytes twice`)
  }
  const names = async (p: string) => (await readTar(join(root, 'one', p))).map((m) => m.name)
  assert.deepEqual(await names('shards/shard-000000.tar'), [
    `${keys[0]}.json`,
    `${keys[0]}.mp4`,
    `${keys[1]}.json`,
    `${keys[1]}.mp4`,
  ])
  assert.deepEqual(await names('shards/shard-000001.tar'), [
    `${keys[2]}.json`,
    `${keys[2]}.mp4`,
    `${keys[3]}.json`,
    `${keys[3]}.mp4`,
  ])
  assert.deepEqual(
    one.datasets.map((d) => [d.entry.episode_index, d.entry.shard]),
    [
      [0, 'shards/shard-000000.tar'],
      [1, 'shards/shard-000000.tar'],
      [2, 'shards/shard-000001.tar'],
      [3, 'shards/shard-000001.tar'],
    ],
  )

  // A video that alone does not fit in a shard is left out, and says so; the others still go.
  const small = 1024 + bytes[0]! + 2 * 1024
  const datasets = make()
  const out = folderWriter(join(root, 'small'))
  await writeWebDatasetExport(datasets, out, store.files, options({ shardBytes: small }))
  const fits = clips.map((c) => c.length <= clips[0]!.length)
  assert.deepEqual(
    datasets.map((d) => d.entry.left_out === null),
    fits,
  )
  assert.match(datasets[fits.indexOf(false)]!.entry.left_out!, /does not fit in a shard of at most \d+ bytes/)
})

test('a video whose bytes are not its recorded sha256 fails the export; none at all writes no shard', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'hangar-wds-'))
  t.after(() => rmSync(root, { recursive: true, force: true }))
  const store = storeIn(join(root, 'store'))
  const [a] = ids(1) as [string]
  const clip = await video(1)
  const corrupt = [
    dataset({ id: a, link: store.put(`${a}/clip.mp4`, clip), sha256: sha(Buffer.from('other')) }),
  ]
  await assert.rejects(
    writeWebDatasetExport(corrupt, folderWriter(join(root, 'bad')), store.files, options()),
    /has the sha256 [0-9a-f]{64}, not its recorded/,
  )

  const none = [dataset({ id: a, link: store.put(`${a}/run.csv`, 't\n0\n') })]
  const out = folderWriter(join(root, 'none'))
  await writeWebDatasetExport(none, out, store.files, options())
  assert.deepEqual(out.paths, [])
  assert.match(none[0]!.entry.left_out!, /not an MP4 video/)
})

test('a shard is streamed: a 32 MB video passes to a slow store while little of it is read ahead', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'hangar-wds-'))
  t.after(() => rmSync(root, { recursive: true, force: true }))
  const store = storeIn(join(root, 'store'))
  const [a] = ids(1) as [string]
  // An MP4's first box, then 32 MB: the writer looks at the box and copies the bytes as they are.
  const big = Buffer.alloc(32 << 20, 7)
  Buffer.from([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70]).copy(big)
  const datasets = [dataset({ id: a, link: store.put(`${a}/big.mp4`, big), sha256: sha(big) })]
  // Bytes read from the store and bytes the export's store took: their difference is what is held.
  let read = 0
  let taken = 0
  let ahead = 0
  const files = {
    size: store.files.size,
    read: async (path: string, range?: { start: number; end?: number }) =>
      (await store.files.read(path, range)).pipe(
        new Transform({
          transform(chunk: Buffer, _enc, done) {
            read += chunk.length
            ahead = Math.max(ahead, read - taken)
            done(null, chunk)
          },
        }),
      ),
  }
  const slow = new Writable({
    write(chunk: Buffer, _enc, done) {
      taken += chunk.length
      // A store slower than the disk the video is read from.
      if (taken % (128 << 10) < chunk.length) setTimeout(done, 2)
      else done()
    },
  })
  const out: ExportWriter = {
    write: async () => {},
    copy: async () => {},
    stream: (_path, body) => pipeline(body, slow),
  }
  await writeWebDatasetExport(datasets, out, files, options())
  assert.ok(taken > 32 << 20, 'the whole video went to the store')
  assert.ok(ahead < 4 << 20, `read ${(ahead / 2 ** 20).toFixed(1)} MB ahead of the store at most`)
})

/** A 1 s clip of `codec` in `format` (ffmpeg's muxer name). */
const clipIn = (codec: string, format: string) =>
  runFfmpeg(
    ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10:duration=1', '-c:v', codec]
      .concat(codec === 'libx264' ? ['-preset', 'ultrafast'] : ['-deadline', 'realtime', '-cpu-used', '8'])
      .concat(['-pix_fmt', 'yuv420p', '-threads', '1'])
      .concat(format === 'mov' ? ['-movflags', 'frag_keyframe+empty_moov'] : [])
      .concat(['-f', format, 'pipe:1']),
    { timeoutMs: 20_000 },
  )

test('a QuickTime, WebM or Matroska video is remuxed to an MP4 sample when its codec fits one, the same bytes twice', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'hangar-wds-'))
  t.after(() => rmSync(root, { recursive: true, force: true }))
  const store = storeIn(join(root, 'store'))
  const [mov, webm, mkv, vp8, bad] = ids(5) as [string, string, string, string, string]
  const webmBytes = await clipIn('libvpx-vp9', 'webm')
  const links = {
    mov: store.put(`${mov}/clip.mov`, await clipIn('libx264', 'mov')),
    webm: store.put(`${webm}/clip.webm`, webmBytes),
    mkv: store.put(`${mkv}/clip.MKV`, await clipIn('libx264', 'matroska')),
    vp8: store.put(`${vp8}/clip.webm`, await clipIn('libvpx', 'webm')),
    bad: store.put(`${bad}/clip.mkv`, 'a playlist, not a video'),
  }
  const datasets = () => [
    dataset({ id: mov, link: links.mov }),
    dataset({ id: webm, link: links.webm, sha256: sha(webmBytes) }),
    dataset({ id: mkv, link: links.mkv }),
    dataset({ id: vp8, link: links.vp8 }),
    dataset({ id: bad, link: links.bad }),
  ]
  const first = datasets()
  await writeWebDatasetExport(first, folderWriter(join(root, 'a')), store.files, options())
  const again = datasets()
  await writeWebDatasetExport(again, folderWriter(join(root, 'b')), store.files, options())
  const shard = (dir: string) => join(root, dir, 'shards/shard-000000.tar')
  assert.ok(readFileSync(shard('a')).equals(readFileSync(shard('b'))), 'byte-identical shards')
  assert.deepEqual(
    again.map((d) => d.entry),
    first.map((d) => d.entry),
  )

  const members = await readTar(shard('a'))
  assert.deepEqual(
    members.map((m) => m.name),
    [mov, webm, mkv].sort().flatMap((id) => [`${id}.json`, `${id}.mp4`]),
  )
  const entry = (id: string) => first.find((x) => x.id === id)!.entry
  assert.match(entry(vp8).left_out!, /codec \(V_VP8\) does not go in an MP4/)
  assert.match(entry(bad).left_out!, /^Not a video Hangar reads/)
  for (const id of [mov, webm, mkv]) {
    await run('tar', ['-xf', shard('a'), '-C', root, `${id}.mp4`])
    const path = join(root, `${id}.mp4`)
    assert.equal(readFileSync(path).subarray(4, 8).toString('latin1'), 'ftyp', 'an MP4')
    const probe = JSON.parse(
      (await run('ffprobe', ['-v', 'error', '-count_frames', '-show_streams', '-of', 'json', path])).stdout,
    )
    assert.deepEqual(
      [probe.streams[0].codec_name, probe.streams[0].nb_read_frames],
      [id === webm ? 'vp9' : 'h264', '10'],
      'its frames copied, not encoded again',
    )
  }
  // The sample's json names the dataset's stored file (its sha256), which the mp4 is remuxed from.
  assert.equal(members.find((m) => m.name === `${webm}.json`)!.json!.sha256, sha(webmBytes))
})

test('a remuxed video whose stored bytes are not its recorded sha256 fails the export', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'hangar-wds-'))
  t.after(() => rmSync(root, { recursive: true, force: true }))
  const store = storeIn(join(root, 'store'))
  const [a] = ids(1) as [string]
  const clip = await clipIn('libx264', 'matroska')
  const datasets = [dataset({ id: a, link: store.put(`${a}/clip.mkv`, clip), sha256: sha(Buffer.from('x')) })]
  await assert.rejects(
    writeWebDatasetExport(datasets, folderWriter(join(root, 'out')), store.files, options()),
    /has the sha256 .*, not its recorded/,
  )
})

import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { REORDER_VALUES } from './mcap.ts'
import {
  jsonRecording,
  type Sent,
  TEN_OUT_OF_ORDER,
  type WriterVariant,
  writerVariants,
} from './mcap-variants.ts'
import { indexFiles, scratch, writeFiles } from './test-kit.ts'

/** A channel's samples as `[t, v]`, read back from level 0 of the index `indexFiles` built. */
function samplesOf(dir: string, main: string, file: string): [number, number][] {
  const bytes = readFileSync(join(dir, '.index', main.replace(/\W/g, '_'), `${file}.l0`))
  const f = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8)
  return Array.from({ length: f.length / 2 }, (_, i) => [f[2 * i]!, f[2 * i + 1]!])
}

const label = (v: WriterVariant) =>
  Object.entries(v)
    .filter(([, on]) => !on)
    .map(([k]) => `-${k}`)
    .join(' ') || 'all'

test('MCAP: every valid way of writing a file (chunks, indexes, statistics, summary repeats) gives the same 10 samples, in log-time order, from the earliest', async (t) => {
  const dir = scratch(t)
  const want = TEN_OUT_OF_ORDER.map((m) => [Number(m.atNs) / 1e9, m.v] as [number, number]).sort(
    (a, b) => a[0] - b[0],
  )
  const failures: string[] = []
  // Chunks of a message or two (out of order across chunks), and one chunk (out of order within it).
  const files = writerVariants().flatMap((variant) =>
    (variant.useChunks ? [64, 1 << 20] : [64]).map((chunkSize) => ({ variant, chunkSize })),
  )
  for (const { variant, chunkSize } of files) {
    const name = `${label(variant).replace(/\W+/g, '_')}_${chunkSize}.mcap`
    writeFiles(dir, { [name]: await jsonRecording(TEN_OUT_OF_ORDER, variant, chunkSize) })
    const { outcome, index } = await indexFiles(dir, name)
    const got = {
      outcome,
      channels: index?.channels.map((c) => [c.name, c.samples, c.start_seconds, c.end_seconds]),
      dropped: index?.dropped_samples,
      samples: index?.channels.length === 1 ? samplesOf(dir, name, index.channels[0]!.file) : null,
    }
    const expected = {
      outcome: { status: 'ready', duration_seconds: 0.9 },
      channels: [['/n.v', 10, 0, 0.9]],
      dropped: 0,
      samples: want,
    }
    try {
      assert.deepEqual(got, expected)
    } catch {
      failures.push(`${label(variant)} (chunks of ${chunkSize} bytes): ${JSON.stringify(got)}`)
    }
  }
  const tally = (kind: RegExp) => failures.filter((f) => kind.test(f)).length
  assert.equal(
    failures.length,
    0,
    `${failures.length} of ${files.length} files differ (${tally(/"failed"/)} failed, ${tally(/"channels":\[\]/)} without a channel, ${tally(/"dropped":[1-9]/)} with samples dropped):\n${failures.slice(0, 4).join('\n')}`,
  )
})

/** The bytes of `file` with the first occurrence of `from` replaced by `to` (as long). */
function replaced(file: Uint8Array, from: string, to: string): Uint8Array {
  const text = Buffer.from(file).toString('latin1')
  const at = text.indexOf(from)
  assert.ok(at >= 0 && from.length === to.length)
  const out = file.slice()
  out.set(Buffer.from(to, 'latin1'), at)
  return out
}

test('a truly corrupt MCAP still fails with a sentence: a chunk whose CRC is wrong, a chunk running past the end', async (t) => {
  const dir = scratch(t)
  const indexed = await jsonRecording(TEN_OUT_OF_ORDER, {}, 1 << 20)
  const unindexed = await jsonRecording(
    TEN_OUT_OF_ORDER,
    { useMessageIndex: false, useChunkIndex: false },
    1 << 20,
  )
  // One chunk holding every message: its first Chunk record (opcode 6) is the first byte 6 after
  // the Header, Schema and Channel records, none of which holds a 6 here.
  const pastEnd = (file: Uint8Array) => {
    const out = file.slice()
    const view = new DataView(out.buffer)
    let at = 8
    while (out[at] !== 6) at += 9 + Number(view.getBigUint64(at + 1, true))
    view.setBigUint64(at + 1, BigInt(out.length), true)
    return out
  }
  writeFiles(dir, {
    'crc-indexed.mcap': replaced(indexed, '{"v":30}', '{"v":31}'),
    'crc-unindexed.mcap': replaced(unindexed, '{"v":30}', '{"v":31}'),
    'past-end-indexed.mcap': pastEnd(indexed),
    'past-end-unindexed.mcap': pastEnd(unindexed),
  })
  const details: Record<string, string> = {}
  for (const name of ['crc-indexed', 'crc-unindexed', 'past-end-indexed', 'past-end-unindexed']) {
    const { outcome } = await indexFiles(dir, `${name}.mcap`)
    assert.equal(outcome.status, 'failed', `${name}: ${JSON.stringify(outcome)}`)
    details[name] = (outcome as { detail: string }).detail
  }
  t.diagnostic(JSON.stringify(details))
  assert.match(details['crc-indexed']!, /^The MCAP file is corrupt: Incorrect chunk CRC \d+ \(expected \d+\)/)
  assert.match(
    details['crc-unindexed']!,
    /^The MCAP file is corrupt: Incorrect chunk CRC \d+ \(expected \d+\)/,
  )
  assert.match(
    details['past-end-indexed']!,
    /^The MCAP file is corrupt: Chunk start offset \d+ does not point to chunk record/,
  )
  assert.match(details['past-end-unindexed']!, /^The MCAP file is truncated: it ends inside a record/)
})

/**
 * Messages of 64 values on /a, 1 ms apart from 1 s and in order, more than the reorder window
 * holds; then all of /b (10 ms apart from 0, one value each) and one /a of 1.0005 s.
 */
function lateStreams(window: number): Sent[] {
  const n = Math.ceil(window / 64) + 100
  const a = Array.from({ length: n }, (_, i) => ({
    topic: '/a',
    atNs: 1_000_000_000n + BigInt(i) * 1_000_000n,
    v: i,
    pad: 63,
  }))
  const b = Array.from({ length: 200 }, (_, i) => ({ topic: '/b', atNs: BigInt(i) * 10_000_000n, v: i }))
  return [...a, ...b, { topic: '/a', atNs: 1_000_500_000n, v: -1, pad: 63 }]
}

test('beyond the reorder window: a late message earlier than its channel is left out and counted; a late channel in order is kept, from the earliest time', async (t) => {
  const dir = scratch(t)
  const messages = lateStreams(REORDER_VALUES)
  const n = messages.length - 201
  writeFiles(dir, {
    'summary.mcap': await jsonRecording(messages, { useMessageIndex: false }, 1 << 16),
    'no-summary.mcap': await jsonRecording(
      messages,
      { useMessageIndex: false, useChunkIndex: false, useStatistics: false, useSummaryOffsets: false },
      1 << 16,
    ),
  })
  for (const name of ['summary.mcap', 'no-summary.mcap']) {
    const { outcome, index } = await indexFiles(dir, name)
    assert.equal(outcome.status, 'ready', `${name}: ${JSON.stringify(outcome)}`)
    const channel = (c: string) => index!.channels.find((x) => x.name === c)
    assert.deepEqual(
      ['/a.v', '/a.pad[62]', '/b.v'].map((c) => [c, channel(c)?.samples, channel(c)?.start_seconds]),
      [
        ['/a.v', n, 1],
        ['/a.pad[62]', n, 1],
        ['/b.v', 200, 0],
      ],
      name,
    )
    assert.equal(index!.dropped_samples, 64, name)
    assert.equal(index!.duration_seconds, 1 + (n - 1) / 1000, name)
  }
})

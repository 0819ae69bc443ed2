import assert from 'node:assert/strict'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { buildIndex } from '../build.ts'
import { scratch } from './test-kit.ts'

/**
 * The MCAP project's conformance corpus (foxglove/mcap `tests/conformance/data`, rebuilt byte for
 * byte by `mcap-corpus/rebuild.ts`): NoData, OneAttachment, OneMetadata, OneMessage,
 * OneSchemalessMessage and TenMessages (log times out of order), each written with every
 * combination of chunks, chunk and message indexes, statistics, repeated schemas and channels,
 * summary offsets and padded records. Their messages are of encodings Hangar does not decode.
 */
const corpus = fileURLToPath(new URL('./mcap-corpus/', import.meta.url))
const files = readdirSync(corpus, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(corpus, d.name)).map((f) => join(d.name, f)))
  .filter((f) => f.endsWith('.mcap'))
  .sort()

const index = (path: string, outDir: string) =>
  buildIndex({
    datasetId: 'corpus',
    main: { name: 'corpus.mcap', link: 'corpus.mcap', path },
    companions: [],
    metadata: {},
    outDir,
  })

test('MCAP conformance corpus: every one of its 416 valid files is ready', async (t) => {
  const out = scratch(t)
  assert.equal(files.length, 416)
  const differ: string[] = []
  for (const [i, f] of files.entries()) {
    const outcome = await index(join(corpus, f), join(out, String(i)))
    if (outcome.status !== 'ready' || outcome.duration_seconds !== null)
      differ.push(`${f}: ${JSON.stringify(outcome)}`)
  }
  assert.deepEqual(differ, [])
})

test('MCAP conformance corpus cut short by one byte: every file fails with a sentence', async (t) => {
  const out = scratch(t)
  const differ: string[] = []
  for (const [i, f] of files.entries()) {
    const bytes = readFileSync(join(corpus, f))
    const cut = join(out, `${i}.mcap`)
    writeFileSync(cut, bytes.subarray(0, bytes.length - 1))
    const outcome = await index(cut, join(out, String(i)))
    if (outcome.status !== 'failed' || !/^The MCAP file is (truncated|corrupt)/.test(outcome.detail))
      differ.push(`${f}: ${JSON.stringify(outcome)}`)
  }
  assert.deepEqual(differ, [])
})

import assert from 'node:assert/strict'
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'
import type { IndexJob, StreamSink } from '../model.ts'
import { MAX_CHANNELS } from '../summary-store.ts'
import { csvReader, jsonlReader, MAX_LINE_BYTES, parsedCells, readTable } from './table.ts'
import type { TableCells } from './table-cells.ts'
import { splitCells } from './table-split.ts'
import { peakMemoryOf } from './test-kit.ts'

const dir = mkdtempSync(join(tmpdir(), 'hangar-table-'))
after(() => rmSync(dir, { recursive: true, force: true }))

let files = 0
const file = (content: string | Uint8Array, ext = 'csv') => {
  const path = join(dir, `${++files}.${ext}`)
  writeFileSync(path, content)
  return path
}

/** What a sink is given, in order: units and samples. */
function recorder() {
  const got: unknown[] = []
  const sink: StreamSink = {
    sample: (name, t, v) => got.push([name, t, v]),
    unit: (name, unit) => got.push(['unit', name, unit]),
    video: () => {},
    image: () => {},
  }
  return { got, sink }
}

/** What the reader gives a sink for a file. */
async function read(path: string, link: string) {
  const { got, sink } = recorder()
  await csvReader.read({ main: { name: link, link, path } } as IndexJob, sink)
  return got
}

/** What the records of one split give a sink, or the sentence it stopped with. */
async function through(cells: AsyncGenerator<TableCells>): Promise<unknown[] | string> {
  const { got, sink } = recorder()
  try {
    await readTable(cells, sink)
  } catch (e) {
    return (e as Error).message
  }
  return got
}

describe('tables: the split of the bytes and csv-parse give the same samples on files without quotes', () => {
  const cases: [string, string, string][] = [
    ['plain', 't,a,b\n0,1,2\n0.5,3,4\n', 'csv'],
    ['a byte order mark, CRLF line ends, no newline at the end', '\uFEFFt,a\r\n0,1\r\n1,2', 'csv'],
    ['blank lines and spaces around fields', 't , a\n\n 0 , 1 \n\n \r\n1,2\n\n', 'csv'],
    ['tabs', 't\ta\tb\n0\t1\t2\n1\t3\t4\n', 'tsv'],
    [
      'ISO times, empty cells, NaN and text',
      'time,a,b\n2026-11-28T01:00:00Z,1,\n2026-11-28T01:00:01Z,NaN,x\n',
      'csv',
    ],
    ['multi-byte names and cells', 't,température_°C,b\n0,21.5,é\n1,21.6,\u00a01\u00a0\n', 'csv'],
    [
      // Every form Number() reads, and some it does not, by the hand parser or through Number().
      'numbers of every form',
      [
        't,a,b,c,d',
        '0,-0,+3,.5,5.',
        '1,1e5,1E-5,-1.5e+3,0x1F',
        '2,0.30000000000000004,12345678901234567890,1e400,-1e-400',
        '3,Infinity,-inf,true,1_000',
        '4,1.2.3,1e,e5,-',
        '5, 7 ,\t8\t,0000000000000000000001.5,123456789012345.6',
        '6,9007199254740993,900719925474099.3,4.9e-324,1.7976931348623157e308',
        '7,0.1e-22,1e22,1e23,0.000000000000000000000001',
        '8.000,1,2,3,4',
        'x,1,2,3,4',
        '9,,,,',
      ].join('\n'),
      'csv',
    ],
    ['a time that is not a number first', 't,a\nsoon,1\n2,3\n4,5\n', 'csv'],
  ]
  for (const [what, content, ext] of cases)
    test(what, async () => {
      const path = file(content, ext)
      const delimiter = ext === 'tsv' ? '\t' : ','
      const split = await through(splitCells(path, delimiter))
      assert.ok(Array.isArray(split) && split.length > 2, String(split))
      assert.deepEqual(split, await through(parsedCells(path, delimiter)))
    })

  test('the samples are the numbers written, -0 included', async () => {
    const got = await read(file('t,a,b\n0,-0,1.25\n0.5,-12.5e-1,0x10\n'), 'n.csv')
    assert.deepEqual(got, [
      ['unit', 'a', null],
      ['unit', 'b', null],
      ['a', 0, -0],
      ['b', 0, 1.25],
      ['a', 0.5, -1.25],
      ['b', 0.5, 16],
    ])
    assert.ok(Object.is((got[2] as number[])[2], -0))
  })

  test('a line with another number of fields, or too long, is refused in the same sentence', async () => {
    const contents = [
      't,a,b\n0,1,2\n1,2\n',
      't,a,b\n0,1,2\n1,2,3,4',
      `t,a\n0,${'1'.repeat(MAX_LINE_BYTES + 10)}\n1,2\n`,
      // Longer than a read: the line is held across reads until it ends or is too long.
      `t,a\n0,${'1'.repeat(600_000)}\n1,2\n2,${'2'.repeat(MAX_LINE_BYTES + 10)}\n3,4\n`,
    ]
    const sentences = [
      'Line 3 of the table has 2 fields where the header has 3.',
      'Line 3 of the table has 4 fields where the header has 3.',
      `Line 2 of the table is longer than ${MAX_LINE_BYTES} bytes.`,
      `Line 4 of the table is longer than ${MAX_LINE_BYTES} bytes.`,
    ]
    for (const [i, content] of contents.entries()) {
      const path = file(content)
      const split = await through(splitCells(path, ','))
      assert.equal(split, sentences[i])
      assert.equal(split, await through(parsedCells(path, ',')))
    }
  })

  test('a line longer than a read, within the bound, is read whole', async () => {
    const long = '1'.repeat(700_000)
    const path = file(`t,a,b\n0,${long},2\n1,3,4\n`)
    const split = await through(splitCells(path, ','))
    assert.deepEqual(split, await through(parsedCells(path, ',')))
    assert.deepEqual((split as unknown[])[2], ['a', 0, Number(long)])
  })
})

test('files read one after another, the buffers kept between them, each give their own samples', async () => {
  // A line longer than a read grows the buffers (not kept after); one cut short stops half-way.
  const long = file(`t,a\n0,${'7'.repeat(400_000)}\n1,2\n`)
  const ragged = file('t,a,b\n0,1,2\n1,2\n')
  const rows = (n: number, k: number) =>
    `t,x,y\n${Array.from({ length: n }, (_, i) => `${i / 10},${i * k},${-i}`).join('\n')}\n`
  const small = [file(rows(3000, 2)), file(rows(10, 3)), file(rows(1, 5))]
  const expected = await Promise.all(small.map((p) => through(parsedCells(p, ','))))
  for (let round = 0; round < 2; round++) {
    assert.equal((await through(splitCells(long, ','))).length, 3)
    assert.match(String(await through(splitCells(ragged, ','))), /Line 3 of the table has 2 fields/)
    // Two at once, as two readers of a thread would.
    const [a, b] = await Promise.all([
      through(splitCells(small[0]!, ',')),
      through(splitCells(small[1]!, ',')),
    ])
    assert.deepEqual([a, b, await through(splitCells(small[2]!, ','))], expected)
  }
})

test('a file with quotes is read by csv-parse: a delimiter inside quotes stays in its field', async () => {
  const got = await read(file('t,"a, the first",b\n0,"1",2\n1,3,4\n'), 'q.csv')
  assert.deepEqual(got, [
    ['unit', 'a, the first', null],
    ['unit', 'b', null],
    ['a, the first', 0, 1],
    ['b', 0, 2],
    ['a, the first', 1, 3],
    ['b', 1, 4],
  ])
})

test('columns past the first MAX_CHANNELS besides time are left out, wherever time is', async () => {
  const names = Array.from({ length: MAX_CHANNELS + 5 }, (_, i) => `c${i}`)
  for (const at of [0, MAX_CHANNELS + 3]) {
    const header = [...names]
    header.splice(at, 0, 't')
    const row = header.map((h) => (h === 't' ? '2' : '1'))
    const got = await read(file(`${header.join(',')}\n${row.join(',')}\n`), 'wide.csv')
    const sampled = got.filter((g) => (g as unknown[])[0] !== 'unit').map((g) => (g as string[])[0])
    assert.deepEqual(sampled, names.slice(0, MAX_CHANNELS), `time at ${at}`)
    assert.equal(got.length, 2 * MAX_CHANNELS)
  }
})

test('JSON Lines: fields past the first MAX_CHANNELS names are left out, as columns of a table are', async () => {
  const row = (t: number) =>
    JSON.stringify({
      t,
      ...Object.fromEntries(Array.from({ length: MAX_CHANNELS + 5 }, (_, i) => [`f${i}`, i])),
    })
  const path = file(`${row(0)}\n${row(1)}\n`, 'jsonl')
  const got: string[] = []
  const sink: StreamSink = { sample: (name) => got.push(name), unit() {}, video() {}, image() {} }
  await jsonlReader.read({ main: { name: 'a.jsonl', link: 'a.jsonl', path } } as IndexJob, sink)
  const first = Array.from({ length: MAX_CHANNELS }, (_, i) => `f${i}`)
  assert.deepEqual(got, [...first, ...first])
})

test('hostile tables are refused or read in bounded memory, indexed and checked', async (t) => {
  const MiB = 1 << 20
  /** A file written in pieces: `head`, then `body` `times` times. */
  const pieces = (name: string, head: string, body: string, times: number) => {
    const path = join(dir, name)
    const fd = openSync(path, 'w')
    writeSync(fd, head)
    const chunk = Buffer.from(body)
    for (let i = 0; i < times; i++) writeSync(fd, chunk)
    closeSync(fd)
    return path
  }
  const COLUMNS = 1_000_000
  const WIDE = 200_000
  const wideNames = Array.from({ length: WIDE }, (_, i) => i.toString(36).padStart(4, '0')).join(',')
  const wideRows = Array.from({ length: 20 }, (_, i) => `${i},${`${i % 10},`.repeat(WIDE - 1)}${i % 10}\n`)
  const paths = [
    // 32 MB on one line (32 times the bound), no newline anywhere after the header.
    pieces('line.csv', 't,a\n0,', '1'.repeat(MiB), 32),
    // A million columns (empty names and cells: a value needs two bytes of the line's 1 MiB).
    pieces('columns.csv', `t${','.repeat(COLUMNS - 1)}\n`, `1${','.repeat(COLUMNS - 1)}\n`, 5),
    // 200,000 columns of distinct names and values: the checks' state for each would be 2.8 GB
    // (unchecked: the checks took the probe to 1,947 MB).
    pieces('wide.csv', `t,${wideNames}\n`, wideRows.join(''), 1),
    // A quote opened and never closed, 32 MB after it, and in a short file.
    pieces('quote.csv', 't,a\n0,"1\n', '1,2\n'.repeat(MiB / 4), 32),
    pieces('short-quote.csv', 't,a\n0,1\n1,"2\n2,3\n', '', 0),
  ]
  const index = await peakMemoryOf(['index', ...paths])
  const checks = await peakMemoryOf(['check', ...paths])
  for (const [what, probe] of [
    ['indexing', index],
    ['checks', checks],
  ] as const)
    t.diagnostic(
      `${what}: peak RSS ${probe.peakMb} MB: ${probe.results.map((r) => `${r.file} ${r.peakMb}`).join(', ')}`,
    )
  const outcome = (probe: typeof index, file: string) => probe.results.find((r) => r.file === file)!.result
  const refused = {
    'line.csv': `Line 2 of the table is longer than ${MiB} bytes.`,
    'quote.csv': `Line 262146 of the table is longer than ${MiB} bytes.`,
    'short-quote.csv': 'The table is not valid CSV near line 4.',
  }
  for (const [name, detail] of Object.entries(refused)) {
    assert.deepEqual(outcome(index, name), { status: 'failed', detail }, name)
    assert.deepEqual(outcome(checks, name), { error: detail }, name)
  }
  assert.deepEqual(outcome(index, 'columns.csv'), { status: 'ready', duration_seconds: null })
  assert.deepEqual(outcome(checks, 'columns.csv'), { findings: 0, codes: [] })
  assert.deepEqual(outcome(index, 'wide.csv'), { status: 'ready', duration_seconds: 19 })
  assert.equal((outcome(checks, 'wide.csv') as { findings: number }).findings, MAX_CHANNELS)
  // The probe alone is 120–160 MB; the wide table's 2,000 channels add about 50–80.
  for (const probe of [index, checks]) assert.ok(probe.peakMb < 350, `peak RSS ${probe.peakMb} MB`)
})

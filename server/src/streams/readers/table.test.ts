import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'
import type { IndexJob, StreamSink } from '../model.ts'
import { csvReader, MAX_LINE_BYTES, parsedRecords, splitRecords } from './table.ts'

const dir = mkdtempSync(join(tmpdir(), 'hangar-table-'))
after(() => rmSync(dir, { recursive: true, force: true }))

let files = 0
const file = (content: string, ext = 'csv') => {
  const path = join(dir, `${++files}.${ext}`)
  writeFileSync(path, content)
  return path
}

/** Every record a path gives, fields trimmed (the cells' parsers trim them). */
async function records(gen: AsyncGenerator<string[][]>): Promise<string[][]> {
  const out: string[][] = []
  for await (const batch of gen) for (const r of batch) out.push(r.map((f) => f.trim()))
  return out
}

/** What the reader gives a sink: units and samples, in order. */
async function read(path: string, link: string) {
  const got: unknown[] = []
  const sink: StreamSink = {
    sample: (name, t, v) => got.push([name, t, v]),
    unit: (name, unit) => got.push(['unit', name, unit]),
    video: () => {},
    image: () => {},
  }
  await csvReader.read({ main: { name: link, link, path } } as IndexJob, sink)
  return got
}

describe('tables: the split path and csv-parse agree on files without quotes', () => {
  const cases: [string, string, string][] = [
    ['plain', 't,a,b\n0,1,2\n0.5,3,4\n', 'csv'],
    ['a byte order mark, CRLF line ends, no newline at the end', '\uFEFFt,a\r\n0,1\r\n1,2', 'csv'],
    ['blank lines and spaces around fields', 't , a\n\n 0 , 1 \n\n1,2\n\n', 'csv'],
    ['tabs', 't\ta\tb\n0\t1\t2\n1\t3\t4\n', 'tsv'],
    [
      'ISO times, empty cells, NaN and text',
      'time,a,b\n2026-11-28T01:00:00Z,1,\n2026-11-28T01:00:01Z,NaN,x\n',
      'csv',
    ],
    ['multi-byte names', 't,température_°C\n0,21.5\n1,21.6\n', 'csv'],
  ]
  for (const [what, content, ext] of cases)
    test(what, async () => {
      const path = file(content, ext)
      const delimiter = ext === 'tsv' ? '\t' : ','
      assert.deepEqual(
        await records(splitRecords(path, delimiter)),
        await records(parsedRecords(path, delimiter)),
      )
    })

  test('a line with another number of fields, or too long, is refused in the same sentence', async () => {
    for (const content of ['t,a,b\n0,1,2\n1,2\n', `t,a\n0,${'1'.repeat(MAX_LINE_BYTES + 10)}\n1,2\n`]) {
      const path = file(content)
      const sentence = async (gen: AsyncGenerator<string[][]>) => {
        try {
          await records(gen)
        } catch (e) {
          return (e as Error).message
        }
        return 'no error'
      }
      const split = await sentence(splitRecords(path, ','))
      assert.equal(split, await sentence(parsedRecords(path, ',')))
      assert.match(
        split,
        /^Line (2|3) of the table (has 2 fields where the header has 3|is longer than \d+ bytes)\.$/,
      )
    }
  })
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

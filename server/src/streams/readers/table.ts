import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { extname } from 'node:path'
import { parse } from 'csv-parse'
import { type IndexJob, type StreamReader, type StreamSink, UnreadableError } from '../model.ts'
import { numericLeaves, unitFromName } from '../names.ts'
import { MAX_CHANNELS } from '../summary-store.ts'
import { parseTime, TIME_COLUMNS, timeColumn } from '../time.ts'
import { lineTooLong, MAX_LINE_BYTES, RecordCells, raggedLine, type TableCells } from './table-cells.ts'
import { splitCells } from './table-split.ts'

export { MAX_LINE_BYTES } from './table-cells.ts'

const NO_TIME = `has no ${TIME_COLUMNS.join(', ').replace(/, (?=[^,]*$)/, ' or ')} column`

/** Seconds from the first row's time. */
class Clock {
  private origin: number | undefined
  at(t: number | undefined): number | undefined {
    if (t === undefined) return undefined
    this.origin ??= t
    return t - this.origin
  }
}

/**
 * CSV (or TSV) with a header row. A file without a quote character anywhere is split by hand, in
 * its bytes (`table-split.ts`); one with quotes goes to csv-parse, whose quoting rules (a delimiter
 * or a line break inside quotes) need it. Why two: csv-parse's records cost several times the
 * split's time (docs/streams.md#tables), and robot logs are numbers without quotes. Looking for a
 * quote first reads the raw bytes once more, at memory speed.
 */
export const csvReader: StreamReader = {
  format: 'csv',
  accepts: (job) => ['.csv', '.tsv'].includes(extname(job.main.link).toLowerCase()),
  async read(job: IndexJob, sink: StreamSink) {
    const delimiter = extname(job.main.link).toLowerCase() === '.tsv' ? '\t' : ','
    const quoted = await holdsQuote(job.main.path)
    await readTable(
      quoted ? parsedCells(job.main.path, delimiter) : splitCells(job.main.path, delimiter),
      sink,
    )
  },
}

/**
 * A table's records into a sink: the first is the header, each later one a row at its time cell's
 * time, one sample per numeric cell. Columns past the first MAX_CHANNELS besides time are left out
 * (an index keeps no more channels): a header of a million columns costs its names, not a million
 * channels' state in the checks.
 */
export async function readTable(batches: AsyncIterable<TableCells>, sink: StreamSink): Promise<void> {
  let names: string[] | undefined
  let tIndex = -1
  let columns = 0
  const clock = new Clock()
  for await (const cells of batches) {
    let row = 0
    if (!names) {
      if (cells.rows === 0) continue
      const header = Array.from({ length: cells.width }, (_, j) => cells.text(0, j).trim())
      const i = timeColumn(header)
      if (i === undefined) throw new UnreadableError(`The table ${NO_TIME}.`)
      tIndex = i
      columns = Math.min(header.length, MAX_CHANNELS + (tIndex <= MAX_CHANNELS ? 1 : 0))
      names = header.slice(0, columns)
      for (let j = 0; j < columns; j++) if (j !== tIndex) sink.unit(names[j]!, unitFromName(names[j]!))
      row = 1
    }
    for (; row < cells.rows; row++) {
      const t = clock.at(cells.time(row, tIndex))
      if (t === undefined) continue
      for (let j = 0; j < columns; j++) {
        if (j === tIndex) continue
        const v = cells.value(row, j)
        if (v !== undefined) sink.sample(names[j]!, t, v)
      }
    }
  }
  if (!names) throw new UnreadableError('The file is empty.')
}

/**
 * Whether the file holds a quote character (`"`) anywhere, looked for in its raw bytes, a read
 * at a time into a buffer kept between files (a stream's buffers and machinery cost more than the
 * search, for the small files an export reads by the thousand).
 */
async function holdsQuote(path: string): Promise<boolean> {
  const file = await open(path, 'r')
  const buffer = quoteBuffers.pop() ?? Buffer.allocUnsafe(QUOTE_READ)
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null)
      if (bytesRead === 0) return false
      if (buffer.subarray(0, bytesRead).indexOf(0x22) >= 0) return true
    }
  } finally {
    if (quoteBuffers.length < 4) quoteBuffers.push(buffer)
    await file.close()
  }
}

/** A read's size (the stream's before), and the buffers kept: at most four reads at once a thread. */
const QUOTE_READ = 1 << 20
const quoteBuffers: Buffer[] = []

/** The records of any CSV, by csv-parse (quotes), one at a time; its errors as sentences. */
export async function* parsedCells(path: string, delimiter: string): AsyncGenerator<TableCells> {
  const parser = createReadStream(path).pipe(
    parse({
      delimiter,
      max_record_size: MAX_LINE_BYTES,
      skip_empty_lines: true,
      bom: true,
      trim: true,
    }),
  )
  let line = 0
  let width: number | undefined
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line++
      width ??= record.length
      yield new RecordCells([record])
    }
  } catch (err) {
    const e = err as { code?: string; lines?: number; record?: unknown[]; message?: string }
    if (e.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH' || e.code === 'CSV_INCONSISTENT_RECORD_LENGTH')
      throw raggedLine(e.lines ?? line + 1, e.record?.length ?? 'a different number of', width)
    if (e.code === 'CSV_MAX_RECORD_SIZE') throw lineTooLong(e.lines ?? line + 1)
    if (typeof e.code === 'string' && e.code.startsWith('CSV_'))
      throw new UnreadableError(`The table is not valid CSV near line ${e.lines ?? line + 1}.`)
    throw err
  }
}

/** Lines of a file, each at most MAX_LINE_BYTES, without holding more than one line and a chunk. */
async function* lines(path: string): AsyncGenerator<string> {
  let pending = ''
  let n = 0
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 16 })) {
    let start = 0
    const s = chunk as string
    for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', start)) {
      n++
      yield pending + s.slice(start, i)
      pending = ''
      start = i + 1
    }
    pending += s.slice(start)
    if (pending.length > MAX_LINE_BYTES)
      throw new UnreadableError(`Line ${n + 1} of the file is longer than ${MAX_LINE_BYTES} bytes.`)
  }
  if (pending.trim() !== '') yield pending
}

/** JSON Lines: one object per line; nested fields are channels by their path (`base.x`). */
export const jsonlReader: StreamReader = {
  format: 'jsonl',
  accepts: (job) => ['.jsonl', '.ndjson'].includes(extname(job.main.link).toLowerCase()),
  async read(job: IndexJob, sink: StreamSink) {
    const clock = new Clock()
    // Fields past the first MAX_CHANNELS names are not read, as a table's columns (readTable).
    const names = new Set<string>()
    const sample = (name: string, t: number, v: number) => {
      if (!names.has(name)) {
        if (names.size >= MAX_CHANNELS) return
        names.add(name)
      }
      sink.sample(name, t, v)
    }
    let n = 0
    let any = false
    for await (const raw of lines(job.main.path)) {
      n++
      const text = raw.trim()
      if (text === '') continue
      any = true
      let row: unknown
      try {
        row = JSON.parse(text)
      } catch {
        throw new UnreadableError(`Line ${n} of the file is not JSON.`)
      }
      if (!row || typeof row !== 'object' || Array.isArray(row))
        throw new UnreadableError(`Line ${n} of the file is not a JSON object.`)
      const obj = row as Record<string, unknown>
      const key = TIME_COLUMNS.find((k) => k in obj)
      if (key === undefined) throw new UnreadableError(`Line ${n} of the file ${NO_TIME}.`)
      const t = clock.at(parseTime(obj[key]))
      if (t === undefined) continue
      for (const [k, v] of Object.entries(obj)) {
        if (k === key) continue
        numericLeaves(v, k, (name, value) => sample(name, t, value))
      }
    }
    if (!any) throw new UnreadableError('The file is empty.')
  },
}

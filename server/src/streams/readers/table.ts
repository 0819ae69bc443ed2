import { createReadStream } from 'node:fs'
import { extname } from 'node:path'
import { parse } from 'csv-parse'
import { type IndexJob, type StreamReader, type StreamSink, UnreadableError } from '../model.ts'
import { numericLeaves, unitFromName } from '../names.ts'
import { parseTime, parseValue, TIME_COLUMNS, timeColumn } from '../time.ts'

/** A line longer than this is not a table's line (docs/streams.md#limits). */
export const MAX_LINE_BYTES = 1 << 20

const NO_TIME = `has no ${TIME_COLUMNS.join(', ').replace(/, (?=[^,]*$)/, ' or ')} column`

/** Seconds from the first row's time. */
class Clock {
  private origin: number | undefined
  at(raw: unknown): number | undefined {
    const t = parseTime(raw)
    if (t === undefined) return undefined
    this.origin ??= t
    return t - this.origin
  }
}

/**
 * CSV (or TSV) with a header row. A file without a quote character anywhere is split by hand, line
 * by line and field by field; one with quotes goes to csv-parse, whose quoting rules (a delimiter
 * or a line break inside quotes) need it. Why two: csv-parse's records cost twice the time of the
 * split (1 GB read at about 13 MB/s, docs/streams.md#tables), and robot logs are numbers without
 * quotes. Looking for a quote first reads the raw bytes once more, at memory speed.
 */
export const csvReader: StreamReader = {
  format: 'csv',
  accepts: (job) => ['.csv', '.tsv'].includes(extname(job.main.link).toLowerCase()),
  async read(job: IndexJob, sink: StreamSink) {
    const delimiter = extname(job.main.link).toLowerCase() === '.tsv' ? '\t' : ','
    const batches = (await holdsQuote(job.main.path))
      ? parsedRecords(job.main.path, delimiter)
      : splitRecords(job.main.path, delimiter)
    let header: string[] | undefined
    let tIndex = -1
    const clock = new Clock()
    for await (const batch of batches) {
      for (const record of batch) {
        if (!header) {
          header = record.map((h) => h.trim())
          const i = timeColumn(header)
          if (i === undefined) throw new UnreadableError(`The table ${NO_TIME}.`)
          tIndex = i
          for (const [j, h] of header.entries()) if (j !== tIndex) sink.unit(h, unitFromName(h))
          continue
        }
        const t = clock.at(record[tIndex])
        if (t === undefined) continue
        for (let j = 0; j < record.length; j++) {
          if (j === tIndex) continue
          const v = parseValue(record[j])
          if (v !== undefined) sink.sample(header[j]!, t, v)
        }
      }
    }
    if (!header) throw new UnreadableError('The file is empty.')
  },
}

/** Whether the file holds a quote character (`"`) anywhere, looked for in its raw bytes. */
async function holdsQuote(path: string): Promise<boolean> {
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }))
    if ((chunk as Buffer).indexOf(0x22) >= 0) return true
  return false
}

const ragged = (line: number, fields: number | string, header: number | undefined) =>
  new UnreadableError(`Line ${line} of the table has ${fields} fields where the header has ${header}.`)
const tooLong = (line: number) =>
  new UnreadableError(`Line ${line} of the table is longer than ${MAX_LINE_BYTES} bytes.`)

/**
 * The records of a file without quotes, a chunk's worth at a time: lines split at `\n` (a `\r`
 * before it, and a byte order mark at the start, dropped), blank lines skipped, fields split at the
 * delimiter and left untrimmed (the cells' parsers trim). The same sentences as csv-parse's path
 * for a line with another number of fields than the header, or longer than MAX_LINE_BYTES.
 */
export async function* splitRecords(path: string, delimiter: string): AsyncGenerator<string[][]> {
  let pending = ''
  let line = 0
  let width: number | undefined
  let first = true
  // 256 KB at a time: a chunk's records are held as strings until the sink has them.
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 18 })) {
    let text = pending + (chunk as string)
    if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    first = false
    const batch: string[][] = []
    let start = 0
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      line++
      if (end - start > MAX_LINE_BYTES) throw tooLong(line)
      const raw = text.slice(start, end)
      start = end + 1
      // Only a line that starts blank can be blank: the others are not trimmed (a copy each).
      if (raw.length === 0 || (raw.charCodeAt(0) <= 32 && raw.trim() === '')) continue
      const fields = raw.split(delimiter)
      width ??= fields.length
      if (fields.length !== width) throw ragged(line, fields.length, width)
      batch.push(fields)
    }
    pending = text.slice(start)
    if (pending.length > MAX_LINE_BYTES) throw tooLong(line + 1)
    if (batch.length) yield batch
  }
  if (pending.trim() !== '') {
    const fields = pending.split(delimiter)
    width ??= fields.length
    if (fields.length !== width) throw ragged(line + 1, fields.length, width)
    yield [fields]
  }
}

/** The records of any CSV, by csv-parse (quotes), one at a time; its errors as sentences. */
export async function* parsedRecords(path: string, delimiter: string): AsyncGenerator<string[][]> {
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
      yield [record]
    }
  } catch (err) {
    const e = err as { code?: string; lines?: number; record?: unknown[]; message?: string }
    if (e.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH' || e.code === 'CSV_INCONSISTENT_RECORD_LENGTH')
      throw ragged(e.lines ?? line + 1, e.record?.length ?? 'a different number of', width)
    if (e.code === 'CSV_MAX_RECORD_SIZE') throw tooLong(e.lines ?? line + 1)
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
      const t = clock.at(obj[key])
      if (t === undefined) continue
      for (const [k, v] of Object.entries(obj)) {
        if (k === key) continue
        numericLeaves(v, k, (name, value) => sink.sample(name, t, value))
      }
    }
    if (!any) throw new UnreadableError('The file is empty.')
  },
}

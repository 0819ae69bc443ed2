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

/** CSV with a header row, read by csv-parse as a stream. */
export const csvReader: StreamReader = {
  format: 'csv',
  accepts: (job) => ['.csv', '.tsv'].includes(extname(job.main.link).toLowerCase()),
  async read(job: IndexJob, sink: StreamSink) {
    const parser = createReadStream(job.main.path).pipe(
      parse({
        delimiter: extname(job.main.link).toLowerCase() === '.tsv' ? '\t' : ',',
        max_record_size: MAX_LINE_BYTES,
        skip_empty_lines: true,
        bom: true,
        trim: true,
      }),
    )
    let header: string[] | undefined
    let tIndex = -1
    const clock = new Clock()
    let line = 0
    try {
      for await (const record of parser as AsyncIterable<string[]>) {
        line++
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
    } catch (err) {
      if (err instanceof UnreadableError) throw err
      const e = err as { code?: string; lines?: number; record?: unknown[]; message?: string }
      if (e.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH' || e.code === 'CSV_INCONSISTENT_RECORD_LENGTH')
        throw new UnreadableError(
          `Line ${e.lines ?? line + 1} of the table has ${e.record?.length ?? 'a different number of'} fields where the header has ${header?.length}.`,
        )
      if (e.code === 'CSV_MAX_RECORD_SIZE')
        throw new UnreadableError(
          `Line ${e.lines ?? line + 1} of the table is longer than ${MAX_LINE_BYTES} bytes.`,
        )
      if (typeof e.code === 'string' && e.code.startsWith('CSV_'))
        throw new UnreadableError(`The table is not valid CSV near line ${e.lines ?? line + 1}.`)
      throw err
    }
    if (!header) throw new UnreadableError('The file is empty.')
  },
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

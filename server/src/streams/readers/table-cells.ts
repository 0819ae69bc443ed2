import { UnreadableError } from '../model.ts'
import { parseTime, parseValue } from '../time.ts'

/** A line longer than this is not a table's line (docs/streams.md#limits). */
export const MAX_LINE_BYTES = 1 << 20

/** The sentences of both splits for a line of another width than the header's, or too long. */
export const raggedLine = (line: number, fields: number | string, header: number | undefined) =>
  new UnreadableError(`Line ${line} of the table has ${fields} fields where the header has ${header}.`)
export const lineTooLong = (line: number) =>
  new UnreadableError(`Line ${line} of the table is longer than ${MAX_LINE_BYTES} bytes.`)

/**
 * A batch of a table's records, all of `width` cells, read cell by cell: as text (untrimmed), as a
 * value (`parseValue`'s rules) or as a time (`parseTime`'s). Both ways of splitting a table give
 * these, so the reader turns cells into samples in one place whichever split them; a batch is only
 * valid until the next one is asked for (the split reuses its buffers).
 */
export interface TableCells {
  readonly rows: number
  readonly width: number
  text(row: number, col: number): string
  value(row: number, col: number): number | undefined
  time(row: number, col: number): number | undefined
}

/** Records already split into strings (csv-parse's). */
export class RecordCells implements TableCells {
  readonly rows: number
  readonly width: number

  constructor(private readonly records: readonly (readonly string[])[]) {
    this.rows = records.length
    this.width = records[0]?.length ?? 0
  }

  text(row: number, col: number): string {
    return this.records[row]![col]!
  }
  value(row: number, col: number): number | undefined {
    return parseValue(this.records[row]![col])
  }
  time(row: number, col: number): number | undefined {
    return parseTime(this.records[row]![col])
  }
}

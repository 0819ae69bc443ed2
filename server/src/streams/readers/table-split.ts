import { open } from 'node:fs/promises'
import { parseTime, parseValue } from '../time.ts'
import { decimalAt, isSpace } from './decimal.ts'
import { lineTooLong, MAX_LINE_BYTES, raggedLine, type TableCells } from './table-cells.ts'

/** Bytes read at a time; what a batch holds is these bytes and their cells' bounds, no strings. */
const CHUNK = 1 << 18

const NEWLINE = 0x0a
const CR = 0x0d

/**
 * The split's batch: cells as byte ranges of the bytes read. Row r's cell c runs from
 * `bounds[r * (width + 1) + c]` to one byte before `bounds[r * (width + 1) + c + 1]` (its
 * delimiter, or the line's end). A cell becomes a string only when it is not a plain decimal.
 */
class SplitCells implements TableCells {
  rows = 0
  width = 0
  bytes: Buffer = Buffer.alloc(0)
  bounds: Int32Array = new Int32Array(0)

  text(row: number, col: number): string {
    const b = row * (this.width + 1) + col
    return this.bytes.toString('utf8', this.bounds[b]!, this.bounds[b + 1]! - 1)
  }
  value(row: number, col: number): number | undefined {
    const b = row * (this.width + 1) + col
    const start = this.bounds[b]!
    const end = this.bounds[b + 1]! - 1
    if (start === end) return undefined
    const v = decimalAt(this.bytes, start, end)
    return Number.isNaN(v) ? parseValue(this.bytes.toString('utf8', start, end)) : v
  }
  time(row: number, col: number): number | undefined {
    const b = row * (this.width + 1) + col
    const start = this.bounds[b]!
    const end = this.bounds[b + 1]! - 1
    const t = decimalAt(this.bytes, start, end)
    return Number.isNaN(t) ? parseTime(this.bytes.toString('utf8', start, end)) : t
  }
}

/** Finds the lines and cells of the bytes read; keeps the line count and width between reads. */
class LineSplitter {
  /** Lines seen, blank ones included (the number a sentence gives). */
  line = 0
  /** The header's cells; 0 until it is seen. */
  width = 0

  constructor(private readonly delimiter: number) {}

  /**
   * Splits the complete lines of `bytes[start, end)` into `cells` (bounds written from 0): lines
   * at `\n`, a `\r` before it dropped (the cells' parsers trim it anyway), blank lines skipped.
   * Returns where the incomplete line at the end starts.
   */
  split(cells: SplitCells, start: number, end: number): number {
    const { bytes, bounds } = cells
    const delimiter = this.delimiter
    let rows = 0
    let k = 0
    let lineStart = start
    bounds[k++] = lineStart
    for (let i = start; i < end; i++) {
      const c = bytes[i]!
      if (c === delimiter) bounds[k++] = i + 1
      else if (c === NEWLINE) {
        this.line++
        if (i - lineStart > MAX_LINE_BYTES) throw lineTooLong(this.line)
        const rowBase = rows * (this.width + 1)
        // As the string split did: only a line that starts blank can be blank.
        if (i === lineStart || (bytes[lineStart]! <= 0x20 && blank(bytes, lineStart, i))) k = rowBase
        else {
          bounds[k++] = (bytes[i - 1] === CR ? i - 1 : i) + 1
          this.row(k - rowBase - 1, this.line)
          rows++
          k = rows * (this.width + 1)
        }
        lineStart = i + 1
        bounds[k++] = lineStart
      }
    }
    if (end - lineStart > MAX_LINE_BYTES) throw lineTooLong(this.line + 1)
    cells.rows = rows
    cells.width = this.width
    return lineStart
  }

  /** The last line when the file does not end with a newline: one row, or none when blank. */
  last(cells: SplitCells, start: number, end: number): void {
    cells.rows = 0
    if (blank(cells.bytes, start, end)) return
    const { bytes, bounds } = cells
    let k = 0
    bounds[k++] = start
    for (let i = start; i < end; i++) if (bytes[i] === this.delimiter) bounds[k++] = i + 1
    bounds[k++] = (bytes[end - 1] === CR ? end - 1 : end) + 1
    this.row(k - 1, this.line + 1)
    cells.rows = 1
    cells.width = this.width
  }

  private row(cells: number, line: number): void {
    if (this.width === 0) this.width = cells
    else if (cells !== this.width) throw raggedLine(line, cells, this.width)
  }
}

/** Whether bytes[start, end) hold only white space (`trim()`'s, decoded when not ASCII). */
function blank(bytes: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = bytes[i]!
    if (c >= 0x80) return bytes.toString('utf8', start, end).trim() === ''
    if (!isSpace(c)) return false
  }
  return true
}

/**
 * The records of a file without quotes, a read's worth at a time, split in its bytes: lines at
 * `\n` (a `\r` before it, and a byte order mark at the start, dropped), blank lines skipped, cells
 * at the delimiter, left untrimmed (the cells' parsers trim). The same sentences as csv-parse's
 * path for a line with another number of fields than the header, or longer than MAX_LINE_BYTES.
 * Memory: one read and the line it ends in (at most MAX_LINE_BYTES), and their bounds.
 */
export async function* splitCells(path: string, delimiter: string): AsyncGenerator<TableCells> {
  const file = await open(path, 'r')
  const cells = new SplitCells()
  try {
    const splitter = new LineSplitter(delimiter.charCodeAt(0))
    const kept = spare.pop()
    if (kept) {
      cells.bytes = kept.bytes
      cells.bounds = kept.bounds
    }
    let held = 0
    let first = true
    for (;;) {
      if (cells.bytes.length - held < CHUNK) {
        // At first, and when a line longer than a read is held: room for it and one more read.
        const grown = Buffer.allocUnsafe(held + CHUNK)
        cells.bytes.copy(grown, 0, 0, held)
        cells.bytes = grown
        // Each line of n bytes and its newline has at most n + 2 bounds.
        cells.bounds = new Int32Array(2 * grown.length + 2)
      }
      const { bytesRead } = await file.read(cells.bytes, held, CHUNK, null)
      if (bytesRead === 0) break
      const end = held + bytesRead
      let start = 0
      if (first && end >= 3 && cells.bytes[0] === 0xef && cells.bytes[1] === 0xbb && cells.bytes[2] === 0xbf)
        start = 3
      first = false
      const rest = splitter.split(cells, start, end)
      if (cells.rows > 0) yield cells
      cells.bytes.copyWithin(0, rest, end)
      held = end - rest
    }
    if (held > 0) {
      splitter.last(cells, 0, held)
      if (cells.rows > 0) yield cells
    }
  } finally {
    await file.close()
    // Kept for the next file unless grown for a long line (a worker reads thousands of small files).
    if (cells.bytes.length === CHUNK && spare.length < SPARES)
      spare.push({ bytes: cells.bytes, bounds: cells.bounds })
  }
}

/**
 * A read's buffer and its bounds (2.3 MB between them), kept between files: allocated for each,
 * they were most of the cost of reading a small table in a reading worker, whose bounded heap
 * answers that much memory outside it with a full collection every few files
 * (docs/exports.md#measured). One per file read at the same time, up to {@link SPARES}.
 */
const spare: { bytes: Buffer; bounds: Int32Array }[] = []
const SPARES = 4

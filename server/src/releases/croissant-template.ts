import { randomBytes } from 'node:crypto'

/**
 * A Croissant document serialized once with holes where its signed links go
 * (docs/releases.md#croissant). The links are the only part that changes with time; everything
 * else is fixed for a release and its recalls, so it is built and serialized once, and an answer
 * only signs the links and copies the fixed bytes between them. Pure: no SQL, no HTTP.
 */
export interface CroissantTemplate {
  /** The document's UTF-8 bytes without its links. */
  readonly text: Buffer
  /** Where each link goes in `text` (byte offsets, ascending). */
  readonly holes: readonly number[]
  /** The stored file each link points to, in the order of the holes. */
  readonly paths: readonly string[]
  /** Bytes of the fixed text, to weigh the template in a cache. */
  readonly size: number
}

/**
 * Builds the document through `build`, giving it `link(path)` for each file's URL: a placeholder
 * no dataset name or note could contain (a random nonce per template), found again in the
 * serialized text.
 */
export function croissantTemplate(build: (link: (path: string) => string) => unknown): CroissantTemplate {
  const nonce = randomBytes(12).toString('hex')
  const paths: string[] = []
  const text = JSON.stringify(
    build((path) => {
      paths.push(path)
      return `\u2063${nonce}:${paths.length - 1}`
    }),
  )
  // JSON.stringify writes U+2063 as itself, so each placeholder is `"<mark><nonce>:<i>"`: found
  // in the bytes (a native search) and left out of them, no string of the document cut up.
  const whole = Buffer.from(text)
  const mark = Buffer.from(`"\u2063${nonce}:`)
  const out = Buffer.allocUnsafe(whole.length)
  const holes: number[] = []
  const order: string[] = []
  let from = 0
  let to = 0
  for (let at = whole.indexOf(mark); at >= 0; at = whole.indexOf(mark, from)) {
    const close = whole.indexOf(QUOTE, at + mark.length)
    to += whole.copy(out, to, from, at)
    holes.push(to)
    order.push(paths[Number(whole.toString('latin1', at + mark.length, close))]!)
    from = close + 1
  }
  to += whole.copy(out, to, from)
  if (order.length !== paths.length) throw new Error('a Croissant link was not placed in the document')
  const bytes = out.subarray(0, to)
  return { text: bytes, holes, paths: order, size: bytes.length }
}

const QUOTE = 0x22

/**
 * The document's bytes with a link made by `sign` in each hole (JSON-escaped): the fixed bytes
 * copied between the links into one buffer, no string of the whole document made again.
 */
export function renderCroissant(template: CroissantTemplate, sign: (path: string) => string): Buffer {
  const { text, holes, paths } = template
  const links = new Array<string>(paths.length)
  let total = text.length
  for (let i = 0; i < paths.length; i++) {
    links[i] = JSON.stringify(sign(paths[i]!))
    total += Buffer.byteLength(links[i]!)
  }
  const out = Buffer.allocUnsafe(total)
  let from = 0
  let to = 0
  for (let i = 0; i < holes.length; i++) {
    to += text.copy(out, to, from, holes[i]!)
    from = holes[i]!
    to += out.write(links[i]!, to)
  }
  text.copy(out, to, from)
  return out
}

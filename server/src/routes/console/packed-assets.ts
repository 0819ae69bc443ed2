import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

export type Encoding = 'br' | 'gzip' | 'identity'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/** The content type of a script or style of the build; undefined for anything else. */
export const packedType = (path: string): string | undefined => TYPES[extname(path)]

/** The best encoding the client takes (`Accept-Encoding`, `q=0` refusing one): br, gzip or none. */
export function preferredEncoding(accept: string | undefined): Encoding {
  const taken = new Set<string>()
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim())
    const q = params.find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) taken.add(name)
  }
  return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : 'identity'
}

/**
 * The console's hashed scripts and styles, compressed once and kept in memory. A first visit of
 * a dataset's page asks for about 25 of them, and compressed per request (the service's
 * compression plugin) each cost the service's one thread ~5–10 ms — on a busy machine the
 * page's code arrived a few hundred ms later for it (bench/console/waterfall.ts). A hashed name
 * never changes content, so nothing kept goes stale; the whole build is a few MB.
 */
export class PackedAssets {
  private readonly packed = new Map<string, Promise<Buffer>>()

  constructor(private readonly dir: string) {}

  /** The file at `path` (inside the build, already checked) in `encoding`; rejects if it is gone. */
  get(path: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding} ${path}`
    let body = this.packed.get(key)
    if (!body) {
      body = this.pack(path, encoding)
      this.packed.set(key, body)
      // A failed read is tried again next time, not kept.
      body.catch(() => this.packed.delete(key))
    }
    return body
  }

  private async pack(path: string, encoding: Encoding): Promise<Buffer> {
    const raw = await readFile(join(this.dir, path))
    if (encoding === 'br')
      return brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    if (encoding === 'gzip') return gzipped(raw)
    return raw
  }
}

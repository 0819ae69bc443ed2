import { createReadStream } from 'node:fs'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'

/** Where a remote import talks to: the service's address and the platform admin key. */
export interface RemoteService {
  url: string
  adminKey: string
  /** First wait after a failure, doubled each time up to 10 s (tests shorten it). */
  retryDelayMs?: number
  /** Failures in a row, without a byte of progress between them, before giving up. */
  retries?: number
}

export interface ResumableFile {
  /** The file on this machine. */
  file: string
  size: number
  sha256: string
  /** Its path on the service (the rules of PUT /admin/files/{path}). */
  path: string
  /**
   * The upload a previous run started (its location, `/admin/uploads/<id>`, resolved against the
   * service's address), if any: resumed from the offset the service reports.
   */
  uploadUrl?: string | undefined
  /** Called with the upload's location as soon as the service created it, to be kept for a later run. */
  onCreated?: (location: string) => void | Promise<void>
  /** Bytes the service has stored, each time it says so. */
  onOffset?: (offset: number) => void
  /** Bytes sent (some may be sent again after a broken connection). */
  onSent?: (n: number) => void
  /** Each retry, with its reason and wait. */
  onRetry?: (reason: string, waitMs: number) => void
}

export interface Uploaded {
  link: string
  /** False when the path already held a file (a run that ended before it could note it). */
  uploaded: boolean
}

/** A refusal the service will repeat however often it is asked (a 4xx other than a conflict). */
export class UploadRefused extends Error {}

/** Too many failures in a row without progress. */
export class UploadGaveUp extends Error {}

export interface Answer {
  status: number
  headers: IncomingMessage['headers']
  body: string
}

const TUS = { 'tus-resumable': '1.0.0' }

/**
 * One request through node:http (https for an https address), the body — bytes [start, end) of a
 * file — streamed in 1 MiB reads; fetch (undici) costs a client several CPU seconds per GB more.
 * The answer's body is read whole: the service's answers here are short.
 */
export function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: { file: string; start: number; end: number; onChunk?: (n: number) => void },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      { method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    if (!body) return void req.end()
    const bytes = createReadStream(body.file, {
      start: body.start,
      end: body.end - 1,
      highWaterMark: 1 << 20,
    })
    bytes.on('error', (err) => req.destroy(err))
    if (body.onChunk) bytes.on('data', (c) => body.onChunk?.(c.length))
    bytes.pipe(req)
  })
}

function detail(a: Answer): string {
  try {
    const d = (JSON.parse(a.body) as { detail?: unknown }).detail
    if (typeof d === 'string') return `${a.status}: ${d}`
  } catch {}
  return `${a.status}: ${a.body.trim() || 'no detail'}`
}

const metadata = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',')

/**
 * Sends one file through the service's tus endpoint (`/admin/uploads`, docs/platform.md#resumable-uploads): creates
 * the upload (or asks a previous run's for its offset with HEAD), then PATCHes the rest of the
 * file in one request. A broken connection, a 5xx, or a 409/423 from a concurrent writer is
 * retried after a wait that doubles, from the offset the service reports — never from zero;
 * only `retries` failures in a row with no progress between them give up. The service checks the
 * sha256 and makes the file; its link comes back with the last byte.
 */
export async function uploadResumable(service: RemoteService, f: ResumableFile): Promise<Uploaded> {
  const base = service.url.replace(/\/+$/, '')
  const auth = { ...TUS, 'service-admin-key': service.adminKey }
  const retries = service.retries ?? 8
  let wait = service.retryDelayMs ?? 500
  let failures = 0
  const at = (location: string) => new URL(location, `${base}/`)
  let uploadUrl = f.uploadUrl
  let offset = -1

  const failed = async (reason: string) => {
    if (++failures > retries)
      throw new UploadGaveUp(`${f.path}: gave up after ${retries} retries (${reason})`)
    f.onRetry?.(reason, wait)
    await new Promise((r) => setTimeout(r, wait))
    wait = Math.min(wait * 2, 10_000)
  }
  const progressed = (to: number) => {
    if (to > offset) {
      failures = 0
      wait = service.retryDelayMs ?? 500
    }
    offset = to
    f.onOffset?.(to)
  }

  for (;;) {
    try {
      if (!uploadUrl) {
        const created = await send(new URL(`${base}/admin/uploads`), 'POST', {
          ...auth,
          'upload-length': String(f.size),
          'upload-metadata': metadata({ path: f.path, sha256: f.sha256 }),
        })
        // The path holds a file already: a previous run finished it but ended before noting so.
        if (created.status === 409) return { link: f.path, uploaded: false }
        if (created.status >= 500) {
          await failed(detail(created))
          continue
        }
        if (created.status !== 201 || !created.headers.location) throw new UploadRefused(detail(created))
        uploadUrl = at(created.headers.location).pathname
        await f.onCreated?.(uploadUrl)
        progressed(0)
      } else if (offset < 0) {
        const head = await send(at(uploadUrl), 'HEAD', auth)
        if (head.status === 404 || head.status === 410) {
          // Finished (or expired, or abandoned) since: start a new one; a finished file answers 409.
          uploadUrl = undefined
          continue
        }
        if (head.status !== 200) {
          await failed(`HEAD ${head.status}`)
          continue
        }
        progressed(Number(head.headers['upload-offset']))
      }
      const patched = await send(
        at(uploadUrl),
        'PATCH',
        {
          ...auth,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
          'content-length': String(f.size - offset),
        },
        { file: f.file, start: offset, end: f.size, onChunk: (n) => f.onSent?.(n) },
      )
      if (patched.status === 204) {
        const link = patched.headers['hangar-file-link']
        if (typeof link === 'string') {
          progressed(f.size)
          return { link, uploaded: true }
        }
        progressed(Number(patched.headers['upload-offset']))
        continue
      }
      // Another writer moved the offset, or holds the upload, or the store is away: ask again.
      if (patched.status === 409 || patched.status === 423 || patched.status >= 500) {
        offset = -1
        await failed(detail(patched))
        continue
      }
      if (patched.status === 404 || patched.status === 410) {
        uploadUrl = undefined
        offset = -1
        await failed(detail(patched))
        continue
      }
      throw new UploadRefused(`${f.path}: ${detail(patched)}`)
    } catch (err) {
      if (err instanceof UploadRefused || err instanceof UploadGaveUp) throw err
      // The network: what the service stored stays; the next HEAD says how much.
      offset = -1
      await failed((err as Error).message || String(err))
    }
  }
}

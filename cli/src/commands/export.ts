import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, stat } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { createHangarClient, HangarApiError, type HangarClient, must } from '@hangar/client'
import { EXPORT_FORMATS, type ExportFormat, exportSha256 } from '@hangar/server/src/exports/export.ts'
import { type Command, Option } from 'commander'

type ExportView = Awaited<ReturnType<typeof getExport>>

const getExport = (hangar: HangarClient, releaseId: string, exportId: string) =>
  must(
    hangar.GET('/releases/{release_id}/exports/{export_id}', {
      params: { path: { release_id: releaseId, export_id: exportId } },
    }),
  )

async function sha256Of(path: string): Promise<string | undefined> {
  try {
    const hash = createHash('sha256')
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
    return hash.digest('hex')
  } catch {
    return undefined
  }
}

export interface ExportOptions {
  releaseId: string
  format: ExportFormat
  out: string
  /** How often the export's status is read while it is built (default 1 s). */
  pollMs?: number
  /** A line of progress (the command writes it to stderr, over itself). */
  progress?: (line: string) => void
  /** Downloads of the signed links (default: globalThis.fetch). */
  fetch?: (url: string) => Promise<Response>
}

/**
 * Asks the service for an export of a release (docs/exports.md), waits for it showing its
 * progress, and downloads its files into `out`, each checked against its sha256 (a file already
 * there with the right digest is kept: a second run resumes). Returns the export.
 */
export async function exportRelease(hangar: HangarClient, o: ExportOptions): Promise<ExportView> {
  const asked = await must(
    hangar.POST('/releases/{release_id}/exports', {
      params: { path: { release_id: o.releaseId } },
      body: { format: o.format },
    }),
  )
  let ex = await getExport(hangar, o.releaseId, asked.export_id)
  while (ex.status === 'queued' || ex.status === 'running') {
    o.progress?.(`export ${ex.id}: ${ex.status} ${Math.round(ex.progress * 100)}%`)
    await new Promise((r) => setTimeout(r, o.pollMs ?? 1000))
    ex = await getExport(hangar, o.releaseId, ex.id)
  }
  if (ex.status === 'failed') throw new Error(`the export failed: ${ex.error ?? 'no reason given'}`)
  if (exportSha256(ex.files) !== ex.sha256) throw new Error("the export's files do not match its sha256")
  const root = resolve(o.out)
  const get = o.fetch ?? ((url: string) => globalThis.fetch(url))
  let done = 0
  for (const f of ex.files) {
    const target = resolve(root, f.path)
    if (!target.startsWith(root + sep))
      throw new Error(`the export names a file outside its folder: ${f.path}`)
    done++
    o.progress?.(`download ${done}/${ex.files.length} ${f.path}`)
    if ((await sha256Of(target)) === f.sha256) continue
    await mkdir(dirname(target), { recursive: true })
    const res = await get(f.url)
    if (!res.ok || !res.body) throw new Error(`${f.path}: the download answered ${res.status}`)
    const partial = `${target}.part`
    await pipeline(Readable.fromWeb(res.body as WebReadableStream), createWriteStream(partial))
    const got = await sha256Of(partial)
    if (got !== f.sha256 || (await stat(partial)).size !== f.size)
      throw new Error(`${f.path}: sha256 ${got}, not the export's ${f.sha256}`)
    await rename(partial, target)
  }
  return ex
}

/** `hangar export <release-id> --format lerobot|lerobot-v2.1|webdataset --out <folder>` (docs/exports.md#the-command-line). */
export function exportCommand(program: Command): void {
  program
    .command('export <release-id>')
    .description("export a release to a training format on a running service and download the export's files")
    .addOption(new Option('--format <format>', 'the format').choices(EXPORT_FORMATS).default('lerobot'))
    .requiredOption('--out <folder>', 'where the files go')
    .addOption(
      new Option('--url <base>', 'service address').env('HANGAR_URL').default('http://localhost:8080'),
    )
    .addOption(new Option('--key <api-key>', 'API key').env('HANGAR_API_KEY'))
    .action(async (id: string, o: { format: ExportFormat; out: string; url: string; key?: string }) => {
      if (!o.key) throw new Error('an API key is needed: --key or HANGAR_API_KEY')
      const hangar = createHangarClient({ baseUrl: o.url, apiKey: o.key })
      const tty = process.stderr.isTTY
      try {
        const ex = await exportRelease(hangar, {
          releaseId: id,
          format: o.format,
          out: o.out,
          progress: (line) => process.stderr.write(tty ? `\r\x1b[K${line}` : `${line}\n`),
        })
        if (tty) process.stderr.write('\n')
        process.stdout.write(
          `${JSON.stringify({ export_id: ex.id, files: ex.files.length, size: ex.size, sha256: ex.sha256, out: join(o.out) })}\n`,
        )
      } catch (err) {
        throw err instanceof HangarApiError ? new Error(`${err.status}: ${err.detail}`) : err
      }
    })
}

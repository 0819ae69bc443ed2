import { type Command, InvalidArgumentError, Option } from 'commander'
import type { ImportTarget } from '../import-target.ts'
import type { WithServices } from '../with-services.ts'

export interface TargetOptions {
  url?: string
  adminKey?: string
  journal?: string
  retries?: number
}

/** `--url`, `--admin-key`, `--journal`: an import to a running service instead of in-process. */
export function remoteImportOptions(cmd: Command): Command {
  return cmd
    .option(
      '--url <base>',
      'import into a running service over HTTP (resumable uploads) instead of opening its database',
    )
    .addOption(new Option('--admin-key <key>', 'the platform admin key, with --url').env('ADMIN_API_KEY'))
    .option(
      '--retries <n>',
      'with --url: failures in a row, without progress between them, before a file is given up',
      (v: string) => {
        const n = Number(v)
        if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('a whole number')
        return n
      },
      8,
    )
    .option(
      '--journal <file>',
      'with --url: where this import notes what it has done, to resume (default ~/.local/state/hangar/imports/…)',
    )
}

/**
 * Runs `fn` against the import's target: the service's own database and file store, or with
 * `--url` the running service through its admin API and resumable uploads.
 */
export async function withImportTarget<T>(
  withServices: WithServices,
  o: TargetOptions & { org: string; prefix: string },
  folder: string,
  progress: { onBytes: (n: number) => void; onRetry: (file: string, reason: string, ms: number) => void },
  fn: (target: ImportTarget) => Promise<T>,
): Promise<T> {
  if (!o.url) {
    const { inProcessTarget } = await import('../import-target.ts')
    return withServices((s) => fn(inProcessTarget(s, progress.onBytes)))
  }
  if (!o.adminKey)
    throw new Error('an import to a running service needs the admin key: --admin-key or ADMIN_API_KEY')
  const [{ ImportJournal }, { remoteTarget }] = await Promise.all([
    import('../remote/import-journal.ts'),
    import('../remote/remote-target.ts'),
  ])
  const journal = await ImportJournal.open(
    o.journal ?? ImportJournal.defaultFile({ url: o.url, org: o.org, folder, prefix: o.prefix }),
  )
  const retryDelayMs = Number(process.env.HANGAR_IMPORT_RETRY_MS) || undefined
  return fn(
    remoteTarget(
      {
        url: o.url,
        adminKey: o.adminKey,
        ...(o.retries !== undefined ? { retries: o.retries } : {}),
        ...(retryDelayMs ? { retryDelayMs } : {}),
      },
      journal,
      progress,
    ),
  )
}

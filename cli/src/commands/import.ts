import { readdir, stat } from 'node:fs/promises'
import { basename, extname, join, relative } from 'node:path'
import { DATA_TYPES, type DataType } from '@hangar/server/src/datasets/dataset.schema.ts'
import cliProgress from 'cli-progress'
import { type Command, InvalidArgumentError } from 'commander'
import type { WithServices } from '../with-services.ts'
import { remoteImportOptions, type TargetOptions, withImportTarget } from './import-target-options.ts'

const out = (line: string) => process.stdout.write(`${line}\n`)
const MB = 1024 * 1024

const dataType = (v: string): DataType => {
  const known = DATA_TYPES.find((t) => t === v)
  if (!known) throw new InvalidArgumentError(`one of ${DATA_TYPES.join(', ')}`)
  return known
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries
      .filter((e) => !e.name.startsWith('.'))
      .map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  )
  return nested.flat().sort()
}

type ImportOptions = TargetOptions & { org: string; type: DataType; prefix: string; prompt?: string }

/**
 * `hangar import <folder> --org --type [--url]`: one dataset per file of a folder. In-process by
 * default; with `--url` to a running service through its resumable uploads, resuming a run that
 * stopped and creating nothing twice (docs/platform.md#importing-into-a-running-service).
 */
export function importCommand(program: Command, withServices: WithServices): void {
  const cmd = program
    .command('import <folder>')
    .description('upload every file of a folder and create one dataset per file, with a progress bar')
    .requiredOption('--org <organization-id>', 'owning organization')
    .requiredOption('--type <data-type>', `one of ${DATA_TYPES.join(', ')}`, dataType)
    .option('--prefix <path>', 'storage path prefix', 'imports')
    .option('--prompt <text>', 'generation prompt (synthetic types)')
  remoteImportOptions(cmd).action(async (folder: string, o: ImportOptions) => {
    const files = await filesUnder(folder)
    const sizes = await Promise.all(files.map(async (f) => (await stat(f)).size))
    const total = sizes.reduce((a, b) => a + b, 0)
    const bar = new cliProgress.SingleBar(
      {
        format: 'importing [{bar}] {percentage}% {mb}/{totalMb} MB {value}/{total} files {file}',
        noTTYOutput: true,
        notTTYSchedule: 2000,
      },
      cliProgress.Presets.shades_classic,
    )
    let bytes = 0
    const mb = () => (bytes / MB).toFixed(1)
    const progress = {
      onBytes: (n: number) => {
        bytes += n
        bar.update({ mb: mb() })
      },
      onRetry: (file: string, reason: string, ms: number) =>
        process.stderr.write(`\n${file}: ${reason}; again in ${(ms / 1000).toFixed(1)} s\n`),
    }
    bar.start(files.length, 0, { file: '', mb: mb(), totalMb: (total / MB).toFixed(1) })
    let created = 0
    let skipped = 0
    const failures: string[] = []
    try {
      await withImportTarget(withServices, o, folder, progress, async (target) => {
        for (const file of files) {
          const rel = relative(folder, file).split('\\').join('/')
          const link = `${o.prefix}/${rel}`.replace(/[^A-Za-z0-9._/-]/g, '_')
          bar.update({ file: rel })
          const key = { journal: `file:${link}` }
          try {
            if (await target.created(key)) {
              skipped++
              progress.onBytes((await stat(file)).size)
            } else {
              await target.create(key, {
                organization_id: o.org,
                data_type: o.type,
                name: basename(file, extname(file)),
                link: await target.store(file, link),
                metadata: { source_file: rel },
                ...(o.type.startsWith('synthetic') ? { prompt: o.prompt ?? `imported from ${rel}` } : {}),
              })
              created++
            }
          } catch (err) {
            failures.push(`${rel}: ${(err as Error).message}`)
          }
          bar.increment(1)
        }
      })
    } finally {
      bar.stop()
    }
    out(
      `created ${created} datasets from ${files.length} files${skipped ? `, skipped ${skipped} already imported` : ''}`,
    )
    for (const f of failures) out(`  failed ${f}`)
    if (failures.length) process.exitCode = 1
  })
}

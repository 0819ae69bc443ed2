import cliProgress from 'cli-progress'
import type { Command } from 'commander'
import type { WithServices } from '../with-services.ts'
import { remoteImportOptions, type TargetOptions, withImportTarget } from './import-target-options.ts'

const out = (line: string) => process.stdout.write(`${line}\n`)

/** `hangar import-lerobot <folder> --org <id> [--url]`: one episode dataset per episode (docs/streams.md#importing-lerobot). */
export function importLeRobotCommand(program: Command, withServices: WithServices): void {
  const cmd = program
    .command('import-lerobot <folder>')
    .description(
      'create one episode dataset per episode of a LeRobot dataset (v2.1 or v3.0), its cameras as companion ' +
        'files; episodes already imported are skipped',
    )
    .requiredOption('--org <organization-id>', 'owning organization')
    .option('--prefix <path>', 'storage path prefix', 'lerobot')
  remoteImportOptions(cmd).action(
    async (folder: string, o: TargetOptions & { org: string; prefix: string }) => {
      const bar = new cliProgress.SingleBar(
        {
          format: 'importing [{bar}] {value}/{total} episodes {mb} MB sent, episode {episode}',
          noTTYOutput: true,
          notTTYSchedule: 2000,
        },
        cliProgress.Presets.shades_classic,
      )
      const { importLeRobot } = await import('../lerobot/import-lerobot.ts')
      let bytes = 0
      const progress = {
        onBytes: (n: number) => {
          bytes += n
          bar.update({ mb: (bytes / 1024 / 1024).toFixed(1) })
        },
        onRetry: (file: string, reason: string, ms: number) =>
          process.stderr.write(`\n${file}: ${reason}; again in ${(ms / 1000).toFixed(1)} s\n`),
      }
      const result = await withImportTarget(withServices, o, folder, progress, (target) =>
        importLeRobot(target, folder, {
          org: o.org,
          prefix: o.prefix,
          onStart: (n) => bar.start(n, 0, { episode: '', mb: (bytes / 1024 / 1024).toFixed(1) }),
          onEpisode: (episode) => bar.increment(1, { episode }),
        }),
      ).finally(() => bar.stop())
      out(`created ${result.created} episode datasets, skipped ${result.skipped} already imported`)
      for (const m of result.missing) out(`  missing video, ${m}: the episode's streams will say so`)
    },
  )
}

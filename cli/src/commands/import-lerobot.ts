import cliProgress from 'cli-progress'
import type { Command } from 'commander'
import type { FastifyInstance } from 'fastify'
import { importLeRobot } from '../lerobot/import-lerobot.ts'

const out = (line: string) => process.stdout.write(`${line}\n`)

/** `hangar import-lerobot <folder> --org <id>`: one episode dataset per episode (docs/streams.md#importing-lerobot). */
export function importLeRobotCommand(
  program: Command,
  withApp: <T>(fn: (app: FastifyInstance) => Promise<T>) => Promise<T>,
): void {
  program
    .command('import-lerobot <folder>')
    .description(
      'create one episode dataset per episode of a LeRobot dataset (v2.1 or v3.0), its cameras as companion ' +
        'files; episodes already imported are skipped',
    )
    .requiredOption('--org <organization-id>', 'owning organization')
    .option('--prefix <path>', 'storage path prefix', 'lerobot')
    .action((folder: string, o: { org: string; prefix: string }) =>
      withApp(async (app) => {
        const bar = new cliProgress.SingleBar(
          {
            format: 'importing [{bar}] {value}/{total} episode {episode}',
            noTTYOutput: true,
            notTTYSchedule: 2000,
          },
          cliProgress.Presets.shades_classic,
        )
        const result = await importLeRobot(app, folder, {
          org: o.org,
          prefix: o.prefix,
          onStart: (n) => bar.start(n, 0, { episode: '' }),
          onEpisode: (episode) => bar.increment(1, { episode }),
        }).finally(() => bar.stop())
        out(`created ${result.created} episode datasets, skipped ${result.skipped} already imported`)
        for (const m of result.missing) out(`  missing video, ${m}: the episode's streams will say so`)
      }),
    )
}

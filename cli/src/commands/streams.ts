import { type Command, Option } from 'commander'
import type { WithServices } from '../with-services.ts'

/** `hangar streams reindex`: forget indexes so they are built again (docs/streams.md#storage). */
export function streamsCommands(program: Command, withServices: WithServices): void {
  program
    .command('streams')
    .description("datasets' streams (docs/streams.md)")
    .command('reindex [dataset-ids...]')
    .description(
      "forget the named datasets' stream indexes (or all with --status) and queue them to be built again",
    )
    .addOption(
      new Option('--status <status>', 'every dataset whose streams have this status').choices([
        'ready',
        'failed',
        'none',
        'indexing',
      ]),
    )
    .action((ids: string[], o: { status?: 'ready' | 'failed' | 'none' | 'indexing' }) =>
      withServices(async (s) => {
        if (ids.length === 0 && !o.status) throw new Error('name datasets, or give --status')
        const n = await s.services.streams.forget({
          ...(ids.length ? { ids } : {}),
          ...(o.status ? { status: o.status } : {}),
        })
        process.stdout.write(
          `forgot ${n} stream indexes; each is queued to be built again (hangar jobs list)\n`,
        )
      }),
    )
}

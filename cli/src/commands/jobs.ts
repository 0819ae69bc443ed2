import { type Command, Option } from 'commander'
import type { WithServices } from '../with-services.ts'

const STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const

/** `hangar jobs list|retry|cancel`: the work after requests, as `GET /admin/jobs` shows it (docs/jobs.md). */
export function jobsCommands(program: Command, withServices: WithServices): void {
  const jobs = program.command('jobs').description('indexing, previews and later work (docs/jobs.md)')
  jobs
    .command('list')
    .description('jobs newest first, one line each (--json for the whole objects)')
    .addOption(new Option('--state <state>', 'only jobs in this state').choices(STATES))
    .option('--kind <kind>', 'only this kind (streams.index, previews.make)')
    .option('--dataset-id <id>', "only this dataset's jobs")
    .option('--limit <n>', 'at most this many', '100')
    .option('--json', 'print JSON')
    .action(
      (o: {
        state?: (typeof STATES)[number]
        kind?: string
        datasetId?: string
        limit: string
        json?: boolean
      }) =>
        withServices(async (s) => {
          const limit = Number(o.limit)
          if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
            throw new Error('--limit must be 1..1000')
          const list = await s.services.jobs.list({
            state: o.state,
            kind: o.kind,
            datasetId: o.datasetId,
            limit,
          })
          if (o.json) {
            process.stdout.write(`${JSON.stringify(list, null, 2)}\n`)
            return
          }
          for (const j of list) {
            const progress =
              j.state === 'running' && j.progress !== null ? ` ${Math.round(j.progress * 100)} %` : ''
            const error = j.last_error ? ` — ${j.last_error}` : ''
            process.stdout.write(
              `${j.id}  ${j.kind.padEnd(15)} ${j.state.padEnd(9)} ${j.attempts}/${j.max_attempts}${progress}  dataset ${j.dataset_id ?? '-'}${error}\n`,
            )
          }
          if (list.length === 0) process.stdout.write('no jobs\n')
        }),
    )
  jobs
    .command('retry <job-id>')
    .description('run a failed or cancelled job again, its runs counted afresh')
    .action((id: string) =>
      withServices(async (s) => {
        const j = await s.services.jobs.retry(id)
        process.stdout.write(`${j.id} ${j.kind} queued again\n`)
      }),
    )
  jobs
    .command('cancel <job-id>')
    .description('cancel a queued job (a running one finishes its run)')
    .action((id: string) =>
      withServices(async (s) => {
        const j = await s.services.jobs.cancel(id)
        process.stdout.write(`${j.id} ${j.kind} cancelled\n`)
      }),
    )
}

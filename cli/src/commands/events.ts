import { createHangarClient, type EventType, followEvents, HangarApiError } from '@hangar/client'
import { type Command, InvalidArgumentError, Option } from 'commander'

const CURSOR = /^(now|0|[1-9][0-9]{0,14})$/

/**
 * `hangar events tail [--follow] [--types …] [--after CURSOR]`: the organization's changes feed
 * (docs/events.md) as JSON lines on stdout, one event a line, oldest first; the cursor to resume
 * from on stderr when it stops. Without --follow it stops once it has caught up.
 */
export function eventsCommands(program: Command): void {
  const events = program.command('events').description("the organization's changes feed (docs/events.md)")
  events
    .command('tail')
    .description('print events as JSON lines; --follow keeps waiting for new ones (Ctrl-C stops)')
    .addOption(
      new Option('--url <base>', 'service address').env('HANGAR_URL').default('http://localhost:8080'),
    )
    .addOption(new Option('--key <api-key>', 'API key').env('HANGAR_API_KEY'))
    .option('--follow', 'keep waiting for new events', false)
    .option('--types <types>', 'comma-separated event types, e.g. dataset.accepted,dataset.rejected')
    .option('--after <cursor>', 'a stored cursor, or now (default: the oldest event kept)', (v: string) => {
      if (!CURSOR.test(v)) throw new InvalidArgumentError('a cursor is a number, or now')
      return v
    })
    .action(async (o: { url: string; key?: string; follow: boolean; types?: string; after?: string }) => {
      if (!o.key) throw new Error('an API key is needed: --key or HANGAR_API_KEY')
      const hangar = createHangarClient({ baseUrl: o.url, apiKey: o.key })
      const stop = new AbortController()
      process.once('SIGINT', () => stop.abort())
      process.once('SIGTERM', () => stop.abort())
      let cursor = o.after
      try {
        for await (const page of followEvents(hangar, {
          ...(o.after ? { after: o.after } : {}),
          ...(o.types ? { types: o.types.split(',').map((t) => t.trim()) as EventType[] } : {}),
          wait: o.follow ? 30 : 0,
          limit: 500,
          untilCaughtUp: !o.follow,
          signal: stop.signal,
          onRetry: (err, ms) =>
            process.stderr.write(
              `feed unavailable (${(err as Error).message}); again in ${Math.round(ms / 1000)} s\n`,
            ),
        })) {
          for (const e of page.events) process.stdout.write(`${JSON.stringify(e)}\n`)
          cursor = page.next
        }
      } catch (err) {
        throw err instanceof HangarApiError ? new Error(`${err.status}: ${err.detail}`) : err
      }
      if (cursor !== undefined) process.stderr.write(`next: ${cursor} (resume with --after ${cursor})\n`)
    })
}

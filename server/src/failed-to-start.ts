import { ConfigError } from './config.ts'

/**
 * How a process of the service that could not start says why (`npm start`, `npm run worker`): a
 * setting's own sentence and exit code 2, else the stack and exit code 1.
 */
export function failedToStart(err: unknown): never {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`)
    process.exit(2)
  }
  process.stderr.write(`${(err as Error)?.stack ?? err}\n`)
  process.exit(1)
}

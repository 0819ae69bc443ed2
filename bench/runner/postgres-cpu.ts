import pg from 'pg'
import { cpuSeconds } from './cpu-time.ts'
import { childPids, parentPid } from './process-tree.ts'

/**
 * A probe of the CPU seconds used so far by the whole PostgreSQL server (the postmaster and
 * every child: backends, WAL writer, checkpointer), so a run can show the database's CPU per
 * request beside the service's. The server must run on this machine. A backend that exits
 * between two readings takes its time with it; the service's pool keeps its connections
 * open under load, so a measured window loses nothing in practice.
 */
export async function postgresCpuProbe(databaseUrl: string): Promise<() => number> {
  const c = new pg.Client({ connectionString: databaseUrl })
  await c.connect()
  let postmaster: number
  try {
    const { rows } = await c.query<{ pid: number }>('select pg_backend_pid() as pid')
    postmaster = parentPid(rows[0]!.pid)
  } finally {
    await c.end()
  }
  return () => {
    let total = 0
    for (const pid of [postmaster, ...childPids(postmaster)]) {
      try {
        total += cpuSeconds(pid)
      } catch {
        // exited between listing and reading
      }
    }
    return total
  }
}

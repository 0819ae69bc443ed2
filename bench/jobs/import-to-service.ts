/**
 * Issue 29's first measure: FILES small CSV files imported by the command line
 * (`hangar import`, an in-process command: it enqueues) into a running service on SQLite; how
 * long after the import ended every dataset's streams are `ready` (goal: ≤ 30 s; before jobs,
 * about 11 minutes: the command's process queued the work in its own memory and exited).
 *
 *   node --import tsx bench/jobs/import-to-service.ts          # FILES=100
 *
 * Prints one JSON object and stores it in bench/results/jobs-import-<date>.json.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compiledCli } from '../../cli/src/testing/compiled-cli.ts'
import { freePort, spawnService } from '../../server/src/testing/spawn-service.ts'

const FILES = Number(process.env.FILES ?? 100)
const cli = await compiledCli()
const dataDir = mkdtempSync(join(tmpdir(), 'hangar-import-bench-'))
const env = { DATA_DIR: dataDir, DEMO: '0', ADMIN_API_KEY: 'admin-key-for-the-import-bench-0123456789' }
const hangar = (args: string[]) => {
  const r = spawnSync(process.execPath, [cli, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`hangar ${args.join(' ')}: ${r.stderr}`)
  return r.stdout
}
const org = JSON.parse(hangar(['org', 'create', 'Import Bench'])).id as string
const key = JSON.parse(hangar(['key', 'create', org, '--name', 'bench'])).key as string
const port = await freePort()
const service = spawnService({ ...env, PORT: String(port) })
try {
  await service.banner
  const folder = join(dataDir, 'incoming')
  mkdirSync(folder)
  for (let i = 0; i < FILES; i++) {
    const rows = Array.from({ length: 200 }, (_, j) => `${j / 10},${(24 - j / 1000 - i / 100).toFixed(3)}`)
    writeFileSync(join(folder, `run-${String(i).padStart(3, '0')}.csv`), `t,battery_v\n${rows.join('\n')}\n`)
  }
  const importStart = performance.now()
  hangar(['import', folder, '--org', org, '--type', 'telemetry'])
  const importEnd = performance.now()
  const base = `http://127.0.0.1:${port}`
  const ids: string[] = []
  for (let offset = 0; ids.length < FILES; offset += 100) {
    const res = await fetch(`${base}/datasets?limit=100&offset=${offset}`, {
      headers: { 'Service-Api-Key': key },
    })
    const page = ((await res.json()) as { datasets: { id: string }[] }).datasets
    if (page.length === 0) break
    ids.push(...page.map((d) => d.id))
  }
  const readyAt = new Map<string, number>()
  while (readyAt.size < ids.length && performance.now() - importEnd < 120_000) {
    for (const id of ids) {
      if (readyAt.has(id)) continue
      const s = (await (
        await fetch(`${base}/datasets/${id}/streams`, { headers: { 'Service-Api-Key': key } })
      ).json()) as { status: string }
      if (s.status === 'ready') readyAt.set(id, performance.now())
      else if (s.status !== 'indexing') throw new Error(`${id}: ${JSON.stringify(s)}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  const result = {
    at: new Date().toISOString(),
    files: FILES,
    datasets: ids.length,
    ready: readyAt.size,
    import_seconds: Math.round(importEnd - importStart) / 1000,
    all_ready_seconds_after_import: Math.round(Math.max(...readyAt.values()) - importEnd) / 1000,
  }
  process.stdout.write(`${JSON.stringify(result)}\n`)
  const out = join(import.meta.dirname, '..', 'results')
  writeFileSync(
    join(out, `jobs-import-${result.at.slice(0, 16).replace(':', '')}.json`),
    JSON.stringify(result, null, 2),
  )
} finally {
  await service.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

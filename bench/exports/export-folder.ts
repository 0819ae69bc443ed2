/**
 * Exports of recordings that are not in the repository, opened by readers that are not Hangar's
 * (issue 32: "Exports will also be checked against readers and files that are not in the
 * repository"; docs/exports.md, "Recordings from outside the repository").
 *
 * The folder's recordings become datasets as a person would import them (folder-datasets.ts, as
 * bench/checks/check-folder.ts does), each top folder an organization of its own, uploaded and
 * created through `POST /admin/datasets` as accepted, and indexed by the service's worker. Each
 * organization's datasets make one release, exported as jobs as `lerobot` (v3.0), `lerobot-v2.1`
 * and `webdataset`, every file downloaded through its signed link (sha256 checked). Then:
 *   - the LeRobot exports are opened by LeRobot's own `LeRobotDataset` at the layout's commit
 *     through `lerobot_loader_check.py --open-only` (every frame read with `ds[i]`, shapes against
 *     info.json, timestamps, cameras decoded and matched with the file's frames, statistics there
 *     and finite, a DataLoader pass): nothing is compared with the sources, whose values only
 *     their files know;
 *   - a webdataset export's shards are read with Python's `tarfile`, each sample's `.json` parsed
 *     and its `.mp4` probed with ffprobe.
 * Prints a JSON summary per export: datasets in, episodes out, frames read, cameras decoded, the
 * errors with their messages, and the datasets provenance.json left out and why.
 *
 *   LEROBOT_PYTHON=/root/.cache/hangar-lerobot-venv/bin/python LEROBOT_SRC=/tmp/lerobot-src \
 *     node --import tsx bench/exports/export-folder.ts <folder> [--out <exports folder>] [--json out.json]
 *
 * Without --out the exports go to a temporary folder, removed. Without LEROBOT_PYTHON the LeRobot
 * exports are built and downloaded, not opened. Exits 1 when an export failed or a reader found
 * an error.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { basename, join, resolve, sep } from 'node:path'
import { parseArgs, promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { EXPORT_FORMATS, type ExportFormat } from '../../server/src/exports/export.ts'
import type { DatasetProvenance } from '../../server/src/exports/provenance.ts'
import { keyHeader } from '../../server/src/testing/fixtures.ts'
import { ADMIN_KEY, buildTestApp } from '../../server/src/testing/test-app.ts'
import {
  type FolderDataset,
  folderDatasets,
  uploadedCompanions,
  uploadOnce,
} from '../checks/folder-datasets.ts'
import { exportRelease } from './export-release.ts'
import { runLoaderCheck } from './loader-check.ts'

const LAYOUTS: Partial<Record<ExportFormat, string>> = { lerobot: 'v3.0', 'lerobot-v2.1': 'v2.1' }
const run = promisify(execFile)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Source {
  name: string
  org: { id: string; key: string }
  datasets: { id: string; label: string; streams: string; notes: string[] }[]
}

export interface ExportOutcome {
  source: string
  format: ExportFormat
  datasets_in: number
  /** Episodes (webdataset: samples) provenance.json gives a place in the export. */
  episodes_out: number | null
  left_out: { name: string; why: string }[]
  files: number
  bytes: number
  seconds: number
  /** The export itself failed (its job's sentence). */
  failed: string | null
  /** What the reader made of it: LeRobot's loader or the tar reader. */
  read: Record<string, unknown> | null
  errors: string[]
}

/** Each top folder an organization, as check-folder.ts makes them. */
const topOf = (d: FolderDataset) => (d.main.name.includes(sep) ? d.main.name.split(sep)[0]! : '.')

async function importFolder(app: FastifyInstance, root: string, scratch: string): Promise<Source[]> {
  const admin = { 'service-admin-key': ADMIN_KEY }
  const sources = new Map<string, Source>()
  const upload = uploadOnce((link, bytes) => app.services.files.upload(link, bytes, 2 ** 31))
  for (const d of await folderDatasets(root, scratch)) {
    const top = topOf(d)
    let source = sources.get(top)
    if (!source) {
      const made = await app.services.organizations.create(`folder ${top}`.slice(0, 100))
      const key = await app.services.organizations.issueKey(made.id, 'bench')
      source = { name: top, org: { id: made.id, key: key.key }, datasets: [] }
      sources.set(top, source)
    }
    const companions = await uploadedCompanions(d, upload)
    const created = await app.inject({
      method: 'POST',
      url: '/admin/datasets',
      headers: admin,
      payload: {
        organization_id: source.org.id,
        data_type: d.data_type,
        name: basename(d.label).slice(0, 500),
        link: await upload(d.main.path, d.main.name),
        metadata: d.metadata,
        status: 'accepted',
        ...(companions.length > 0 ? { companions } : {}),
      },
    })
    if (created.statusCode !== 201) throw new Error(`${d.label}: ${created.statusCode} ${created.body}`)
    source.datasets.push({ id: created.json().id, label: d.label, streams: '', notes: d.notes })
  }
  for (const source of sources.values())
    for (const d of source.datasets) d.streams = await streamsStatus(app, source.org.key, d.id)
  await app.services.jobs.idle(['streams.index', 'previews.make', 'checks.run'])
  return [...sources.values()]
}

/** The dataset's index once read (`ready`, or `failed: <detail>`), waiting up to 10 minutes. */
async function streamsStatus(app: FastifyInstance, key: string, id: string): Promise<string> {
  const until = Date.now() + 600_000
  for (;;) {
    const res = await app.inject({ url: `/datasets/${id}/streams`, headers: keyHeader(key) })
    const body = res.json() as { status?: string; detail?: string | null }
    if (res.statusCode !== 200) return `GET /streams ${res.statusCode}`
    if (body.status !== 'indexing')
      return body.detail ? `${body.status}: ${body.detail}` : String(body.status)
    if (Date.now() > until) return 'still indexing after 600 s'
    await sleep(100)
  }
}

/** LeRobot's loader over an export, or why it did not run; its output as it gave it. */
const lerobotLoader = (layout: string, root: string) =>
  runLoaderCheck(layout, root, { openOnly: true, timeoutMs: 3_600_000, maxBufferMb: 256 })

/**
 * Every shard read with Python's tarfile (as `webdataset` reads them), its members grouped into
 * samples by the key before the first dot; each `.json` parsed, each `.mp4` written out and
 * probed with ffprobe (codec, size, packets counted).
 */
const TAR_READER = `
import io, json, os, subprocess, sys, tarfile, tempfile
root = sys.argv[1]
out = {"shards": 0, "samples": 0, "json_parsed": 0, "mp4_probed": [], "errors": []}
shards = sorted(os.listdir(os.path.join(root, "shards"))) if os.path.isdir(os.path.join(root, "shards")) else []
for name in shards:
    out["shards"] += 1
    samples = {}
    with tarfile.open(os.path.join(root, "shards", name)) as tar:
        for m in tar:
            if not m.isfile():
                out["errors"].append(f"{name}: {m.name} is not a regular file")
                continue
            key, _, ext = m.name.partition(".")
            samples.setdefault(key, {})[ext] = tar.extractfile(m).read()
    for key, files in samples.items():
        out["samples"] += 1
        if sorted(files) != ["json", "mp4"]:
            out["errors"].append(f"{name} {key}: members {sorted(files)}")
        try:
            meta = json.loads(files.get("json", b""))
            out["json_parsed"] += 1
            if meta.get("dataset_id") != key:
                out["errors"].append(f"{name} {key}: json dataset_id {meta.get('dataset_id')}")
        except Exception as e:
            out["errors"].append(f"{name} {key}: json {type(e).__name__}: {e}")
        if "mp4" not in files:
            continue
        with tempfile.NamedTemporaryFile(suffix=".mp4") as f:
            f.write(files["mp4"])
            f.flush()
            p = subprocess.run(["ffprobe", "-v", "error", "-count_packets", "-select_streams", "v:0",
                "-show_entries", "stream=codec_name,width,height,nb_read_packets,avg_frame_rate",
                "-of", "json", f.name], capture_output=True, text=True, timeout=300)
        streams = json.loads(p.stdout or "{}").get("streams", []) if p.returncode == 0 else []
        if not streams or p.stderr.strip():
            out["errors"].append(f"{name} {key}: ffprobe {p.returncode} {p.stderr.strip()[:300]}")
        if streams:
            out["mp4_probed"].append({"key": key, "bytes": len(files["mp4"]), **streams[0]})
print(json.dumps(out))
`

async function tarReader(root: string): Promise<Record<string, unknown>> {
  try {
    const { stdout } = await run('python3', ['-c', TAR_READER, root], {
      maxBuffer: 64 * 2 ** 20,
      timeout: 1_800_000,
    })
    return JSON.parse(stdout)
  } catch (e) {
    return { errors: [(e as Error).message.slice(0, 800)] }
  }
}

/** The loader's output, less what only a comparison with the sources would use. */
function loaderSummary(check: Record<string, unknown>): Record<string, unknown> {
  const episodes = (check.episodes_read as { episode: number; length: number; frames_read?: number }[]) ?? []
  return {
    episodes: check.episodes,
    frames: check.frames,
    frames_read: check.frames_read,
    fps: check.fps,
    cameras: check.cameras,
    cameras_decoded: check.cameras_decoded,
    features: check.features,
    episode_lengths: episodes.map((e) => e.length),
    stats_keys: (check.stats_keys as string[] | undefined)?.length,
    dataloader_batches: check.dataloader_batches,
    one_episode: check.one_episode,
    delta_timestamps: check.delta_timestamps ? 'read' : undefined,
    stand_ins: check.stand_ins,
    ...(check.notes ? { notes: check.notes } : {}),
    ...(check.skipped ? { skipped: check.skipped } : {}),
    ...(check.traceback ? { traceback: check.traceback } : {}),
    ...(check.stderr ? { stderr: check.stderr } : {}),
  }
}

async function exportOne(
  app: FastifyInstance,
  source: Source,
  releaseId: string,
  format: ExportFormat,
  to: string,
): Promise<ExportOutcome> {
  const t0 = performance.now()
  const built = await exportRelease(app, source.org.key, releaseId, format, to)
  const out: ExportOutcome = {
    source: source.name,
    format,
    datasets_in: source.datasets.length,
    episodes_out: null,
    left_out: [],
    files: built.files.length,
    bytes: built.files.reduce((s, f) => s + f.size, 0),
    seconds: 0,
    failed: built.failed,
    read: null,
    errors: [],
  }
  if (!built.failed) {
    const provenance = JSON.parse(readFileSync(join(to, 'provenance.json'), 'utf8')) as {
      datasets: DatasetProvenance[]
    }
    out.episodes_out = provenance.datasets.filter((d) => d.episode_index !== null).length
    out.left_out = provenance.datasets
      .filter((d) => d.left_out)
      .map((d) => ({
        name: source.datasets.find((s) => s.id === d.dataset_id)?.label ?? d.name,
        why: d.left_out!,
      }))
    const layout = LAYOUTS[format]
    // An export with no episode has no info.json for a loader to open.
    if (layout && out.episodes_out > 0) {
      const check = await lerobotLoader(layout, to)
      out.errors = (check.errors as string[] | undefined) ?? []
      out.read = loaderSummary(check)
    } else if (format === 'webdataset') {
      const read = await tarReader(to)
      out.errors = (read.errors as string[] | undefined) ?? []
      out.read = { ...read, errors: undefined }
    }
  }
  out.seconds = Math.round((performance.now() - t0) / 100) / 10
  return out
}

const cleanups: (() => unknown)[] = []

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, json: { type: 'string' } },
  })
  const folder = positionals[0]
  if (!folder) throw new Error('usage: export-folder.ts <folder> [--out <folder>] [--json out.json]')
  const root = resolve(folder)
  const scratch = mkdtempSync(join(tmpdir(), 'hangar-export-folder-'))
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }))
  const out = values.out ?? mkdtempSync(join(tmpdir(), 'hangar-export-folder-out-'))
  if (!values.out) cleanups.push(() => rmSync(out, { recursive: true, force: true }))
  const load = [loadavg()[0]!]
  const { app } = await buildTestApp({ after: (fn: () => unknown) => cleanups.push(fn) })
  const sources = await importFolder(app, root, scratch)
  for (const s of sources)
    for (const d of s.datasets)
      process.stderr.write(`${d.label}: ${d.streams}${d.notes.length ? ` [${d.notes.join('; ')}]` : ''}\n`)
  const exports: ExportOutcome[] = []
  for (const source of sources) {
    const release = await app.services.releases.create(
      source.org.id,
      { program: 'software', dataset_ids: source.datasets.map((d) => d.id) },
      { kind: 'admin' },
    )
    for (const format of EXPORT_FORMATS) {
      const outcome = await exportOne(app, source, release.id, format, join(out, `${source.name}-${format}`))
      exports.push(outcome)
      process.stderr.write(
        `${source.name} ${format}: ${outcome.failed ?? `${outcome.episodes_out} out of ${outcome.datasets_in}`}, ` +
          `${outcome.errors.length} errors in ${outcome.seconds} s\n`,
      )
    }
  }
  load.push(loadavg()[0]!)
  const result = {
    folder: root,
    at: new Date().toISOString(),
    load,
    out: values.out ?? null,
    datasets: sources.flatMap((s) => s.datasets.map((d) => ({ source: s.name, ...d }))),
    exports: exports.map((e) => ({ ...e, error_count: e.errors.length, errors: e.errors.slice(0, 30) })),
  }
  const text = `${JSON.stringify(result, null, 1)}\n`
  process.stdout.write(text)
  if (values.json) writeFileSync(values.json, text)
  if (exports.some((e) => e.failed || e.errors.length > 0)) process.exitCode = 1
}

try {
  await main()
} finally {
  for (const fn of cleanups.reverse()) await fn()
}

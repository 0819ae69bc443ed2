/**
 * A release exported as a person would take it (bench/exports/lerobot-loader.ts,
 * export-folder.ts): asked for through `POST /releases/{id}/exports`, built as the job, and every
 * file downloaded through its signed link, its sha256 checked, written under `to`.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { EXPORT_JOB, type ExportFormat } from '../../server/src/exports/export.ts'
import { keyHeader } from '../../server/src/testing/fixtures.ts'

/** Exports the release as `format` into `to`; the export's files, or why it failed. */
export async function exportRelease(
  app: FastifyInstance,
  key: string,
  releaseId: string,
  format: ExportFormat,
  to: string,
): Promise<{ files: { path: string; size: number }[]; failed: string | null }> {
  const headers = keyHeader(key)
  const asked = await app.inject({
    method: 'POST',
    url: `/releases/${releaseId}/exports`,
    headers,
    payload: { format },
  })
  if (asked.statusCode !== 202) return { files: [], failed: `POST → ${asked.statusCode} ${asked.body}` }
  await app.services.jobs.idle([EXPORT_JOB])
  const ex = (
    await app.inject({ url: `/releases/${releaseId}/exports/${asked.json().export_id}`, headers })
  ).json()
  if (ex.status !== 'done') return { files: [], failed: `export ${ex.status}: ${ex.error}` }
  rmSync(to, { recursive: true, force: true })
  const files = ex.files as { path: string; size: number; url: string; sha256: string }[]
  for (const f of files) {
    const url = new URL(f.url)
    const got = await app.inject({ url: url.pathname + url.search })
    if (createHash('sha256').update(got.rawPayload).digest('hex') !== f.sha256)
      return { files, failed: `${f.path}: the download's sha256 is not the export's` }
    mkdirSync(dirname(join(to, f.path)), { recursive: true })
    writeFileSync(join(to, f.path), got.rawPayload)
  }
  return { files, failed: null }
}

import { ForbiddenError, NotFoundError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import {
  croissantCompanions,
  croissantDatasets,
  organizationName,
  releaseHead,
} from './croissant.repository.ts'
import { buildCroissant } from './croissant.ts'
import { recallsOf, releaseOrdinal } from './release-lineage.repository.ts'

/** A release's Croissant 1.1 description, files linked by signed links (docs/releases.md#croissant). */
export class CroissantService {
  constructor(private readonly deps: Deps) {}

  /** 404 unknown, 403 another organization's. `url` is the release's address in the API. */
  async describe(organizationId: string, releaseId: string, url: string): Promise<Record<string, unknown>> {
    const { db, dialect, blobs } = this.deps
    const row = await releaseHead(db, dialect, releaseId)
    if (!row) throw new NotFoundError('Release not found')
    if (row.organization_id !== organizationId)
      throw new ForbiddenError('Release belongs to another organization')
    const [datasets, companions, ordinal, recalls, orgName] = await Promise.all([
      croissantDatasets(db, releaseId),
      croissantCompanions(db, releaseId),
      releaseOrdinal(db, row),
      recallsOf(db, dialect, [releaseId]),
      organizationName(db, row.organization_id),
    ])
    return buildCroissant({
      release: {
        id: row.id,
        program: row.program,
        date_created: row.date_created,
        version: `${ordinal}.0.0`,
        notes: row.notes,
      },
      organizationName: orgName,
      url,
      // The file the manifest recorded (`file.path` is the link, `file.format` its extension,
      // `file.sha256` the upload's digest), linked as the dataset's `signed_url` is.
      datasets: datasets.map((d) => ({
        id: d.id,
        name: d.name,
        data_type: d.data_type,
        version: d.version,
        path: d.link,
        format: '',
        sha256: d.sha256?.toLowerCase() ?? null,
        size: d.data_byte_size,
        url: blobs.presign(d.link),
      })),
      companions: companions.map((c) => ({
        dataset_id: c.dataset_id,
        name: c.name,
        path: c.link,
        size: c.data_byte_size,
        sha256: c.sha256 ?? null,
        url: blobs.presign(c.link),
      })),
      recalled: recalls.map((r) => ({ dataset_id: r.dataset_id, at: r.at, reason: r.reason })),
    })
  }
}

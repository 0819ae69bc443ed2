import { ForbiddenError, NotFoundError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import { SIGNED_URL_TTL_SECONDS } from '../files/blob-store.ts'
import {
  croissantCompanions,
  croissantDatasets,
  organizationName,
  releaseHead,
  releaseNotes,
} from './croissant.repository.ts'
import { buildCroissant } from './croissant.ts'
import { CroissantCache } from './croissant-cache.ts'
import { type CroissantTemplate, croissantTemplate, renderCroissant } from './croissant-template.ts'
import { recallsOf, releaseOrdinal } from './release-lineage.repository.ts'

/**
 * Answers within one window share their signed links; each link expires 60 minutes after the
 * window's end, so it lasts 60 to 61 minutes from any answer (docs/releases.md#croissant).
 */
export const CROISSANT_LINK_WINDOW_SECONDS = 60

/** A release's Croissant 1.1 description, files linked by signed links (docs/releases.md#croissant). */
export class CroissantService {
  readonly #cache = new CroissantCache()

  constructor(private readonly deps: Deps) {}

  /**
   * The document's bytes (JSON, UTF-8). 404 unknown, 403 another organization's. `url` is the
   * release's address in the API. What may change since the release was made (its recalls, its
   * version, the organization's name) is read on every request and keys the cached document.
   */
  async describe(organizationId: string, releaseId: string, url: string): Promise<Buffer> {
    const { db, dialect, clock } = this.deps
    const head = await releaseHead(db, releaseId)
    if (!head) throw new NotFoundError('Release not found')
    if (head.organization_id !== organizationId)
      throw new ForbiddenError('Release belongs to another organization')
    const [ordinal, recalls, orgName] = await Promise.all([
      releaseOrdinal(db, head),
      recallsOf(db, dialect, [releaseId]),
      organizationName(db, head.organization_id),
    ])
    const recalled = recalls.map((r) => ({ dataset_id: r.dataset_id, at: r.at, reason: r.reason }))
    const version = `${ordinal}.0.0`
    const fingerprint = JSON.stringify([url, version, orgName, recalled])
    const window = Math.floor(clock.now() / 1000 / CROISSANT_LINK_WINDOW_SECONDS)
    return this.#cache.get(
      releaseId,
      fingerprint,
      window,
      () => this.#template({ ...head, version }, orgName, url, recalled),
      (template) => this.#render(template, window),
    )
  }

  /** The document with placeholders for its links: three queries over the release's datasets. */
  async #template(
    head: { id: string; program: string; date_created: string; version: string },
    orgName: string,
    url: string,
    recalled: { dataset_id: string; at: string; reason: string | null }[],
  ): Promise<CroissantTemplate> {
    const { db, dialect } = this.deps
    const [datasets, companions, notes] = await Promise.all([
      croissantDatasets(db, head.id),
      croissantCompanions(db, head.id),
      releaseNotes(db, dialect, head.id),
    ])
    return croissantTemplate((link) =>
      buildCroissant({
        release: { ...head, notes },
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
          url: link(d.link),
        })),
        companions: companions.map((c) => ({
          dataset_id: c.dataset_id,
          name: c.name,
          path: c.link,
          size: c.data_byte_size,
          sha256: c.sha256 ?? null,
          url: link(c.link),
        })),
        recalled,
      }),
    )
  }

  /** The links of `window`, each expiring at the window's end plus 60 minutes. */
  #render(template: CroissantTemplate, window: number): Buffer {
    const { blobs, clock } = this.deps
    const expires = (window + 1) * CROISSANT_LINK_WINDOW_SECONDS + SIGNED_URL_TTL_SECONDS
    const seconds = expires - Math.floor(clock.now() / 1000)
    return renderCroissant(template, (path) => blobs.presign(path, seconds))
  }
}

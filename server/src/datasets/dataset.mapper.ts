import type { BlobStore } from '../files/blob-store.ts'
import { animatedPreviews } from '../previews/preview-paths.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { DatasetRow } from '../storage/tables.ts'
import type { Dataset, DatasetListItem, IterationItem } from './dataset.schema.ts'

/** What makes the links: the file store (presigned S3 URLs, or the service's own signed links). */
type Links = Pick<BlobStore, 'presign'>

/** Signed links to the row's previews; empty when it has none. */
function previewUrls(row: DatasetRow, links: Links): IterationItem['preview_urls'] {
  const urls: IterationItem['preview_urls'] = {}
  const animated = animatedPreviews(row)
  if (animated.gif) urls.gif = links.presign(animated.gif)
  if (animated.webp) urls.webp = links.presign(animated.webp)
  if (row.preview_pose_frame) urls.pose_frame = links.presign(row.preview_pose_frame)
  if (row.preview_poster) urls.poster = links.presign(row.preview_poster)
  return urls
}

/**
 * A stored row as the list shows it: no signed_url, but the preview links when there are
 * previews, so a review queue can show them without a request per card (docs/decisions.md#datasets).
 */
export function toListItem(row: DatasetRow, dialect: DialectInfo, links: Links): DatasetListItem {
  const item: DatasetListItem = {
    id: row.id,
    date_created: row.date_created,
    date_updated: row.date_updated,
    organization_id: row.organization_id,
    data_type: row.data_type,
    name: row.name,
    description: row.description,
    status: row.status,
    link: row.link,
    data_byte_size: row.data_byte_size,
    data_sha256: row.sha256,
    metadata: dialect.decodeJson<Record<string, unknown>>(row.metadata),
    verdict: row.verdict,
    finding_count: row.finding_count,
  }
  if (row.preview_gif || row.preview_pose_frame || row.preview_poster)
    item.preview_urls = previewUrls(row, links)
  return item
}

/** A stored row with its signed download URL. */
export function toDataset(row: DatasetRow, dialect: DialectInfo, links: Links): Dataset {
  return { ...toListItem(row, dialect, links), signed_url: links.presign(row.link) }
}

/** One version of an iteration chain. */
export function toIterationItem(row: DatasetRow, dialect: DialectInfo, links: Links): IterationItem {
  return {
    dataset_id: row.id,
    version: row.version ?? 0,
    status: row.status,
    created_at: row.date_created,
    prompt: row.prompt ?? '',
    parent_dataset_id: row.parent_dataset_id,
    regeneration_reason: row.regeneration_reason,
    superseded_reason: row.superseded_reason,
    preview_urls: previewUrls(row, links),
    download_url: links.presign(row.link),
    metadata: dialect.decodeJson<Record<string, unknown>>(row.metadata),
  }
}

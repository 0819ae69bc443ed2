import type { DatasetRow } from '../storage/tables.ts'

/**
 * Where Hangar keeps the animated previews it makes of a video (docs/previews.md): a GIF, whose
 * path the row holds in `preview_gif` (the interface's `preview_urls.gif`), and the same as an
 * animated WebP beside it (`preview_urls.webp`), found by its name, so it needs no column.
 */
export function animatedPaths(datasetId: string): { gif: string; webp: string } {
  return { gif: `previews/${datasetId}/animated.gif`, webp: `previews/${datasetId}/animated.webp` }
}

/**
 * The stored paths behind `preview_urls.gif` and `preview_urls.webp`: the platform's GIF alone;
 * Hangar's GIF and WebP; or, for a video previewed before Hangar made GIFs (its `preview_gif` is
 * the WebP), the WebP alone, since `gif` names a GIF.
 */
export function animatedPreviews(row: Pick<DatasetRow, 'id' | 'preview_gif'>): {
  gif?: string
  webp?: string
} {
  if (!row.preview_gif) return {}
  const own = animatedPaths(row.id)
  if (row.preview_gif === own.gif) return own
  if (row.preview_gif === own.webp) return { webp: own.webp }
  return { gif: row.preview_gif }
}

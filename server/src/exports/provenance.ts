/** Where each dataset of an exported release came from and what was decided (docs/exports.md#provenance). */
export interface DatasetProvenance {
  dataset_id: string
  name: string
  /** Its version in the release (an iteration's), null for recordings. */
  version: number | null
  sha256: string | null
  /** Its status when exported: only accepted datasets become episodes. */
  status: string
  /** Its last decision: who and when. */
  decision: { action: string; by: string; by_name: string | null; at: string } | null
  /** Ids of its findings, sorted. */
  finding_ids: string[]
  /** Its episode (a webdataset's sample) in the export, or null when it was left out (then `left_out` says why). */
  episode_index: number | null
  left_out: string | null
  /** webdataset: the shard that holds its sample (absent in other formats). */
  shard?: string
}

/** `provenance.json`: datasets sorted by id; no time of the export itself, so it is reproducible. */
export function provenanceJson(
  release: { release_id: string; program: string; format: string },
  datasets: readonly DatasetProvenance[],
): string {
  const sorted = [...datasets].sort((a, b) => (a.dataset_id < b.dataset_id ? -1 : 1))
  return `${JSON.stringify({ ...release, datasets: sorted }, null, 2)}\n`
}

/** A file of the demo data: where it goes in storage, its bytes and its media type. */
export interface DemoFile {
  path: string
  bytes: Buffer
  contentType: string
}

/** One regenerated version (1, 2, ...) of a synthetic dataset. */
export interface DemoVersionPlan {
  prompt: string
  /** Why this version was made. */
  regeneration_reason: string
  /** Used when a later version replaces this one; unused while it is the latest. */
  superseded_reason: string
  /** ISO 8601, after the previous version's. */
  date_created: string
  metadata: Record<string, string | number | boolean>
  file: DemoFile
  previews: { gif?: DemoFile; pose_frame: DemoFile }
}

/** The data types of the interface (section 2.1). */
export type DemoDataType = 'episode' | 'synthetic_pov' | 'synthetic_third_person' | 'telemetry'

/** Final statuses the catalog asks for; superseded comes from the chains themselves. */
export type DemoFinalStatus = 'pending' | 'accepted' | 'rejected' | 'for_admin_review' | 'discarded'

/** One dataset of the demo catalog: version 0's fields at the top, later versions in `iterations`. */
export interface DemoDatasetPlan {
  data_type: DemoDataType
  name: string
  description: string | null
  metadata: Record<string, string | number | boolean>
  /** ISO 8601. */
  date_created: string
  /** The dataset's own file (version 0 for synthetic). */
  file: DemoFile
  /** Final status of this dataset, or of the latest version for a synthetic chain. */
  status: DemoFinalStatus
  /** When status is rejected. */
  rejection_reason?: string
  /** Synthetic only: version 0's prompt. */
  prompt?: string
  /** Synthetic only: version 0's previews (no `gif`: Hangar makes the animated preview from the MP4). */
  previews?: { gif?: DemoFile; pose_frame: DemoFile }
  /** Synthetic: used when version 1 replaces version 0. */
  superseded_reason?: string
  /**
   * Files that come with the dataset's own (docs/streams.md#companion-files): a LeRobot episode's
   * `meta/info.json` and camera videos, named by their role or camera key.
   */
  companions?: { name: string; file: DemoFile }[]
  /** Synthetic only: versions 1.. (0–3 entries). */
  iterations?: DemoVersionPlan[]
}

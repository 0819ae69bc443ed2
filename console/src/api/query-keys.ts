/** Query-cache keys, one family per resource, so a mutation invalidates exactly what it changed. */
export const queryKeys = {
  me: ['me'] as const,
  datasets: ['datasets'] as const,
  datasetList: (query: object) => ['datasets', 'list', query] as const,
  dataset: (id: string) => ['datasets', 'one', id] as const,
  iterations: (id: string) => ['datasets', 'iterations', id] as const,
  decision: (id: string) => ['datasets', 'decision', id] as const,
  /** The decision log (`GET /datasets/{id}/decisions`): in the datasets family, so a decision invalidates it. */
  decisions: (id: string) => ['datasets', 'decisions', id] as const,
  work: (id: string) => ['datasets', 'work', id] as const,
  /**
   * A dataset's findings: apart from `datasets` on purpose, so a decision (which invalidates the
   * datasets family) does not read again the findings of every card of the queue.
   */
  findings: (id: string) => ['findings', id] as const,
  metadataKeys: ['datasets', 'metadata-keys'] as const,
  stats: ['datasets', 'stats'] as const,
  releases: ['releases'] as const,
  apiKeys: ['api-keys'] as const,
  members: ['members'] as const,
  sessions: ['sessions'] as const,
  audit: (query: object) => ['audit', query] as const,
  mechas: ['mechas'] as const,
  mechaStatus: (id: string) => ['mechas', 'status', id] as const,
  mechaWorld: (id: string) => ['mechas', 'world', id] as const,
  /** What the events stream said (console/src/live): never fetched, only written by events. */
  decidedElsewhere: ['live', 'decided-elsewhere'] as const,
  newDatasets: ['live', 'new-datasets'] as const,
}

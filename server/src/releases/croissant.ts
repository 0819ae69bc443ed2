/**
 * A release as a Croissant 1.1 dataset (docs/releases.md#croissant): pure, data in, JSON-LD out.
 * Written from the specification (mlcommons/croissant docs/croissant-spec-1.1.md): its required
 * dataset properties, `distribution` of `cr:FileObject`s and `cr:FileSet`s, `recordSet`s whose
 * video fields are `sc:VideoObject`, and the context of its Appendix 1.
 */

export const CROISSANT_1_1 = 'http://mlcommons.org/croissant/1.1'
export const CROISSANT_MEDIA_TYPE = `application/ld+json; profile="${CROISSANT_1_1}"`

/** The JSON-LD context of the specification's Appendix 1, as it recommends. */
export const CROISSANT_CONTEXT = {
  '@language': 'en',
  '@vocab': 'http://schema.org/',
  sc: 'http://schema.org/',
  cr: 'http://mlcommons.org/croissant/',
  rai: 'http://mlcommons.org/croissant/RAI/',
  dct: 'http://purl.org/dc/terms/',
  annotation: 'cr:annotation',
  arrayShape: 'cr:arrayShape',
  citeAs: 'cr:citeAs',
  column: 'cr:column',
  conformsTo: 'dct:conformsTo',
  containedIn: 'cr:containedIn',
  data: { '@id': 'cr:data', '@type': '@json' },
  dataType: { '@id': 'cr:dataType', '@type': '@vocab' },
  equivalentProperty: 'cr:equivalentProperty',
  examples: { '@id': 'cr:examples', '@type': '@json' },
  excludes: 'cr:excludes',
  extract: 'cr:extract',
  field: 'cr:field',
  fileProperty: 'cr:fileProperty',
  fileObject: 'cr:fileObject',
  fileSet: 'cr:fileSet',
  format: 'cr:format',
  includes: 'cr:includes',
  isArray: 'cr:isArray',
  isLiveDataset: 'cr:isLiveDataset',
  jsonPath: 'cr:jsonPath',
  key: 'cr:key',
  md5: 'cr:md5',
  parentField: 'cr:parentField',
  recordSet: 'cr:recordSet',
  references: 'cr:references',
  regex: 'cr:regex',
  readLines: 'cr:readLines',
  sdVersion: 'cr:sdVersion',
  separator: 'cr:separator',
  source: 'cr:source',
  subField: 'cr:subField',
  transform: 'cr:transform',
  unArchive: 'cr:unArchive',
  value: 'cr:value',
} as const

/** One dataset of the release: its own file, from the manifest record and the dataset row. */
export interface CroissantDataset {
  id: string
  name: string
  data_type: string
  /** Iteration version, null for recordings. */
  version: number | null
  path: string
  /** The manifest's `file.format` (an extension, lower case); empty: from the path. */
  format: string
  sha256: string | null
  size: number
  /** A signed download link (60 minutes), as the dataset's `signed_url`. */
  url: string
}

/** A companion file of a dataset (a camera video, LeRobot's meta/info.json). */
export interface CroissantCompanion {
  dataset_id: string
  /** For a camera, the feature key (`observation.images.front`). */
  name: string
  path: string
  size: number
  sha256: string | null
  url: string
}

export interface CroissantInput {
  release: { id: string; program: string; date_created: string; version: string; notes: string | null }
  organizationName: string
  /** The release's address in the API (the dataset's `url`). */
  url: string
  datasets: readonly CroissantDataset[]
  companions: readonly CroissantCompanion[]
  recalled: readonly { dataset_id: string; at: string; reason: string | null }[]
}

const MEDIA_TYPES = new Map<string, string>([
  ['mp4', 'video/mp4'],
  ['webm', 'video/webm'],
  ['mov', 'video/quicktime'],
  ['mkv', 'video/x-matroska'],
  ['jsonl', 'application/jsonl'],
  ['ndjson', 'application/jsonl'],
  ['json', 'application/json'],
  ['csv', 'text/csv'],
  ['parquet', 'application/vnd.apache.parquet'],
  ['mcap', 'application/x-mcap'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
])

/**
 * A file's media type from its extension (after the last `.` of the last segment, before any
 * `?` or `#`); `application/octet-stream` when unknown. Index arithmetic rather than splitting:
 * it runs for each of a release's 15,000 files.
 */
export function mediaTypeOf(formatOrPath: string): string {
  let end = formatOrPath.length
  const query = formatOrPath.indexOf('?')
  if (query >= 0) end = query
  const hash = formatOrPath.indexOf('#')
  if (hash >= 0 && hash < end) end = hash
  const slash = formatOrPath.lastIndexOf('/', end - 1)
  const dot = formatOrPath.lastIndexOf('.', end - 1)
  const ext = formatOrPath.slice(Math.max(slash, dot) + 1, end).toLowerCase()
  return MEDIA_TYPES.get(ext) ?? 'application/octet-stream'
}

const isVideo = (mediaType: string) => mediaType.startsWith('video/')
const baseName = (path: string) => path.split('/').pop() || path
const ref = (id: string) => ({ '@id': id })
const EPISODE_TYPES = new Set(['episode', 'telemetry'])

type Json = Record<string, unknown>

function fileObject(
  id: string,
  name: string,
  f: { path: string; size: number; sha256: string | null; url: string },
  format: string,
): Json {
  return {
    '@type': 'cr:FileObject',
    '@id': id,
    name,
    contentUrl: f.url,
    contentSize: `${f.size} B`,
    encodingFormat: mediaTypeOf(format),
    ...(f.sha256 ? { sha256: f.sha256 } : {}),
  }
}

function fileSet(
  id: string,
  name: string,
  description: string,
  members: readonly string[],
  mediaTypes: readonly string[],
  globs: readonly string[],
): Json {
  return {
    '@type': 'cr:FileSet',
    '@id': id,
    name,
    description,
    containedIn: members.map(ref),
    encodingFormat: mediaTypes.length === 1 ? mediaTypes[0] : [...mediaTypes],
    includes: globs.length === 1 ? globs[0] : [...globs],
  }
}

const field = (id: string, description: string, dataType: string, source: Json): Json => ({
  '@type': 'cr:Field',
  '@id': id,
  name: id.slice(id.indexOf('/') + 1),
  description,
  dataType,
  source,
})

const fromSet = (set: string, fileProperty: 'content' | 'fullpath' | 'filename') => ({
  fileSet: ref(set),
  extract: { fileProperty },
})

const sorted = <T>(xs: Iterable<T>) => [...xs].sort()

/**
 * The document. Ids: `files/<dataset id>` for a dataset's file, `files/<dataset id>/<companion>`
 * for a companion, `cameras/<name>` for the FileSet of a camera's videos across datasets,
 * `episode-files` and `clip-videos` for the FileSets the record sets read.
 */
export function buildCroissant(input: CroissantInput): Json {
  const { release, datasets, companions, recalled } = input
  const byId = [...datasets].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const distribution: Json[] = []
  for (const d of byId)
    distribution.push(fileObject(`files/${d.id}`, baseName(d.path), d, d.format || d.path))
  const cameras = new Map<string, { ids: string[]; types: Set<string>; globs: Set<string> }>()
  const companionsSorted = [...companions].sort((a, b) =>
    a.dataset_id === b.dataset_id ? (a.name < b.name ? -1 : 1) : a.dataset_id < b.dataset_id ? -1 : 1,
  )
  for (const c of companionsSorted) {
    const id = `files/${c.dataset_id}/${c.name}`
    const type = mediaTypeOf(c.path)
    distribution.push(fileObject(id, baseName(c.path), c, c.path))
    if (!isVideo(type)) continue
    const cam = cameras.get(c.name) ?? { ids: [], types: new Set(), globs: new Set() }
    cam.ids.push(id)
    cam.types.add(type)
    cam.globs.add(`*.${baseName(c.path).split('.').pop()!.toLowerCase()}`)
    cameras.set(c.name, cam)
  }
  for (const name of sorted(cameras.keys())) {
    const cam = cameras.get(name)!
    distribution.push(
      fileSet(
        `cameras/${name}`,
        name,
        `The videos of camera ${name}, one per episode that has it`,
        cam.ids,
        sorted(cam.types),
        sorted(cam.globs),
      ),
    )
  }

  const recordSet: Json[] = []
  const episodes = byId.filter((d) => EPISODE_TYPES.has(d.data_type))
  if (episodes.length) {
    const types = new Set(episodes.map((d) => mediaTypeOf(d.format || d.path)))
    const globs = new Set(
      episodes.map((d) => `*.${(d.format || baseName(d.path).split('.').pop() || 'bin').toLowerCase()}`),
    )
    distribution.push(
      fileSet(
        'episode-files',
        'episode files',
        'The recordings and telemetry files of the release',
        episodes.map((d) => `files/${d.id}`),
        sorted(types),
        sorted(globs),
      ),
    )
    recordSet.push({
      '@type': 'cr:RecordSet',
      '@id': 'episodes',
      name: 'episodes',
      description:
        'One record per robot recording or telemetry dataset; each camera of the episodes is a video field',
      key: ref('episodes/file'),
      field: [
        field('episodes/file', "The recording's file", 'sc:URL', fromSet('episode-files', 'fullpath')),
        field('episodes/recording', "The recording's bytes", 'sc:Text', fromSet('episode-files', 'content')),
        ...sorted(cameras.keys()).map((name) =>
          field(
            `episodes/${name}`,
            `The video of camera ${name}`,
            'sc:VideoObject',
            fromSet(`cameras/${name}`, 'content'),
          ),
        ),
      ],
    })
  }
  const clips = byId.filter((d) => !EPISODE_TYPES.has(d.data_type))
  if (clips.length) {
    const types = new Set(clips.map((d) => mediaTypeOf(d.format || d.path)))
    const globs = new Set(clips.map((d) => `*.${(d.format || 'mp4').toLowerCase()}`))
    distribution.push(
      fileSet(
        'clip-videos',
        'clip videos',
        'The generated video clips of the release',
        clips.map((d) => `files/${d.id}`),
        sorted(types),
        sorted(globs),
      ),
    )
    recordSet.push({
      '@type': 'cr:RecordSet',
      '@id': 'clips',
      name: 'clips',
      description: 'One record per generated video clip',
      key: ref('clips/file'),
      field: [
        field('clips/file', "The clip's file", 'sc:URL', fromSet('clip-videos', 'fullpath')),
        field('clips/video', 'The clip', 'sc:VideoObject', fromSet('clip-videos', 'content')),
      ],
    })
  }
  // Which dataset each file is, inline: small per record, and what a reader joins on.
  recordSet.push({
    '@type': 'cr:RecordSet',
    '@id': 'datasets',
    name: 'datasets',
    description: 'The datasets of the release: id, name, kind, version and the id of their file',
    key: ref('datasets/dataset_id'),
    field: [
      { '@type': 'cr:Field', '@id': 'datasets/dataset_id', name: 'dataset_id', dataType: 'sc:Text' },
      { '@type': 'cr:Field', '@id': 'datasets/name', name: 'name', dataType: 'sc:Text' },
      { '@type': 'cr:Field', '@id': 'datasets/data_type', name: 'data_type', dataType: 'sc:Text' },
      { '@type': 'cr:Field', '@id': 'datasets/version', name: 'version', dataType: 'sc:Integer' },
      { '@type': 'cr:Field', '@id': 'datasets/file', name: 'file', dataType: 'sc:Text' },
    ],
    data: byId.map((d) => ({
      'datasets/dataset_id': d.id,
      'datasets/name': d.name,
      'datasets/data_type': d.data_type,
      'datasets/version': d.version,
      'datasets/file': `files/${d.id}`,
    })),
  })

  const recall = recalled.length
    ? ` ${recalled.length} of its datasets were recalled after it was made (reopened or rejected): ${recalled.map((r) => r.dataset_id).join(', ')}.`
    : ''
  return {
    '@context': CROISSANT_CONTEXT,
    '@type': 'sc:Dataset',
    name: `hangar-release-${release.id}`,
    description:
      (release.notes ? `${release.notes}\n\n` : '') +
      `Release ${release.id} of ${input.organizationName}: ${datasets.length} datasets (program ${release.program}), reviewed in Hangar.${recall}`,
    conformsTo: CROISSANT_1_1,
    url: input.url,
    license: {
      '@type': 'sc:CreativeWork',
      name: 'Permitted use: training',
      description: `Accepted by ${input.organizationName} for use in its training pipelines; no third-party rights review was performed.`,
    },
    creator: { '@type': 'sc:Organization', name: input.organizationName },
    datePublished: release.date_created,
    dateCreated: release.date_created,
    version: release.version,
    isLiveDataset: false,
    distribution,
    recordSet,
  }
}

import { type Static, Type } from 'typebox'

export const StreamStatusSchema = Type.Enum(['none', 'indexing', 'ready', 'failed'] as const, {
  description:
    '`none`: a format Hangar does not read; `indexing`: being read; `ready`; `failed`: `detail` says why',
})

const Seconds = (description: string) => Type.Number({ description })

export const StreamsSchema = Type.Object(
  {
    status: StreamStatusSchema,
    detail: Type.Union([Type.String(), Type.Null()], { description: 'Why reading failed, one sentence' }),
    duration_seconds: Type.Union([Type.Number(), Type.Null()], {
      description: 'From the dataset start to its last sample or frame; null until ready',
    }),
    videos: Type.Array(
      Type.Object({
        name: Type.String({
          description: 'The companion file name, or the dataset file for a video dataset',
        }),
        url: Type.String({
          description: 'Signed link to the video file, valid for 60 minutes; Range requests work',
        }),
        width: Type.Integer(),
        height: Type.Integer(),
        fps: Type.Number(),
        frame_count: Type.Integer(),
        codec: Type.String({ description: 'avc, hevc, av1, vp9, vp8…' }),
        start_seconds: Seconds('Time in the video file at the dataset t = 0: show t at start_seconds + t'),
      }),
    ),
    channels: Type.Array(
      Type.Object({
        name: Type.String({ description: 'docs/streams.md#names' }),
        unit: Type.Union([Type.String(), Type.Null()]),
        samples: Type.Integer({ minimum: 0 }),
        start_seconds: Type.Number(),
        end_seconds: Type.Number(),
      }),
    ),
    images: Type.Array(Type.Object({ name: Type.String(), count: Type.Integer({ minimum: 0 }) })),
  },
  { title: 'Streams' },
)
export type Streams = Static<typeof StreamsSchema>

export const MAX_POINTS = 5000
export const MAX_SERIES_CHANNELS = 32

export const SeriesQuerySchema = Type.Object({
  channel: Type.Array(Type.String({ minLength: 1, maxLength: 1000 }), {
    minItems: 1,
    maxItems: MAX_SERIES_CHANNELS,
    description: 'Channel names from GET /datasets/{dataset_id}/streams; repeat for several',
  }),
  from: Type.Optional(Type.Number({ description: 'Seconds from the dataset start; default 0' })),
  to: Type.Optional(Type.Number({ description: 'Seconds; default the duration' })),
  points: Type.Integer({
    minimum: 1,
    maximum: MAX_POINTS,
    default: 1000,
    description: 'Buckets per channel, at most',
  }),
})
export type SeriesQuery = Static<typeof SeriesQuerySchema>

export const SeriesSchema = Type.Object(
  {
    from: Type.Number(),
    to: Type.Number(),
    channels: Type.Array(
      Type.Object({
        name: Type.String(),
        samples: Type.Integer({ minimum: 0, description: 'Samples in [from, to]' }),
        t: Type.Array(Type.Number(), { description: "Each non-empty bucket's first sample time" }),
        min: Type.Array(Type.Number()),
        max: Type.Array(Type.Number()),
        mean: Type.Array(Type.Number()),
      }),
    ),
  },
  { title: 'Series' },
)
export type Series = Static<typeof SeriesSchema>

export const ImageFrameQuerySchema = Type.Object({
  stream: Type.String({ minLength: 1, maxLength: 1000, description: 'An image stream name (its topic)' }),
  t: Type.Number({ description: 'Seconds from the dataset start: the last frame at or before t' }),
})
export type ImageFrameQuery = Static<typeof ImageFrameQuerySchema>

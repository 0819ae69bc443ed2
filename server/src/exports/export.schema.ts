import { type Static, Type } from 'typebox'
import { Uuid } from '../common/schemas.ts'
import { EXPORT_FORMATS, EXPORT_STATES } from './export.ts'

export const CreateExportSchema = Type.Object(
  {
    format: Type.Enum(EXPORT_FORMATS, {
      description:
        '`lerobot`: LeRobot dataset layout v3.0; `lerobot-v2.1`: the older layout v2.1; `webdataset`: tar shards of the video datasets, a sample `<key>.mp4` + `<key>.json` each (docs/exports.md)',
    }),
  },
  { additionalProperties: false },
)
export type CreateExportInput = Static<typeof CreateExportSchema>

export const ExportCreatedSchema = Type.Object({
  export_id: Uuid(),
  status: Type.Enum(EXPORT_STATES),
})
export type ExportCreated = Static<typeof ExportCreatedSchema>

export const ExportFileSchema = Type.Object({
  path: Type.String({ description: "Relative to the export's folder, e.g. `meta/info.json`" }),
  size: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  url: Type.String({ description: 'A signed link, valid 60 minutes' }),
})

export const ExportSchema = Type.Object({
  id: Uuid(),
  release_id: Uuid(),
  format: Type.Enum(EXPORT_FORMATS),
  status: Type.Enum(EXPORT_STATES),
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  size: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Bytes of all the files, once done',
  }),
  sha256: Type.Union([Type.String({ pattern: '^[0-9a-f]{64}$' }), Type.Null()], {
    description: 'sha256 of the manifest: a line `<sha256>  <size>  <path>` per file, sorted by path',
  }),
  error: Type.Union([Type.String(), Type.Null()]),
  created_by: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  files: Type.Array(ExportFileSchema, { description: 'Empty until done' }),
})
export type ReleaseExport = Static<typeof ExportSchema>

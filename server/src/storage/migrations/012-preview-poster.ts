import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * `datasets.preview_poster`: the blob path of the still picture Hangar made of a dataset (a video
 * frame, or its main channels drawn small; docs/previews.md). Null until Hangar has tried; an
 * empty string once it tried and there was nothing to show (a corrupt file is not tried again).
 */
export function previewPoster(_d: DialectInfo): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('datasets').addColumn('preview_poster', 'text').execute()
    },
  }
}

import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/** Mechas registered to organizations; their live state is the simulator's (or the robot's). */
export function mechas(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mechas')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('organization_id', t.uuid, (c) => c.notNull().references('organizations.id'))
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('map', t.json)
        .addColumn('date_created', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('mechas_org')
        .on('mechas')
        .columns(['organization_id', 'date_created'])
        .execute()
    },
  }
}

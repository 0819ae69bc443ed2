import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { ReleaseRow } from '../storage/tables.ts'

/** Stores a release with its manifest (call inside the transaction that audits it). */
export async function insertRelease(db: Db, dialect: DialectInfo, row: ReleaseRow): Promise<void> {
  await db
    .insertInto('releases')
    .values({ ...row, manifest: dialect.encodeJson(row.manifest) })
    .execute()
}

export async function findRelease(db: Db, id: string): Promise<ReleaseRow | undefined> {
  return db.selectFrom('releases').selectAll().where('id', '=', id).executeTakeFirst()
}

/** One page of an organization's releases, newest first, and the count of all of them. */
export async function listReleases(
  db: Db,
  organizationId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ReleaseRow[]; total: number }> {
  const base = db.selectFrom('releases').where('organization_id', '=', organizationId)
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('date_created', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: count.n }
}

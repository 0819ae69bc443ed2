import type { Db } from './db.ts'

/** The service's own key-value facts (e.g. when the demo was seeded). */
export async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value
}

export async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await db.insertInto('meta').values({ key, value }).execute()
}

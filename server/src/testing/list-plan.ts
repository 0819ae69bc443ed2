import { CompiledQuery } from 'kysely'
import { type ListFilters, listPageQuery } from '../datasets/dataset.repository.ts'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'

/** The plan the engine chooses for a page of the dataset list under `f`, as text (tests of indexes). */
export async function explainListPage(db: Db, dialect: DialectInfo, f: ListFilters): Promise<string> {
  const compiled = listPageQuery(db, dialect, f, { limit: 100, offset: 0 }).compile()
  const prefix = dialect.name === 'sqlite' ? 'explain query plan' : 'explain'
  const result = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]),
  )
  return result.rows.map((r) => String(r.detail ?? r['QUERY PLAN'])).join('\n')
}

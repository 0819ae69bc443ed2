import type { Kysely } from 'kysely'
import type { Database } from './tables.ts'

/**
 * The database as the repositories take it, on either engine. Its own module, so what
 * `database.ts` opens it with (the hot statements) can name it without importing the opener.
 */
export type Db = Kysely<Database>

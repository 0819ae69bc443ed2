import pg from 'pg'

const { builtins } = pg.types
const parseTimestamptz = pg.types.getTypeParser(builtins.TIMESTAMPTZ) as (text: string) => Date

/**
 * What the PostgreSQL pool turns column values into, so a row has the type SQLite gives it
 * (`storage/tables.ts`): timestamps as ISO 8601 strings (`2026-11-25T10:00:00.000Z`, the text
 * SQLite stores) and 64-bit integers (byte sizes, counters, `count(*)`, bigserial ids) as
 * numbers. Sizes and counts stay far below 2^53, where a number is exact.
 */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === builtins.TIMESTAMPTZ) return (text: string) => parseTimestamptz(text).toISOString()
    if (oid === builtins.INT8) return (text: string) => Number(text)
    return pg.types.getTypeParser(oid, format)
  }) as pg.CustomTypesConfig['getTypeParser'],
}

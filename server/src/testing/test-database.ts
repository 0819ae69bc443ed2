import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * The engine the tests run on: SQLite unless TEST_ENGINE=postgres. With PostgreSQL every test
 * app gets a fresh database that is dropped afterwards, so nothing in a suite knows which
 * engine it talks to.
 */
export const TEST_ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite'
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** Creates an empty PostgreSQL database; returns its URL and a function that drops it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hangar_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  return {
    url: withDatabase(TEST_POSTGRES_URL, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_POSTGRES_URL })
      await c.connect()
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await c.end()
      }
    },
  }
}

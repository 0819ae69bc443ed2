import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What the generator leaves beside the database for the benchmark: credentials and ids. */
export interface Fixture {
  generated_at: string
  /** The exact command that built the database, quoted in RESULTS.md. */
  command: string
  seed: number
  datasets: number
  organizations: FixtureOrganization[]
}

export interface FixtureOrganization {
  id: string
  name: string
  /** The plain key; the database holds only its SHA-256 digest. */
  api_key: string
  key_id: string
  datasets: number
  /** A uniform sample of the organization's dataset ids (any status). */
  sample_dataset_ids: string[]
}

export const FIXTURE_FILE = 'fixture.json'

export function writeFixture(dataDir: string, fixture: Fixture): void {
  writeFileSync(join(dataDir, FIXTURE_FILE), `${JSON.stringify(fixture, null, 1)}\n`, { mode: 0o600 })
}

export function readFixture(dataDir: string): Fixture {
  return JSON.parse(readFileSync(join(dataDir, FIXTURE_FILE), 'utf8')) as Fixture
}

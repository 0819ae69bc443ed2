import type autocannon from 'autocannon'
import type Database from 'better-sqlite3'
import type { Fixture, FixtureOrganization } from '../generator/fixture.ts'
import type { Goal } from './goals.ts'

export interface Scenario {
  name: string
  /** The request as a reader should picture it. */
  request: string
  goal: Goal
  path: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  setupRequest?: (req: autocannon.Request) => autocannon.Request
  /** What the data behind the request looks like (matches, ids available). */
  note: string
}

const KEY_HEADER = 'service-api-key'
/** Pending ids taken per organization for accept: far more than 10 s can consume. */
const PENDING_PER_ORG = 2000

/**
 * The four scenarios of issue #2 against the generated data. `db` is the benchmark database
 * opened read-only before the service starts; accept ids are read there, so every request
 * names a dataset that is still pending.
 */
export function buildScenarios(db: Database.Database, fixture: Fixture): Scenario[] {
  // The largest organization: the heaviest list and the most ids to rotate through.
  const org = [...fixture.organizations].sort((a, b) => b.datasets - a.datasets)[0]!
  const headers = { [KEY_HEADER]: org.api_key }
  return [getById(org, headers), list(db, org, headers), stats(headers), accept(db, fixture)]
}

function getById(org: FixtureOrganization, headers: Record<string, string>): Scenario {
  const ids = org.sample_dataset_ids
  let i = 0
  return {
    name: 'get-by-id',
    request: 'GET /datasets/dataset?id=…',
    goal: { kind: 'ratio', min: 0.6 },
    path: `/datasets/dataset?id=${ids[0]}`,
    method: 'GET',
    headers,
    setupRequest: (req) => ({ ...req, path: `/datasets/dataset?id=${ids[i++ % ids.length]}` }),
    note: `rotating over ${ids.length} ids of one organization (${org.datasets} datasets)`,
  }
}

function list(db: Database.Database, org: FixtureOrganization, headers: Record<string, string>): Scenario {
  // The robot/site pair with the most pending datasets in the organization: filters that match.
  const pair = db
    .prepare(
      `select r.value as robot, s.value as site, count(*) as n
       from datasets d
       join dataset_metadata r on r.dataset_id = d.id and r.key = 'robot'
       join dataset_metadata s on s.dataset_id = d.id and s.key = 'site'
       where d.organization_id = ? and d.status = 'pending'
       group by 1, 2 order by n desc, 1, 2 limit 1`,
    )
    .get(org.id) as { robot: string; site: string; n: number } | undefined
  if (!pair) throw new Error(`organization ${org.id} has no pending datasets to list`)
  const pending = (
    db
      .prepare(`select count(*) as n from datasets where organization_id = ? and status = 'pending'`)
      .get(org.id) as {
      n: number
    }
  ).n
  const path = `/datasets?limit=100&status=pending&metadata=robot:${pair.robot}&metadata=site:${pair.site}`
  return {
    name: 'list',
    request: `GET /datasets?limit=100&status=pending&metadata=robot:…&metadata=site:…`,
    goal: { kind: 'p99', maxMs: 25 },
    path,
    method: 'GET',
    headers,
    note: `${path} matches ${pair.n} of the organization's ${pending} pending (${org.datasets} datasets)`,
  }
}

function stats(headers: Record<string, string>): Scenario {
  return {
    name: 'stats',
    request: 'GET /datasets/stats',
    goal: { kind: 'p99', maxMs: 5 },
    path: '/datasets/stats',
    method: 'GET',
    headers,
    note: 'read from org_counters, no dataset rows',
  }
}

function accept(db: Database.Database, fixture: Fixture): Scenario {
  // Interleaved over every organization, each id with its own organization's key, so no id
  // repeats and each request is a real pending → accepted transition.
  const perOrg = fixture.organizations.map((org) => ({
    key: org.api_key,
    ids: (
      db
        .prepare(
          `select id from datasets where organization_id = ? and status = 'pending'
           order by date_created desc, id desc limit ?`,
        )
        .all(org.id, PENDING_PER_ORG) as { id: string }[]
    ).map((r) => r.id),
  }))
  const queue: { key: string; id: string }[] = []
  for (let i = 0; i < PENDING_PER_ORG; i++)
    for (const o of perOrg) if (i < o.ids.length) queue.push({ key: o.key, id: o.ids[i]! })
  if (queue.length === 0) throw new Error('no pending datasets left to accept; regenerate the database')
  let i = 0
  return {
    name: 'accept',
    request: 'POST /datasets/{id}/accept',
    goal: { kind: 'rate', min: 500 },
    path: `/datasets/${queue[0]!.id}/accept`,
    method: 'POST',
    headers: { [KEY_HEADER]: queue[0]!.key },
    setupRequest: (req) => {
      // Past the end ids repeat and answer 422, which marks the run invalid rather than hiding it.
      const next = queue[i++ % queue.length]!
      return {
        ...req,
        method: 'POST',
        path: `/datasets/${next.id}/accept`,
        headers: { ...req.headers, [KEY_HEADER]: next.key },
      }
    },
    note: `${queue.length} distinct pending ids over ${perOrg.length} organizations, each with its own key`,
  }
}

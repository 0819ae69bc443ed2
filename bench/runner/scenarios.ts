import type autocannon from 'autocannon'
import type { Db } from '../../server/src/storage/db.ts'
import type { Fixture, FixtureOrganization } from '../generator/fixture.ts'
import { type Goal, ISSUE_2_GOALS } from './goals.ts'

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
  /** Run only when `--scenarios` names it: a probe for analysis, not one of the judged scenarios. */
  onlyWhenNamed?: boolean
}

const KEY_HEADER = 'service-api-key'
/** Pending ids taken per organization for accept: far more than 10 s can consume. */
const PENDING_PER_ORG = 2000

/**
 * The four scenarios of issue #2 against the generated data. `db` is the database of the engine
 * about to be measured, opened before the service starts; accept ids are read there, so every
 * request names a dataset that is still pending on that engine.
 */
export async function buildScenarios(db: Db, fixture: Fixture): Promise<Scenario[]> {
  // The largest organization: the heaviest list and the most ids to rotate through.
  const org = [...fixture.organizations].sort((a, b) => b.datasets - a.datasets)[0]!
  const headers = { [KEY_HEADER]: org.api_key }
  return [
    getById(org, headers),
    await getByIdSpread(db, fixture),
    await list(db, org, headers),
    stats(headers),
    await accept(db, fixture),
    floor(),
  ]
}

/**
 * What every request pays before any route does work (issue 13): `/healthz` goes through the
 * service's whole hook chain — metrics, security headers, CORS, text checks, rate-limit bypass,
 * serialization — with no key and no database. get-by-id minus this is the route's own cost.
 */
function floor(): Scenario {
  return {
    name: 'floor',
    request: 'GET /healthz',
    goal: ISSUE_2_GOALS['get-by-id'],
    path: '/healthz',
    method: 'GET',
    headers: {},
    note: 'no key, no database: the cost of the hook chain and the HTTP exchange',
    onlyWhenNamed: true,
  }
}

/** Ids drawn for get-by-id-spread: more than 10 s of requests, so none repeats in a run. */
const SPREAD_IDS = 60_000

/**
 * Every request a different dataset, of any organization, with that organization's key (issue
 * 13): what a repeat-read cache cannot help, so its win is not judged on the best case alone.
 */
async function getByIdSpread(db: Db, fixture: Fixture): Promise<Scenario> {
  const keys = new Map(fixture.organizations.map((o) => [o.id, o.api_key]))
  // Ids are random UUIDs: the first ones by id are a random sample, the same on both engines.
  const rows = await db
    .selectFrom('datasets')
    .select(['id', 'organization_id'])
    .orderBy('id')
    .limit(SPREAD_IDS)
    .execute()
  const queue = rows.flatMap((r) => {
    const key = keys.get(r.organization_id)
    return key ? [{ id: r.id, key }] : []
  })
  if (queue.length === 0) throw new Error('no datasets to read')
  let i = 0
  return {
    name: 'get-by-id-spread',
    request: 'GET /datasets/dataset?id=… (a different dataset each request)',
    goal: ISSUE_2_GOALS['get-by-id'],
    path: `/datasets/dataset?id=${queue[0]!.id}`,
    method: 'GET',
    headers: { [KEY_HEADER]: queue[0]!.key },
    setupRequest: (req) => {
      const next = queue[i++ % queue.length]!
      return {
        ...req,
        path: `/datasets/dataset?id=${next.id}`,
        headers: { ...req.headers, [KEY_HEADER]: next.key },
      }
    },
    note: `${queue.length} random datasets over every organization, each with its organization's key; none repeats`,
  }
}

function getById(org: FixtureOrganization, headers: Record<string, string>): Scenario {
  const ids = org.sample_dataset_ids
  let i = 0
  return {
    name: 'get-by-id',
    request: 'GET /datasets/dataset?id=…',
    goal: ISSUE_2_GOALS['get-by-id'],
    path: `/datasets/dataset?id=${ids[0]}`,
    method: 'GET',
    headers,
    setupRequest: (req) => ({ ...req, path: `/datasets/dataset?id=${ids[i++ % ids.length]}` }),
    note: `rotating over ${ids.length} ids of one organization (${org.datasets} datasets)`,
  }
}

async function list(db: Db, org: FixtureOrganization, headers: Record<string, string>): Promise<Scenario> {
  // The robot/site pair with the most pending datasets in the organization: filters that match.
  const pair = await db
    .selectFrom('datasets as d')
    .innerJoin('dataset_metadata as r', (j) => j.onRef('r.dataset_id', '=', 'd.id').on('r.key', '=', 'robot'))
    .innerJoin('dataset_metadata as s', (j) => j.onRef('s.dataset_id', '=', 'd.id').on('s.key', '=', 'site'))
    .select(['r.value as robot', 's.value as site', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('d.organization_id', '=', org.id)
    .where('d.status', '=', 'pending')
    .groupBy(['r.value', 's.value'])
    .orderBy('n', 'desc')
    .orderBy('r.value')
    .orderBy('s.value')
    .limit(1)
    .executeTakeFirst()
  if (!pair) throw new Error(`organization ${org.id} has no pending datasets to list`)
  const { pending } = await db
    .selectFrom('datasets')
    .select((eb) => eb.fn.countAll<number | string>().as('pending'))
    .where('organization_id', '=', org.id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
  const path = `/datasets?limit=100&status=pending&metadata=robot:${pair.robot}&metadata=site:${pair.site}`
  return {
    name: 'list',
    request: `GET /datasets?limit=100&status=pending&metadata=robot:…&metadata=site:…`,
    goal: ISSUE_2_GOALS.list,
    path,
    method: 'GET',
    headers,
    note: `${path} matches ${Number(pair.n)} of the organization's ${Number(pending)} pending (${org.datasets} datasets)`,
  }
}

function stats(headers: Record<string, string>): Scenario {
  return {
    name: 'stats',
    request: 'GET /datasets/stats',
    goal: ISSUE_2_GOALS.stats,
    path: '/datasets/stats',
    method: 'GET',
    headers,
    note: 'read from org_counters, no dataset rows',
  }
}

async function accept(db: Db, fixture: Fixture): Promise<Scenario> {
  // Interleaved over every organization, each id with its own organization's key, so no id
  // repeats and each request is a real pending → accepted transition.
  const perOrg = await Promise.all(
    fixture.organizations.map(async (org) => ({
      key: org.api_key,
      ids: (
        await db
          .selectFrom('datasets')
          .select('id')
          .where('organization_id', '=', org.id)
          .where('status', '=', 'pending')
          .orderBy('date_created', 'desc')
          .orderBy('id', 'desc')
          .limit(PENDING_PER_ORG)
          .execute()
      ).map((r) => r.id),
    })),
  )
  const queue: { key: string; id: string }[] = []
  for (let i = 0; i < PENDING_PER_ORG; i++)
    for (const o of perOrg) if (i < o.ids.length) queue.push({ key: o.key, id: o.ids[i]! })
  if (queue.length === 0) throw new Error('no pending datasets left to accept; regenerate the database')
  let i = 0
  return {
    name: 'accept',
    request: 'POST /datasets/{id}/accept',
    goal: ISSUE_2_GOALS.accept,
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

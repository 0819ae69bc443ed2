/**
 * # Demo catalog
 *
 * What a new user finds on first start: 44 datasets of the four data types, with real small
 * files made by code in `assets/` (GIF clips and previews, PNG pose frames, JSON Lines
 * recordings, CSV telemetry; about 4 MB in all).
 *
 * - Synthetic datasets come as iteration chains of 1 to 4 versions. Each later version has its
 *   own prompt (the previous one plus a fix), the flaw it was regenerated for, and its own clip.
 *   The seeder makes version 0 from the top-level fields, adds `iterations` in order (the
 *   previous latest becomes superseded), then gives the latest the plan's `status`.
 * - Final statuses are fixed per data type and shuffled, so pending, accepted, rejected,
 *   for_admin_review and discarded all occur, and superseded through the chains.
 * - Every date lies in the 14 days before `now`, at least three datasets fall on each of the
 *   last 7 UTC days (the statistics' daily volume), and each version is dated after its parent.
 * - A rejected episode or telemetry file carries its rejection's cause at a definite time, where
 *   a check or a reviewer finds it (docs/checks.md, "The demo's data"); every other one is clean.
 * - Everything is a function of `now` and `seed`: the same pair gives identical plans and bytes.
 * - Paths: `demo/<data_type>/<slug>-v<n>.<ext>`, previews under `demo/<data_type>/previews/`.
 */
import { STAIR_SETTINGS, type StairSetting } from './assets/demo-palette.ts'
import { LEROBOT_CAMERAS } from './assets/lerobot-episode.ts'
import type { Perspective } from './assets/stair-scene.ts'
import { TELEMETRY_SENSORS } from './assets/telemetry-csv.ts'
import {
  CAMERA,
  CLIP_ISSUES,
  DESCRIPTIONS,
  MODELS,
  OPERATORS,
  REJECTIONS,
  ROBOTS,
  SETTINGS,
  SITES,
  sentenceCase,
  TASKS,
  TELEMETRY_REJECTIONS,
  TELEMETRY_SESSIONS,
} from './catalog-wording.ts'
import {
  type DemoAsset,
  type DemoAssetRenderer,
  demoAssetContentType,
  demoAssetExtension,
  renderDemoAsset,
} from './demo-asset.ts'
import type {
  DemoDatasetPlan,
  DemoDataType,
  DemoFile,
  DemoFinalStatus,
  DemoVersionPlan,
} from './demo-plan.ts'
import { deriveSeed, type SeededRandom, seededRandom } from './seeded-random.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Animation frames a second (the scene's clock); the MP4s have VIDEO_FPS. */
const CLIP_FPS = 10
const VIDEO_FPS = 20
const CLIP_SIZE = { width: 640, height: 360 }

// How many datasets of each type end in each status; every type has all five.
const STATUS_COUNTS: Record<DemoDataType, Record<DemoFinalStatus, number>> = {
  episode: { pending: 3, accepted: 3, rejected: 2, for_admin_review: 1, discarded: 1 },
  telemetry: { pending: 3, accepted: 3, rejected: 2, for_admin_review: 1, discarded: 1 },
  synthetic_pov: { pending: 4, accepted: 3, rejected: 2, for_admin_review: 2, discarded: 1 },
  synthetic_third_person: { pending: 4, accepted: 3, rejected: 2, for_admin_review: 2, discarded: 1 },
}

// Versions per synthetic chain, one entry per synthetic dataset of a type.
const CHAIN_LENGTHS = [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4] as const

const DATA_TYPES: readonly DemoDataType[] = [
  'episode',
  'telemetry',
  'synthetic_pov',
  'synthetic_third_person',
]

/**
 * The demo datasets for a service started at `now`, oldest first. `seed` (default 1) varies
 * names, dates and pictures. `render` turns asset recipes into bytes; tests pass a stub to check
 * a plan's shape without drawing anything.
 */
export function demoCatalog(
  now: Date,
  seed = 1,
  render: DemoAssetRenderer = renderDemoAsset,
): DemoDatasetPlan[] {
  const random = seededRandom(seed)
  const clock = demoClock(now)
  const mixes = DATA_TYPES.map((type) => ({ type, statuses: statusList(STATUS_COUNTS[type]) }))
  const total = mixes.reduce((n, mix) => n + mix.statuses.length, 0)
  // Three datasets on each of the last 7 days, the rest anywhere in the 14.
  const recent = Array.from({ length: 21 }, (_, i) => Math.floor(i / 3))
  const days = random.shuffle([
    ...recent,
    ...Array.from({ length: total - recent.length }, () => random.int(0, 13)),
  ])
  const withoutDescription = random.shuffle(Array.from({ length: total }, (_, i) => i % 4 === 0))
  const runNumbers = random.shuffle(Array.from({ length: 90 }, (_, i) => i + 3))
  const slugs = new Set<string>()
  const context: EntryContext = { random, clock, render, slugs, runNumbers }

  const plans: DemoDatasetPlan[] = []
  for (const { type, statuses } of mixes) {
    const chains = random.shuffle(CHAIN_LENGTHS)
    random.shuffle(statuses).forEach((status, k) => {
      const index = plans.length
      const entry: Entry = {
        index,
        type,
        status,
        day: days[index] ?? 0,
        describe: !withoutDescription[index],
        // Seeds per dataset and version, so each file differs and none shifts when another changes.
        assetSeed: (version) => deriveSeed(seed, index, version),
      }
      if (type === 'episode') plans.push(episodePlan(context, entry))
      else if (type === 'telemetry') plans.push(telemetryPlan(context, entry))
      else
        plans.push(
          syntheticPlan(context, entry, type === 'synthetic_pov' ? 'pov' : 'third_person', chains[k] ?? 1),
        )
    })
  }
  plans.push(...recordingPlans(context, seed, render, total))
  return plans.sort((a, b) => a.date_created.localeCompare(b.date_created))
}

/**
 * Two recordings in the formats robotics teams keep, pending review, from a random stream of
 * their own (the rest of the catalog does not move): a LeRobot v2.1 episode (data parquet with
 * joint states; `meta/info.json` and two camera MP4s as companions) and an MCAP log (IMU, battery,
 * a JPEG camera topic).
 */
function recordingPlans(
  ctx: EntryContext,
  seed: number,
  render: DemoAssetRenderer,
  index: number,
): DemoDatasetPlan[] {
  const random = seededRandom(deriveSeed(seed, 7919))
  const file = (path: string, asset: DemoAsset): DemoFile => ({
    path,
    bytes: render(asset),
    contentType: demoAssetContentType(asset),
  })
  const operator = random.pick(OPERATORS)
  const site = random.pick(SITES)
  const setting: StairSetting = random.pick(STAIR_SETTINGS)
  // LeRobot: 6 s at 20 frames a second, both cameras drawn from the same seed as the joints.
  const lerobotSeed = deriveSeed(seed, index, 0)
  const episode = { seed: lerobotSeed, frames: 60, fps: VIDEO_FPS, task: 'climb the stairs' }
  const lerobotName = `Stair climb — ${site.short}, LeRobot episode 0`
  const lerobotDir = `demo/episode/${uniqueSlug(ctx.slugs, lerobotName)}`
  const cameras = LEROBOT_CAMERAS.map((cam) => ({
    name: cam.key,
    file: file(`${lerobotDir}/videos/chunk-000/${cam.key}/episode_000000.mp4`, {
      kind: 'clip',
      seed: lerobotSeed,
      perspective: cam.perspective,
      setting,
      frames: episode.frames,
      ...CLIP_SIZE,
      fps: episode.fps,
    }),
  }))
  const mcapName = `Stair ascent — ${site.short}, MCAP log ${random.int(100, 999)}`
  const mcapSeed = deriveSeed(seed, index + 1, 0)
  const mcapSeconds = 20
  return [
    {
      data_type: 'episode',
      name: lerobotName,
      description: 'LeRobot v2.1 episode: joint states at 20 Hz with a head camera and a side camera.',
      metadata: {
        robot: 'quadruped',
        site: site.name,
        task: 'stair_climb',
        duration_seconds: episode.frames / 10,
        operator,
      },
      date_created: ctx.clock.on(0, random),
      status: 'pending',
      file: file(`${lerobotDir}/data/chunk-000/episode_000000.parquet`, { kind: 'lerobot_data', ...episode }),
      companions: [
        {
          name: 'meta/info.json',
          file: file(`${lerobotDir}/meta/info.json`, { kind: 'lerobot_info', ...episode }),
        },
        ...cameras,
      ],
    },
    {
      data_type: 'episode',
      name: mcapName,
      description: 'MCAP log: IMU at 100 Hz, battery at 1 Hz and the head camera as JPEG frames at 5 Hz.',
      metadata: {
        robot: 'quadruped',
        site: site.name,
        task: 'stair_climb',
        duration_seconds: mcapSeconds,
        operator: random.pick(OPERATORS),
      },
      date_created: ctx.clock.on(1, random),
      status: 'pending',
      file: file(`demo/episode/${uniqueSlug(ctx.slugs, mcapName)}-v0.mcap`, {
        kind: 'mcap',
        seed: mcapSeed,
        durationSeconds: mcapSeconds,
        setting,
      }),
    },
  ]
}

interface EntryContext {
  random: SeededRandom
  clock: DemoClock
  render: DemoAssetRenderer
  slugs: Set<string>
  runNumbers: number[]
}

interface Entry {
  index: number
  type: DemoDataType
  status: DemoFinalStatus
  /** Days before today (UTC) of version 0. */
  day: number
  describe: boolean
  assetSeed(version: number): number
}

function episodePlan(ctx: EntryContext, entry: Entry): DemoDatasetPlan {
  const { random } = ctx
  const robot = random.pick(ROBOTS)
  const site = random.pick(SITES)
  const task = random.pick(TASKS)
  const operator = random.pick(OPERATORS)
  const durationSeconds = random.int(15, 40)
  const name = `${task.title} — ${site.short}, run ${ctx.runNumbers[entry.index] ?? entry.index}`
  const slug = uniqueSlug(ctx.slugs, name)
  const fields = common(ctx, entry, name)
  // A run rejected for what its recording shows has it there, for a reviewer (and the checks) to see.
  const reason = fields.rejection_reason ?? ''
  const drift = /drifts ([0-9.]+) m/.exec(reason)
  const intervened = /intervened twice/.test(reason)
  // Cut short: the robot was to walk a quarter longer, and is still trotting at the last line.
  const stopsEarly = /stops before the task ends/.test(reason)
  return {
    ...fields,
    metadata: { robot, site: site.name, task: task.id, duration_seconds: durationSeconds, operator },
    date_created: ctx.clock.on(entry.day, random),
    file: demoFile(ctx, entry.type, slug, 0, {
      kind: 'episode',
      seed: entry.assetSeed(0),
      durationSeconds,
      hz: 10,
      ...(drift ? { driftMetres: Number(drift[1]) } : {}),
      ...(intervened ? { interventions: 2 } : {}),
      ...(stopsEarly ? { runSeconds: Math.round(durationSeconds * 1.25) } : {}),
    }),
  }
}

function telemetryPlan(ctx: EntryContext, entry: Entry): DemoDatasetPlan {
  const { random } = ctx
  const robot = random.pick(ROBOTS)
  const site = random.pick(SITES)
  const sampleRateHz = random.pick([5, 10])
  const durationSeconds = random.int(30, 75)
  const name = `${robot} telemetry — ${site.short}, ${random.pick(TELEMETRY_SESSIONS)}`
  const slug = uniqueSlug(ctx.slugs, name)
  const fields = common(ctx, entry, name)
  // Telemetry rejected for a defect has it in its file, from a third of the way in (telemetry-csv.ts).
  const fault = TELEMETRY_REJECTIONS.find((r) => r.reason === fields.rejection_reason)?.fault
  return {
    ...fields,
    metadata: {
      robot,
      sample_rate_hz: sampleRateHz,
      sensors: TELEMETRY_SENSORS,
      duration_seconds: durationSeconds,
    },
    date_created: ctx.clock.on(entry.day, random),
    file: demoFile(ctx, entry.type, slug, 0, {
      kind: 'telemetry',
      seed: entry.assetSeed(0),
      durationSeconds,
      hz: sampleRateHz,
      ...(fault ? { fault: { kind: fault, atSeconds: Math.round(durationSeconds / 3) } } : {}),
    }),
  }
}

function syntheticPlan(
  ctx: EntryContext,
  entry: Entry,
  perspective: Perspective,
  length: number,
): DemoDatasetPlan {
  const { random } = ctx
  const setting: StairSetting = random.pick(STAIR_SETTINGS)
  const name = `${SETTINGS[setting].name} climb — ${CAMERA[perspective].name}, take ${ctx.runNumbers[entry.index] ?? entry.index}`
  const slug = uniqueSlug(ctx.slugs, name)
  const issues = random.shuffle(CLIP_ISSUES[perspective]).slice(0, length - 1)
  const dates = ctx.clock.chain(entry.day, length, random)

  let model: string = random.pick(MODELS)
  let durationSeconds = random.int(3, 5)
  const versions: Omit<DemoVersionPlan, 'regeneration_reason' | 'superseded_reason'>[] = []
  for (let v = 0; v < length; v++) {
    if (v > 0) {
      // Now and then a regeneration also moves to another model or length, as real ones do.
      if (random.chance(0.25)) model = random.pick(MODELS)
      if (random.chance(0.25)) durationSeconds = random.int(3, 5)
    }
    // Each version's prompt is the original one plus a sentence for every flaw fixed so far.
    const prompt = [
      `${CAMERA[perspective].phrase} ${SETTINGS[setting].phrase}.`,
      `${durationSeconds} seconds, ${CLIP_SIZE.width}x${CLIP_SIZE.height}.`,
      ...issues.slice(0, v).map((issue) => issue.fix),
    ].join(' ')
    const clip = {
      seed: entry.assetSeed(v),
      perspective,
      setting,
    }
    versions.push({
      prompt,
      date_created: dates[v] as string,
      metadata: {
        perspective,
        duration_seconds: durationSeconds,
        resolution: `${CLIP_SIZE.width}x${CLIP_SIZE.height}`,
        model,
      },
      file: demoFile(ctx, entry.type, slug, v, {
        kind: 'clip',
        ...clip,
        frames: durationSeconds * CLIP_FPS,
        ...CLIP_SIZE,
        fps: VIDEO_FPS,
      }),
      // The platform supplies the pose frame (same seed as the clip: same robot and stairs); the
      // poster and the animated preview Hangar makes itself from the MP4 (docs/previews.md).
      previews: {
        pose_frame: demoFile(ctx, entry.type, `previews/${slug}`, v, { kind: 'pose_frame', ...clip }),
      },
    })
  }
  // The reason a version was superseded is the flaw its successor was generated to fix.
  const supersededReason = (v: number): string => {
    const issue = issues[v]
    return issue ? `${sentenceCase(issue.reason)}; replaced by v${v + 1}` : 'Replaced by a newer generation'
  }
  const [first, ...later] = versions
  if (!first) throw new Error('a chain has at least one version')
  return {
    ...common(ctx, entry, name),
    metadata: first.metadata,
    date_created: first.date_created,
    file: first.file,
    prompt: first.prompt,
    previews: first.previews,
    ...(later.length > 0 ? { superseded_reason: supersededReason(0) } : {}),
    iterations: later.map((version, i) => ({
      ...version,
      regeneration_reason: sentenceCase(issues[i]?.reason ?? 'regenerated'),
      superseded_reason: supersededReason(i + 1),
    })),
  }
}

/** Fields every kind of dataset fills the same way. */
function common(
  ctx: EntryContext,
  entry: Entry,
  name: string,
): Pick<DemoDatasetPlan, 'data_type' | 'name' | 'description' | 'status' | 'rejection_reason'> {
  return {
    data_type: entry.type,
    name,
    description: entry.describe ? ctx.random.pick(DESCRIPTIONS[entry.type]) : null,
    status: entry.status,
    ...(entry.status === 'rejected' ? { rejection_reason: ctx.random.pick(REJECTIONS[entry.type]) } : {}),
  }
}

function demoFile(
  ctx: EntryContext,
  type: DemoDataType,
  stem: string,
  version: number,
  asset: DemoAsset,
): DemoFile {
  return {
    path: `demo/${type}/${stem}-v${version}.${demoAssetExtension(asset)}`,
    bytes: ctx.render(asset),
    contentType: demoAssetContentType(asset),
  }
}

/** Kebab-case ASCII from a name, made unique with a counter. */
function uniqueSlug(taken: Set<string>, name: string): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'dataset'
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  taken.add(slug)
  return slug
}

interface DemoClock {
  /** A seeded moment on the UTC day `day` days before `now`'s, never after `now`. */
  on(day: number, random: SeededRandom): string
  /** `length` strictly increasing moments from day `day` on, the later ones up to 2 days apart, none after `now`. */
  chain(day: number, length: number, random: SeededRandom): string[]
}

function demoClock(now: Date): DemoClock {
  const nowMs = now.getTime()
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS
  const moment = (day: number, random: SeededRandom): number => {
    const start = today - day * DAY_MS
    // Past days: working hours (07:00–19:00 UTC); today: any time up to now.
    const ms = day === 0 ? start + random.next() * (nowMs - start) : start + random.range(0.29, 0.79) * DAY_MS
    return Math.floor(ms / 1000) * 1000
  }
  return {
    on: (day, random) => new Date(moment(day, random)).toISOString(),
    chain(day, length, random) {
      const times: number[] = []
      let d = day
      for (let v = 0; v < length; v++) {
        if (v > 0) d = Math.max(0, d - random.pick([0, 0, 1, 1, 2]))
        const previous = times[v - 1]
        const t = moment(d, random)
        // A regeneration on the same day as its parent but drawn earlier comes a little after it.
        times.push(previous === undefined || t > previous ? t : previous + random.int(20, 180) * 60 * 1000)
      }
      // Such a bump can pass `now`: pull the tail back, each version at least a second after its parent.
      for (let v = times.length - 1; v >= 0; v--) {
        const limit = v === times.length - 1 ? nowMs : (times[v + 1] as number) - 1000
        times[v] = Math.min(times[v] as number, limit)
      }
      return times.map((t) => new Date(t).toISOString())
    },
  }
}

function statusList(counts: Record<DemoFinalStatus, number>): DemoFinalStatus[] {
  return (Object.entries(counts) as [DemoFinalStatus, number][]).flatMap(([status, n]) =>
    Array.from({ length: n }, () => status),
  )
}

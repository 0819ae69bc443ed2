import { CONSOLE_BUDGETS } from '../console/console-results.ts'
import { VIEWER_BUDGETS } from '../console/viewer-results.ts'
import { EVENT_LOOP_BOUND_MS } from '../manifest/manifest-results.ts'
import { BROKER_GOAL } from '../mecha/broker-markdown.ts'
import { GOAL as MECHA_GOAL } from '../mecha/mecha-results.ts'
import { ISSUE_2_GOALS, RSS_GOAL_BYTES } from '../runner/goals.ts'
import { CONSOLE_SUBJECT } from './console-observations.ts'
import { type EventsPhase, type EventsResults, eventsSubject } from './events-observations.ts'
import { int } from './format.ts'
import { MANIFEST_SUBJECT } from './manifest-observations.ts'
import { mechaSubject } from './mecha-observations.ts'
import type { Observation } from './observation.ts'
import { goalOf, type Limit, type PerformanceGoal, type Spec, U, type Unit } from './performance-goal.ts'
import { indexingSubject, seriesSubject } from './streams-observations.ts'
import { BIG_VIDEO_SUBJECT, DATASET_SCRIPTS_SUBJECT, EPISODE_PAGE_SUBJECT } from './viewer-observations.ts'

type Setting = 'cache-on' | 'cache-off'
const SETTING_WORDS: Record<Setting, string> = {
  'cache-on': 'cache on (default)',
  'cache-off': 'cache off (`RESPONSE_CACHE_MB=0`)',
}
const cpuRange = (o: Observation) => o.detail?.replace('CPU range ', '')

/** A figure of a datasets scenario on SQLite, 1 process: the configuration issues 2 and 13 set goals on. */
function dataset(
  goal: string,
  settings: readonly Setting[],
  scenario: string,
  figure: 'cpuMicros' | 'ratio' | 'p99Ms' | 'perSecond' | 'rssBytes',
  limit: Limit,
): PerformanceGoal {
  const u = { cpuMicros: U.micros, ratio: U.ratio, p99Ms: U.ms, perSecond: U.accepted, rssBytes: U.bytes }[
    figure
  ]
  return goalOf({
    goal,
    judgedOn: `SQLite, 1 process, ${settings.length === 1 ? SETTING_WORDS[settings[0]!] : 'cache on or off'}`,
    subjects: settings.map((s) => `datasets sqlite-1p ${s} ${scenario}`),
    figure,
    limit,
    unit: u,
    ...(figure === 'cpuMicros'
      ? { extra: cpuRange }
      : figure === 'rssBytes'
        ? { extra: (o) => o.detail }
        : {}),
  })
}

/** Issue 13's targets, judged with the response cache on (as the service runs) and off. */
function issue13(setting: Setting): PerformanceGoal[] {
  const s = [setting]
  return [
    dataset('get-by-id: service CPU per request (issue 13)', s, 'get-by-id', 'cpuMicros', { atMost: 95 }),
    dataset('get-by-id: req/s × baseline (issue 13)', s, 'get-by-id', 'ratio', { atLeast: 0.16 }),
    dataset('list: service CPU per request (issue 13)', s, 'list', 'cpuMicros', { atMost: 500 }),
    dataset('list: p99 (issue 13)', s, 'list', 'p99Ms', { atMost: 40 }),
    dataset('stats: service CPU per request (issue 13)', s, 'stats', 'cpuMicros', { atMost: 110 }),
    dataset('stats: p99 (issue 13)', s, 'stats', 'p99Ms', { atMost: 10 }),
  ]
}

function mecha(
  goal: string,
  backend: 'embedded' | 'broker',
  figure: string,
  limit: Limit,
  u: Unit,
): PerformanceGoal {
  const n = MECHA_GOAL.mechas
  const where = backend === 'broker' ? 'robot agents through Mosquitto' : 'mechas in one service process'
  return goalOf({
    goal,
    judgedOn: `${int(n)} ${where}, a 10 Hz WebSocket subscriber each`,
    subjects: [mechaSubject(backend, n)],
    figure,
    limit,
    unit: u,
  })
}

function consoleBudget(goal: string, figure: string, limit: Limit, u: Unit, extra?: Spec['extra']) {
  return goalOf({
    goal,
    judgedOn: 'the review queue, first visits in Debian’s chromium',
    subjects: [CONSOLE_SUBJECT],
    figure,
    limit,
    unit: u,
    ...(extra ? { extra } : {}),
  })
}

const ENGINE_WORDS: Record<EventsResults['engine'], string> = {
  sqlite: 'SQLite (the default)',
  postgres: 'PostgreSQL',
}

/**
 * Issue 18's goals (`bench/events/run.ts`), each judged on either engine apart. The paced phases
 * count only at the issue's rate, carried (95 % of it achieved) and complete.
 */
function eventsGoals(engine: EventsResults['engine']): PerformanceGoal[] {
  const judgedOn = `${ENGINE_WORDS[engine]}, one service process; load generator, receiver and readers on the same 2 cores`
  /** A goal on one phase's figure; with `rate`, met only when the phase carried it. */
  const phaseGoal = (
    goal: string,
    phase: EventsPhase,
    figure: string,
    limit: Limit,
    unit: Unit,
    rate?: number,
  ): PerformanceGoal => {
    const g = goalOf({
      goal,
      judgedOn,
      subjects: [eventsSubject(engine, phase)],
      figure,
      limit,
      unit,
      extra: (o) => o.detail,
    })
    if (rate === undefined) return g
    return {
      ...g,
      met: (value, o) => g.met(value, o) && o.figures.atRate === 1 && (o.figures.offeredPerS ?? 0) >= rate,
    }
  }
  return [
    phaseGoal(
      'events: decision → webhook received p99 at 200 decisions/s (issue 18)',
      'webhook',
      'p99Ms',
      { atMost: 500 },
      U.ms,
      200,
    ),
    phaseGoal(
      'events: feed lag p99 at 1,000 decisions/s, every event once (issue 18)',
      'feed',
      'lagP99Ms',
      { atMost: 200 },
      U.ms,
      1000,
    ),
    phaseGoal(
      'events: accept throughput with one webhook endpoint × without (issue 18)',
      'throughput',
      'ratio',
      { atLeast: 0.8 },
      U.times,
    ),
  ]
}
const EVENTS_GOALS = [...eventsGoals('sqlite'), ...eventsGoals('postgres')]

const v = VIEWER_BUDGETS
const DATASET_PAGE = 'the demo’s LeRobot episode page, first visits in Debian’s chromium'

/** Issue 17's console goals (`bench/console/viewer.ts`). */
const VIEWER_GOALS: PerformanceGoal[] = [
  (() => {
    const g = goalOf({
      goal: 'console: dataset page’s initial JavaScript, the viewer lazy (issue 17)',
      judgedOn: DATASET_PAGE,
      subjects: [DATASET_SCRIPTS_SUBJECT],
      figure: 'initialScriptGzipKB',
      limit: { atMost: v.initialScriptGzipKB },
      unit: U.kbGzip,
      extra: (o) => o.detail,
    })
    // A viewer in the first load misses the goal whatever the figure.
    return { ...g, met: (value, o) => g.met(value, o) && o.figures.viewerLazy === 1 }
  })(),
  goalOf({
    goal: 'console: episode page with two cameras and four plots interactive, worst first visit (issue 17)',
    judgedOn: DATASET_PAGE,
    subjects: [EPISODE_PAGE_SUBJECT],
    figure: 'interactiveMaxMs',
    limit: { atMost: v.episodeInteractiveMs },
    unit: U.ms,
    extra: (o) => o.detail,
  }),
  goalOf({
    goal: 'console: a 100 MB MP4’s first frame, worst first visit (issue 17)',
    judgedOn: 'a 720p H.264 MP4 imported through the resumable uploads, moov at the end and faststart',
    subjects: [BIG_VIDEO_SUBJECT],
    figure: 'firstFrameMaxMs',
    limit: { atMost: v.firstFrameMs },
    unit: U.ms,
    extra: (o) => o.detail,
  }),
]

const on: Setting[] = ['cache-on']
const either: Setting[] = ['cache-on', 'cache-off']
const g2 = ISSUE_2_GOALS
const b = CONSOLE_BUDGETS

/** Every goal, in the order of docs/performance.md's "Goals". */
export const PERFORMANCE_GOALS: readonly PerformanceGoal[] = [
  dataset('get-by-id: req/s × baseline (issue 2)', on, 'get-by-id', 'ratio', {
    atLeast: g2['get-by-id'].min,
  }),
  dataset('get-by-id: req/s × baseline with the cache, stretch (issue 13)', on, 'get-by-id', 'ratio', {
    atLeast: 0.3,
  }),
  dataset('list: p99 (issue 2; issue 13’s stretch)', on, 'list', 'p99Ms', { below: g2.list.maxMs }),
  dataset('stats: p99 (issue 2; issue 13’s stretch)', on, 'stats', 'p99Ms', { below: g2.stats.maxMs }),
  ...issue13('cache-on'),
  ...issue13('cache-off'),
  dataset('accept (issue 2)', either, 'accept', 'perSecond', { atLeast: g2.accept.min }),
  dataset('accept: no regression (issue 13)', either, 'accept', 'perSecond', { atLeast: 1139 }),
  dataset('accept: group commit, stretch (issue 13)', either, 'accept', 'perSecond', { atLeast: 2000 }),
  dataset('service RSS, max over the run (issue 2)', on, 'rss', 'rssBytes', { below: RSS_GOAL_BYTES }),
  mecha(
    'mecha telemetry rate per mecha (issue 3)',
    'embedded',
    'rateHz',
    { atLeast: MECHA_GOAL.minRateHz },
    U.hz,
  ),
  mecha('mecha telemetry p99 (issue 3)', 'embedded', 'telemetryP99Ms', { below: MECHA_GOAL.p99Ms }, U.ms),
  mecha(
    'mecha service CPU (issue 3)',
    'embedded',
    'serviceCpuPercent',
    { below: MECHA_GOAL.maxCpuPercent },
    U.core,
  ),
  mecha(
    'telemetry p99 through the broker (issue 9)',
    'broker',
    'telemetryP99Ms',
    {
      below: BROKER_GOAL.telemetryP99Ms,
    },
    U.ms,
  ),
  mecha(
    'command round trip p99 through the broker (issue 9)',
    'broker',
    'commandP99Ms',
    {
      below: BROKER_GOAL.commandP99Ms,
    },
    U.ms,
  ),
  consoleBudget(
    'console: initial JavaScript (issue 8)',
    'initialScriptGzipKB',
    {
      atMost: b.initialScriptGzipKB,
    },
    U.kbGzip,
  ),
  consoleBudget(
    'console: queue of 100 cards interactive, worst first visit (issue 8)',
    'interactiveMaxMs',
    { atMost: b.interactiveMs },
    U.ms,
    (o) =>
      o.figures.interactiveMedianMs === undefined
        ? undefined
        : `median ${int(o.figures.interactiveMedianMs)} ms`,
  ),
  consoleBudget(
    'console: layout shift (CLS) as previews load, worst first visit (issue 8)',
    'clsMax',
    {
      below: b.clsBelow,
    },
    U.plain,
  ),
  goalOf({
    goal: 'manifest check: longest event-loop stall of one hostile request, about (issue 11)',
    judgedOn: '`POST /releases/validate`, an 8 MiB body and a 10,000-record body',
    subjects: [MANIFEST_SUBJECT],
    figure: 'stallMaxMs',
    limit: { atMost: EVENT_LOOP_BOUND_MS },
    unit: U.ms,
    extra: (o) => o.detail,
  }),
  ...(['whole', 'tenth'] as const).map((range) =>
    goalOf({
      goal: `streams: series p99, 2,000 points over ${range === 'whole' ? 'the whole range' : 'a tenth'} (issue 17)`,
      judgedOn: 'a CSV of 10 channels × 1,000,000 samples, one channel per request, in process',
      subjects: [seriesSubject(range)],
      figure: 'p99Ms',
      limit: { atMost: 30 },
      unit: U.ms,
      extra: (o) => o.detail,
    }),
  ),
  ...(['csv', 'mcap'] as const).flatMap((format) => [
    goalOf({
      goal: `streams: RSS over idle while indexing a 1 GB ${format.toUpperCase()} (issue 17)`,
      judgedOn: `a generated ${format.toUpperCase()} of about 1 GB, indexed while a client asks series and streams`,
      subjects: [indexingSubject(format)],
      figure: 'rssOverIdleMb',
      limit: { atMost: 200 },
      unit: U.megabytes,
      extra: (o) => o.detail,
    }),
    goalOf({
      goal: `streams: longest event-loop delay while indexing a 1 GB ${format.toUpperCase()} (issue 17)`,
      judgedOn: `a generated ${format.toUpperCase()} of about 1 GB, indexed while a client asks series and streams`,
      subjects: [indexingSubject(format)],
      figure: 'stallMaxMs',
      limit: { atMost: 50 },
      unit: U.ms,
    }),
  ]),
  ...VIEWER_GOALS,
  ...EVENTS_GOALS,
]

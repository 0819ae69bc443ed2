import { fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { BenchMosquitto } from '../runner/mosquitto.ts'
import { freePort, startNode, waitUntilReady } from '../runner/processes.ts'
import { RssSampler } from '../runner/rss-sampler.ts'
import { adminApi } from './admin-api.ts'
import type { AgentFleetReply, AgentFleetRequest } from './agent-fleet-process.ts'
import { cpuSplit } from './cpu-split.ts'
import { loopFor } from './loop-path.ts'
import type { LoopFigures } from './loop-probe.ts'
import { mapConcurrent } from './map-concurrent.ts'
import { MechaClient } from './mecha-client.ts'
import { judgeRun, type MechaRunResult } from './mecha-results.ts'
import { histogram, LATENCY_EDGES_MS, summarize } from './stats.ts'
import { TelemetryRecorder } from './telemetry-recorder.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
/** No 429 however many requests set-up makes. */
const RATE_LIMIT_MAX = 1_000_000_000

export interface FleetRunOptions {
  mechas: number
  warmupSeconds: number
  durationSeconds: number
  speedMps: number
  telemetryHz: number
  tickMs: number
  /**
   * `embedded`: the service simulates the mechas. `broker`: the service runs with MQTT_URL on a
   * Mosquitto of the benchmark's own, and one more process hosts a robot agent per mecha.
   */
  backend?: 'embedded' | 'broker'
  /** Every client sends a timed move this often (0: never). */
  commandEveryMs?: number
  /** The service's entry point; default server/src/main.ts of this repository. */
  entry?: string | undefined
  /** When set, the service writes a CPU profile of the measured window into this folder. */
  profileDir?: string | undefined
  log: (line: string) => void
}

/**
 * One service process on a fresh data folder carrying `mechas` walking mechas, each watched
 * and driven by its own WebSocket client in this process; measures the window after warm-up.
 */
export async function runFleet(o: FleetRunOptions): Promise<MechaRunResult> {
  const { mechas: n, log } = o
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-mecha-bench-'))
  const loopFile = join(dataDir, 'bench-loop.json')
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const adminKey = `bench-admin-${randomUUID()}`
  const profileFile = o.profileDir ? resolve(o.profileDir, `mecha-${n}.cpuprofile`) : undefined
  if (o.profileDir) mkdirSync(o.profileDir, { recursive: true })
  const backend = o.backend ?? 'embedded'
  const mosquitto = backend === 'broker' ? await BenchMosquitto.start() : undefined
  const service = startNode(
    ['--import', 'tsx', '--import', here('./loop-probe.ts'), o.entry ?? here('../../server/src/main.ts')],
    {
      DATA_DIR: dataDir,
      DEMO: '0',
      ADMIN_API_KEY: adminKey,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      // Every client uses the one key of the benchmark's organization: the per-key socket cap
      // and message budget (docs/mecha-ws.md#limits) would refuse all but the first 20.
      MECHA_WS_MAX_PER_CALLER: '10000',
      MECHA_WS_MESSAGES_PER_SECOND: '1000000',
      MECHA_TICK_MS: String(o.tickMs),
      MECHA_TIME_SCALE: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      HANGAR_BENCH_LOOP_FILE: loopFile,
      ...(mosquitto ? { MQTT_URL: mosquitto.url, MQTT_INTERFACE: 'bench' } : {}),
      ...(profileFile ? { HANGAR_BENCH_CPU_PROFILE: profileFile } : {}),
    },
  )
  const sampler = new RssSampler(() => [service.pid])
  const recorder = new TelemetryRecorder()
  let clients: MechaClient[] = []
  let agents: ReturnType<typeof fork> | undefined
  let probeReports = 0
  let result: MechaRunResult
  const probe = async (): Promise<LoopFigures | null> => {
    const expected = ++probeReports
    process.kill(service.pid, 'SIGUSR2')
    for (let i = 0; i < 100; i++) {
      await sleep(20)
      if (!existsSync(loopFile)) continue
      const figures = JSON.parse(readFileSync(loopFile, 'utf8')) as LoopFigures
      if (figures.report === expected) return figures
    }
    return null
  }
  const every = (total: number) => (done: number) => {
    if (done % Math.max(1, Math.round(total / 5)) === 0 || done === total) log(`      ${done}/${total}`)
  }

  try {
    await waitUntilReady(`${base}/readyz`, service)
    sampler.start()
    const admin = adminApi(base, adminKey)
    const org = await admin.createOrganization('mecha bench')
    const { key } = await admin.issueKey(org.id)

    log(`      registering ${n} quadrupeds (POST /admin/mechas)`)
    let t = performance.now()
    const registered = await mapConcurrent(
      n,
      8,
      async (i) => await admin.registerMecha(org.id, `bench-${i}`),
      every(n),
    )
    const ids = registered.map((r) => r.id)
    const registerSeconds = (performance.now() - t) / 1000

    let agentsSeconds = 0
    if (mosquitto) {
      log(`      starting ${n} robot agents in one process (${mosquitto.url})`)
      agents = fork(here('./agent-fleet-process.ts'), [], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      })
      const answer = once(agents, 'message') as Promise<[AgentFleetReply]>
      agents.send({
        type: 'start',
        broker: mosquitto.url,
        interfaceName: 'bench',
        tickMs: o.tickMs,
        robots: registered.map((r) => ({
          mechaId: r.id,
          organizationId: org.id,
          username: r.broker_credentials!.username,
          password: r.broker_credentials!.password,
        })),
      } satisfies AgentFleetRequest)
      const [reply] = await answer
      if (reply.type === 'failed') throw new Error(`robot agents: ${reply.error}`)
      agentsSeconds = reply.seconds
    }

    log(`      opening ${n} WebSockets: subscribe ${o.telemetryHz} Hz, acquire, initialize, move`)
    t = performance.now()
    const wsUrl = `ws://127.0.0.1:${port}/mecha/ws`
    clients = await mapConcurrent(
      n,
      50,
      async (i) => {
        const loop = loopFor(i, n)
        const drive = {
          loop,
          start: i % loop.length,
          speedMps: o.speedMps,
          telemetryHz: o.telemetryHz,
          commandEveryMs: o.commandEveryMs ?? 0,
        }
        const client = await MechaClient.open(wsUrl, key, ids[i]!, recorder, drive)
        await client.start()
        return client
      },
      every(n),
    )
    const connectSeconds = (performance.now() - t) / 1000

    log(`      all ${n} walking; warm-up ${o.warmupSeconds} s`)
    await sleep(o.warmupSeconds * 1000)

    log(`      measuring ${o.durationSeconds} s`)
    await probe()
    sampler.phase()
    const cpu0 = cpuSplit(service.pid)
    const others = [agents?.pid, mosquitto?.pid] as (number | undefined)[]
    const others0 = others.map((pid) => (pid ? cpuSplit(pid) : null))
    const client0 = process.cpuUsage()
    const elu0 = performance.eventLoopUtilization()
    const t0 = performance.now()
    recorder.start(ids)
    for (let s = 0; s < o.durationSeconds; s += 5) {
      await sleep(Math.min(5, o.durationSeconds - s) * 1000)
      log(
        `      ${Math.min(s + 5, o.durationSeconds)} s: ${recorder.latenciesMs.length.toLocaleString('en')} telemetry events`,
      )
    }
    recorder.stop()
    const windowSeconds = (performance.now() - t0) / 1000
    const cpu1 = cpuSplit(service.pid)
    const othersPercent = others.map((pid, i) => {
      const before = others0[i]
      if (!pid || !before) return 0
      const after = cpuSplit(pid)
      return ((after.user + after.system - before.user - before.system) / windowSeconds) * 100
    })
    const user = cpu1.user - cpu0.user
    const system = cpu1.system - cpu0.system
    const cpu = user + system
    const clientCpu = process.cpuUsage(client0)
    const clientElu = performance.eventLoopUtilization(elu0)
    const rssWindowMaxBytes = sampler.phase()
    const loop = await probe()
    if (profileFile) {
      for (let i = 0; i < 200 && !existsSync(profileFile); i++) await sleep(50)
      log(`      CPU profile of the window: ${profileFile}`)
    }

    const rates = [...recorder.perMecha.values()].map((c) => c / windowSeconds)
    const telemetry = {
      events: recorder.latenciesMs.length,
      latencyMs: summarize(recorder.latenciesMs),
      histogram: { edgesMs: LATENCY_EDGES_MS, counts: histogram(recorder.latenciesMs) },
      rateHz: {
        mean: rates.reduce((a, b) => a + b, 0) / rates.length,
        min: Math.min(...rates),
        max: Math.max(...rates),
      },
      notMoving: recorder.notMoving,
    }
    const serviceFigures = {
      cpuSeconds: cpu,
      userSeconds: user,
      systemSeconds: system,
      cpuPercentOfCore: (cpu / windowSeconds) * 100,
      cpuMicrosPerMechaSecond: (cpu * 1e6) / (n * windowSeconds),
      rssMaxBytes: 0,
      rssWindowMaxBytes,
      loop,
    }
    result = {
      backend,
      mechas: n,
      windowSeconds,
      telemetry,
      events: {
        other: recorder.otherEvents,
        movesSent: recorder.movesSent,
        moveErrors: recorder.moveErrors,
        errors: recorder.errors,
        firstErrors: recorder.firstErrors,
      },
      service: serviceFigures,
      client: {
        cpuPercentOfCore: ((clientCpu.user + clientCpu.system) / 1e6 / windowSeconds) * 100,
        loopUtilization: clientElu.utilization,
      },
      commands: { roundTripMs: summarize(recorder.commandRttMs), everyMs: o.commandEveryMs ?? 0 },
      ...(mosquitto
        ? {
            broker: {
              agentsCpuPercentOfCore: othersPercent[0]!,
              mosquittoCpuPercentOfCore: othersPercent[1]!,
              agentsOnlineSeconds: agentsSeconds,
            },
          }
        : {}),
      setupSeconds: { register: registerSeconds, connect: connectSeconds },
      verdict: judgeRun({ telemetry, service: serviceFigures }),
    }
  } catch (err) {
    log(service.output())
    throw err
  } finally {
    for (const c of clients) c.close()
    sampler.stop()
    await service.stop()
    if (agents && agents.exitCode === null) {
      const exited = once(agents, 'exit')
      agents.send({ type: 'stop' } satisfies AgentFleetRequest)
      const timer = setTimeout(() => agents?.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    await mosquitto?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  result.service.rssMaxBytes = sampler.maxBytes
  return result
}

// The robot agents of the broker benchmark, all in one process (docs/robot-agent.md: a process
// may host many): one SimWorld on the wall clock with one sliced ticker, and one RobotAgent —
// its own MQTT connection, as in the field — per mecha. Driven by bench/mecha/run-fleet.ts over IPC.
//   node --import tsx bench/mecha/agent-fleet-process.ts   (with an IPC channel)
import { RobotAgent, SimWorld } from '@hangar/robot-agent'
import { mapConcurrent } from './map-concurrent.ts'

export interface AgentFleetStart {
  type: 'start'
  broker: string
  interfaceName: string
  tickMs: number
  robots: { mechaId: string; organizationId: string; username: string; password: string }[]
}
export type AgentFleetRequest = AgentFleetStart | { type: 'stop' }
export type AgentFleetReply = { type: 'online'; seconds: number } | { type: 'failed'; error: string }

const quiet = { info() {}, warn() {}, error() {} }
let world: SimWorld | undefined
let agents: RobotAgent[] = []

async function start(req: AgentFleetStart): Promise<void> {
  const started = performance.now()
  const w = new SimWorld({ tickMs: req.tickMs })
  world = w
  agents = await mapConcurrent(req.robots.length, 50, async (i) => {
    const r = req.robots[i]!
    const agent = new RobotAgent({
      broker: req.broker,
      interfaceName: req.interfaceName,
      organizationId: r.organizationId,
      mechaId: r.mechaId,
      username: r.username,
      password: r.password,
      robot: w.robot(r.mechaId),
      log: quiet,
      // A fresh broker has no retained state of a previous run to wait for.
      restoreWaitMs: 50,
    })
    await agent.online()
    return agent
  })
  process.send!({ type: 'online', seconds: (performance.now() - started) / 1000 } satisfies AgentFleetReply)
}

process.on('message', (req: AgentFleetRequest) => {
  if (req.type === 'start')
    start(req).catch((err: Error) =>
      process.send!({ type: 'failed', error: err.message } satisfies AgentFleetReply),
    )
  else
    void Promise.all(agents.map((a) => a.stop('benchmark over'))).finally(() => {
      world?.close()
      process.exit(0)
    })
})
// The benchmark went away: nothing here outlives it.
process.on('disconnect', () => process.exit(0))

// A child process hosting robot agents for the service's tests (server/src/testing/agent-host.ts).
// Each test gets a world of its own: a simulator on a manual clock that the parent advances over
// IPC, so the broker pass of the mecha suites drives time exactly as the embedded pass does.
//   node --import tsx robot-agent/src/testing/agent-host-process.ts   (with an IPC channel)
import { ManualClock } from '@hangar/mecha'
import { RobotAgent } from '../agent.ts'
import { type SimRobot, SimWorld } from '../sim-robot.ts'

export type HostRequest = { id: number } & (
  | {
      type: 'world'
      world: string
      broker: string
      interfaceName: string
      startMs: number
      heartbeatTimeoutMs?: number
    }
  | {
      type: 'add'
      world: string
      mechaId: string
      organizationId: string
      model: string
      map?: unknown
      username?: string
      password?: string
    }
  | { type: 'advance'; world: string; ms: number }
  | { type: 'fault'; world: string; mechaId: string; code: string; message: string }
  | { type: 'close'; world: string }
)

interface World {
  settings: Extract<HostRequest, { type: 'world' }>
  clock: ManualClock
  sim: SimWorld
  agents: Map<string, { agent: RobotAgent; robot: SimRobot }>
}

const quiet = { info() {}, warn() {}, error() {} }
const worlds = new Map<string, World>()

function world(id: string): World {
  const w = worlds.get(id)
  if (!w) throw new Error(`no world ${id}`)
  return w
}

async function handle(req: HostRequest): Promise<unknown> {
  switch (req.type) {
    case 'world': {
      const clock = new ManualClock(req.startMs)
      worlds.set(req.world, {
        settings: req,
        clock,
        sim: new SimWorld({ clock, tickMs: 0 }),
        agents: new Map(),
      })
      return null
    }
    case 'add': {
      const w = world(req.world)
      const robot = w.sim.robot(req.mechaId, {
        model: req.model,
        ...(req.map !== undefined ? { map: req.map } : {}),
      })
      const agent = new RobotAgent({
        broker: w.settings.broker,
        interfaceName: w.settings.interfaceName,
        organizationId: req.organizationId,
        mechaId: req.mechaId,
        ...(req.username ? { username: req.username, password: req.password } : {}),
        robot,
        log: quiet,
        keepaliveSeconds: 1,
        reconnectMs: 200,
        restoreWaitMs: 50,
        ...(w.settings.heartbeatTimeoutMs ? { heartbeatTimeoutMs: w.settings.heartbeatTimeoutMs } : {}),
      })
      w.agents.set(req.mechaId, { agent, robot })
      await agent.online()
      return null
    }
    case 'advance': {
      const w = world(req.world)
      for (let left = req.ms; left > 0; left -= 100) {
        w.clock.advance(Math.min(100, left))
        w.sim.step()
      }
      // Let the agents hand what the steps published to the socket before answering.
      await new Promise((resolve) => setImmediate(resolve))
      return null
    }
    case 'fault':
      world(req.world).agents.get(req.mechaId)!.robot.injectFault(req.code, req.message)
      return null
    case 'close': {
      const w = worlds.get(req.world)
      if (!w) return null
      worlds.delete(req.world)
      await Promise.all([...w.agents.values()].map(({ agent }) => agent.stop('test over')))
      w.sim.close()
      return null
    }
  }
}

process.on('message', (req: HostRequest) => {
  handle(req).then(
    (result) => process.send!({ id: req.id, ok: true, result }),
    (err: Error) => process.send!({ id: req.id, ok: false, error: err.message }),
  )
})
// The parent went away (the test file ended): nothing here outlives it.
process.on('disconnect', () => process.exit(0))

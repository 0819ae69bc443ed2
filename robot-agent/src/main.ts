// The robot agent: `npm run robot-agent -- --broker <url> --mecha <id> --username <u> --password <p>`
// from the repository root (docs/robot-agent.md). Runs the simulator as its robot; exits cleanly on
// SIGTERM or SIGINT after stopping it.
import { createScaledClock } from '@hangar/mecha'
import { pino } from 'pino'
import { RobotAgent } from './agent.ts'
import { readSettings, SettingsError } from './cli-options.ts'
import { SimWorld } from './sim-robot.ts'

let settings: ReturnType<typeof readSettings>
try {
  settings = readSettings(process.argv.slice(2), process.env)
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`)
  process.exit(err instanceof SettingsError ? 2 : 1)
}

const log = pino({ level: settings.logLevel, base: { agent: 'robot-agent' } })
const world = new SimWorld({ clock: createScaledClock(settings.timeScale) })
let robot: ReturnType<SimWorld['robot']>
try {
  robot = world.robot(settings.mechaId, {
    model: settings.model,
    ...(settings.map !== undefined ? { map: settings.map } : {}),
  })
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`)
  process.exit(2)
}
const agent = new RobotAgent({
  broker: settings.broker,
  organizationId: settings.organizationId,
  mechaId: settings.mechaId,
  username: settings.username,
  password: settings.password,
  interfaceName: settings.interfaceName,
  keepaliveSeconds: settings.keepaliveSeconds,
  robot,
  log,
})
log.info({ mecha_id: settings.mechaId, model: settings.model, broker: settings.broker }, 'connecting')

// A log reader that went away (a closed pipe) must not keep the agent from stopping its robot.
process.stdout.on('error', () => {})

let stopping = false
const shutdown = async (signal: string) => {
  // A second signal while stopping: go now.
  if (stopping) process.exit(1)
  stopping = true
  const force = setTimeout(() => process.exit(1), 5000)
  force.unref()
  let code = 0
  try {
    try {
      log.info({ signal }, 'stopping the robot')
    } catch {}
    await agent.stop(`agent stopped (${signal})`)
    world.close()
  } catch {
    code = 1
  }
  process.exit(code)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

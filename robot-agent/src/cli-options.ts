import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

/** Every setting of `npm run robot-agent`, from the command line or the environment. */
export interface AgentSettings {
  broker: string
  mechaId: string
  organizationId: string
  username: string | undefined
  password: string | undefined
  interfaceName: string
  model: string
  map: unknown
  timeScale: number
  keepaliveSeconds: number
  logLevel: string
}

export const USAGE = `Usage: npm run robot-agent -- --broker <url> --mecha <id> --username <u> --password <p>
  [--organization <id>] [--model quadruped|rover] [--map <world-map.json>] [--interface hangar]
  [--time-scale 1] [--keepalive 2] [--log-level info]

Every option can come from the environment instead: AGENT_BROKER, AGENT_MECHA, AGENT_USERNAME,
AGENT_PASSWORD, AGENT_ORGANIZATION, AGENT_MODEL, AGENT_MAP, AGENT_INTERFACE, AGENT_TIME_SCALE,
AGENT_KEEPALIVE_SECONDS, LOG_LEVEL. The platform issues usernames of the form
<organization>/<mecha>, so --organization is only needed with other usernames.`

export class SettingsError extends Error {}

/** Reads the settings; command-line options win over environment variables. */
export function readSettings(argv: string[], env: Record<string, string | undefined>): AgentSettings {
  const { values } = parseArgs({
    args: argv,
    options: {
      broker: { type: 'string' },
      mecha: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      organization: { type: 'string' },
      model: { type: 'string' },
      map: { type: 'string' },
      interface: { type: 'string' },
      'time-scale': { type: 'string' },
      keepalive: { type: 'string' },
      'log-level': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  })
  if (values.help) throw new SettingsError(USAGE)
  const pick = (flag: string | undefined, name: string) => flag ?? (env[name] || undefined)
  const broker = pick(values.broker, 'AGENT_BROKER')
  const mechaId = pick(values.mecha, 'AGENT_MECHA')
  if (!broker || !mechaId) throw new SettingsError(`--broker and --mecha are required\n\n${USAGE}`)
  const username = pick(values.username, 'AGENT_USERNAME')
  const organizationId = pick(values.organization, 'AGENT_ORGANIZATION') ?? username?.split('/')[0]
  if (!organizationId || (username?.includes('/') && username !== `${organizationId}/${mechaId}`))
    throw new SettingsError(
      `the organization comes from --organization or from a username <organization>/${mechaId}\n\n${USAGE}`,
    )
  const number = (raw: string | undefined, name: string, fallback: number) => {
    if (raw === undefined) return fallback
    const n = Number(raw)
    if (!(n > 0) || !Number.isFinite(n))
      throw new SettingsError(`${name} must be a positive number, got ${raw}`)
    return n
  }
  const mapFile = pick(values.map, 'AGENT_MAP')
  let map: unknown
  if (mapFile) {
    try {
      map = JSON.parse(readFileSync(mapFile, 'utf8'))
    } catch (err) {
      throw new SettingsError(`cannot read the map ${mapFile}: ${(err as Error).message}`)
    }
  }
  return {
    broker,
    mechaId,
    organizationId,
    username,
    password: pick(values.password, 'AGENT_PASSWORD'),
    interfaceName: pick(values.interface, 'AGENT_INTERFACE') ?? 'hangar',
    model: pick(values.model, 'AGENT_MODEL') ?? 'quadruped',
    map,
    timeScale: number(pick(values['time-scale'], 'AGENT_TIME_SCALE'), '--time-scale', 1),
    keepaliveSeconds: number(pick(values.keepalive, 'AGENT_KEEPALIVE_SECONDS'), '--keepalive', 2),
    logLevel: pick(values['log-level'], 'LOG_LEVEL') ?? 'info',
  }
}

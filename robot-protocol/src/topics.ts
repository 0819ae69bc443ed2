import { PROTOCOL_MAJOR } from './version.ts'

/** Topics a robot publishes under its own prefix. */
export const ROBOT_TOPICS = ['connection', 'state', 'visualization', 'events', 'factsheet', 'ack'] as const
export type RobotTopic = (typeof ROBOT_TOPICS)[number]

/** Topics the service publishes to one robot. */
export const COMMAND_TOPICS = ['instantActions', 'order'] as const
export type CommandTopic = (typeof COMMAND_TOPICS)[number]

/**
 * The manufacturer level of the service's own topics (its processes' heartbeats). Organization
 * ids are UUIDs, so it never collides with one.
 */
export const SERVICE_LEVEL = '_service'

/**
 * Builds and reads the topic names of one deployment. `interfaceName` is the first level
 * (default `hangar`); tests give each run its own so parallel runs never meet on a shared broker.
 */
export class Topics {
  readonly root: string

  constructor(readonly interfaceName: string) {
    if (!/^[A-Za-z0-9_.-]+$/.test(interfaceName))
      throw new RangeError(`interface name must be letters, digits, _ . -; got ${interfaceName}`)
    this.root = `${interfaceName}/${PROTOCOL_MAJOR}`
  }

  /** `<interface>/v1/<organization>/<mecha>`: everything of one robot is below it. */
  prefix(organizationId: string, mechaId: string): string {
    return `${this.root}/${organizationId}/${mechaId}`
  }

  /** One topic of a robot, e.g. `hangar/v1/<org>/<mecha>/state`. */
  of(organizationId: string, mechaId: string, topic: RobotTopic | CommandTopic): string {
    return `${this.prefix(organizationId, mechaId)}/${topic}`
  }

  /** Where a robot answers the commands of one service process. */
  ack(organizationId: string, mechaId: string, processId: string): string {
    return `${this.prefix(organizationId, mechaId)}/ack/${processId}`
  }

  /** A topic filter over every robot: `hangar/v1/+/+/<topic>`. */
  everyRobot(topic: RobotTopic): string {
    return `${this.root}/+/+/${topic}`
  }

  /** Where every robot's answers to one service process arrive. */
  acksFor(processId: string): string {
    return `${this.root}/+/+/ack/${processId}`
  }

  /** A service process's heartbeat (and its last will). */
  heartbeat(processId: string): string {
    return `${this.root}/${SERVICE_LEVEL}/${processId}/heartbeat`
  }

  /** Every service process's heartbeat, which every robot reads. */
  everyHeartbeat(): string {
    return `${this.root}/${SERVICE_LEVEL}/+/heartbeat`
  }

  /** The levels of a robot topic, or null for a topic outside this scheme. */
  parse(topic: string): { organizationId: string; mechaId: string; topic: string; rest: string[] } | null {
    if (!topic.startsWith(`${this.root}/`)) return null
    const [organizationId, mechaId, name, ...rest] = topic.slice(this.root.length + 1).split('/')
    if (!organizationId || !mechaId || !name || organizationId === SERVICE_LEVEL) return null
    return { organizationId, mechaId, topic: name, rest }
  }

  /** The process id of a heartbeat topic, or null. */
  heartbeatProcess(topic: string): string | null {
    const head = `${this.root}/${SERVICE_LEVEL}/`
    if (!topic.startsWith(head) || !topic.endsWith('/heartbeat')) return null
    const id = topic.slice(head.length, -'/heartbeat'.length)
    return id && !id.includes('/') ? id : null
  }
}

import type { MechaInfo } from '@hangar/mecha'
import type { RobotStatus } from '@hangar/robot-protocol'

/**
 * What this service process knows of one robot from the broker: its connection (the retained
 * `connection` topic with its last will), its last state (the retained `state` topic, and every
 * acknowledgement), and when it was last heard from. A restarted service reads all of it again
 * from the broker's retained messages, so the last known status survives the restart.
 */
export class RobotView {
  info: MechaInfo | undefined
  /** The organization the robot's topics name (checked against the registration). */
  organizationId: string | undefined
  online = false
  /** When the robot went online or offline (ms); null before any connection message. */
  connectionSince: number | null = null
  status: RobotStatus | undefined
  /** The robot's own timestamp of `status`, so an older retained message never replaces a newer one. */
  statusAt = 0
  lastSeenMs: number | null = null
  /** Model the robot's factsheet reports. */
  factsheetModel: string | undefined
  /** Highest event seq handed to watchers in this run of the robot's agent. */
  lastSeq = 0

  seen(atMs: number): void {
    if (this.lastSeenMs === null || atMs > this.lastSeenMs) this.lastSeenMs = atMs
  }

  /** Takes a status if it is not older than the one held. */
  offer(status: RobotStatus, sentAtMs: number): void {
    if (sentAtMs < this.statusAt) return
    this.status = status
    this.statusAt = sentAtMs
    this.seen(sentAtMs)
  }

  /** The time an offline robot is "offline since". */
  offlineSince(): number | null {
    return this.lastSeenMs ?? this.connectionSince
  }
}

import WebSocket from 'ws'
import { firstPath, lapPath, type Point } from './loop-path.ts'
import type { TelemetryRecorder } from './telemetry-recorder.ts'

// biome-ignore lint/suspicious/noExplicitAny: messages are JSON from the wire
type Msg = any

/** How one client drives its mecha. */
export interface DriveOptions {
  loop: Point[]
  /** Loop point the first path starts at (spreads the path ends over time). */
  start: number
  speedMps: number
  telemetryHz: number
  /** Every this many ms (0: never), a move from the next loop point on, whose round trip is timed. */
  commandEveryMs?: number
}

/**
 * One operator console: a WebSocket (docs/mecha-ws.md) that subscribes to one mecha, takes its
 * control lease, initializes it and keeps it walking its loop, sending the next lap on every
 * `path_finished`. Every telemetry event's latency is handed to the recorder.
 */
export class MechaClient {
  #nextId = 1
  #cursor = 0
  #commandTimer: NodeJS.Timeout | undefined
  readonly #pending = new Map<number, (m: Msg) => void>()

  private constructor(
    private readonly socket: WebSocket,
    readonly mechaId: string,
    private readonly recorder: TelemetryRecorder,
    private readonly drive: DriveOptions,
  ) {
    socket.on('message', (data) => this.#onMessage(data as Buffer))
    socket.on('error', (err) => recorder.error(`socket ${mechaId}: ${err.message}`))
  }

  /** Opens the connection with the key header and waits for the service's hello. */
  static open(
    url: string,
    key: string,
    mechaId: string,
    recorder: TelemetryRecorder,
    drive: DriveOptions,
  ): Promise<MechaClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { 'service-api-key': key } })
      const client = new MechaClient(socket, mechaId, recorder, drive)
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)),
      )
      socket.once('error', reject)
      client.#pending.set(0, () => resolve(client))
    })
  }

  /**
   * Subscribe, acquire, initialize, then the first path; rejects on any error answer but a 503 or
   * 504 (a loaded machine: the robot did not answer in time), which it retries like any client.
   */
  async start(): Promise<void> {
    const { telemetryHz, loop, start, speedMps } = this.drive
    await this.#setUp({ type: 'subscribe', mecha_id: this.mechaId, telemetry_hz: telemetryHz })
    await this.#setUp({ type: 'acquire', mecha_id: this.mechaId })
    await this.#setUp({ type: 'command', mecha_id: this.mechaId, command: { name: 'initialize' } })
    const moved = await this.#setUp({
      type: 'command',
      mecha_id: this.mechaId,
      command: { name: 'move', waypoints: firstPath(loop, start), speed: speedMps },
    })
    if (moved.result.state !== 'moving') throw new Error(`mecha ${this.mechaId} is ${moved.result.state}`)
    this.#cursor = start
    const every = this.drive.commandEveryMs ?? 0
    if (every > 0) {
      // Spread the clients' commands over the period instead of sending them all at once.
      const first = setTimeout(() => {
        this.#command()
        this.#commandTimer = setInterval(() => this.#command(), every)
      }, Math.random() * every)
      this.#commandTimer = first
    }
  }

  close(): void {
    clearTimeout(this.#commandTimer)
    clearInterval(this.#commandTimer)
    this.socket.close()
  }

  /**
   * A command whose round trip is timed: a move on round the loop from the point after the last
   * one aimed at (one point a meter; at 0.5 m/s and one command every 2 s the mecha keeps walking
   * its loop). It preempts the running path, as any new move does.
   */
  #command(): void {
    const loop = this.drive.loop
    this.#cursor = (this.#cursor + 1) % loop.length
    const id = this.#nextId++
    const sent = performance.now()
    // An error answer is counted by #onMessage; only answered commands have a round trip.
    this.#pending.set(id, (m) => {
      if (m.type !== 'error') this.recorder.command(performance.now() - sent)
    })
    this.socket.send(
      JSON.stringify({
        type: 'command',
        id,
        mecha_id: this.mechaId,
        command: { name: 'move', waypoints: firstPath(loop, this.#cursor), speed: this.drive.speedMps },
      }),
    )
  }

  /** Each set-up step may be repeated: subscribing, taking the lease, initializing and moving again are harmless. */
  async #setUp(msg: object, attempts = 3): Promise<Msg> {
    for (let i = 1; ; i++) {
      try {
        return await this.#request(msg)
      } catch (err) {
        if (i >= attempts || !/^50[34] /.test((err as Error).message)) throw err
      }
    }
  }

  #request(msg: object): Promise<Msg> {
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, (m) =>
        m.type === 'error' ? reject(new Error(`${m.status} ${m.detail}`)) : resolve(m),
      )
      this.socket.send(JSON.stringify({ ...msg, id }))
    })
  }

  #onMessage(data: Buffer): void {
    const received = Date.now()
    const m: Msg = JSON.parse(data.toString())
    if (m.type === 'event') {
      const e = m.event
      if (e.type === 'telemetry')
        this.recorder.telemetry(e.mecha_id, received - Date.parse(e.at), e.data.state)
      else {
        this.recorder.event()
        if (e.type === 'path_finished') this.#nextLap()
      }
      return
    }
    if (m.type === 'hello') {
      this.#answer(0, m)
      return
    }
    if (m.type === 'error')
      this.recorder.error(`${m.status} ${m.detail}`, m.id !== undefined && !this.#pending.has(m.id))
    if (m.id !== undefined) this.#answer(m.id, m)
  }

  #answer(id: number, m: Msg): void {
    const done = this.#pending.get(id)
    if (!done) return
    this.#pending.delete(id)
    done(m)
  }

  #nextLap(): void {
    this.recorder.move()
    this.socket.send(
      JSON.stringify({
        type: 'command',
        id: `lap-${this.#nextId++}`,
        mecha_id: this.mechaId,
        command: { name: 'move', waypoints: lapPath(this.drive.loop), speed: this.drive.speedMps },
      }),
    )
  }
}

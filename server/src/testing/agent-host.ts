import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'

const HOST_PROGRAM = fileURLToPath(
  new URL('../../../robot-agent/src/testing/agent-host-process.ts', import.meta.url),
)

/**
 * Robot agents in a child process, for running the mecha suites through a real broker. One child
 * per test file (starting one costs seconds); each test gets a world of its own, whose simulator
 * runs on a manual clock that `advance` moves, as the embedded pass steps its own.
 */
export class AgentHost {
  static #shared: Promise<AgentHost> | undefined
  #next = 1
  readonly #waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()

  private constructor(readonly child: ChildProcess) {
    child.on('message', (m: { id: number; ok: boolean; result?: unknown; error?: string }) => {
      const w = this.#waiting.get(m.id)
      this.#waiting.delete(m.id)
      if (this.#waiting.size === 0) this.#channel()?.unref()
      if (m.ok) w?.resolve(m.result)
      else w?.reject(new Error(m.error))
    })
    child.on('exit', () => {
      for (const w of this.#waiting.values()) w.reject(new Error('the agent host exited'))
      this.#waiting.clear()
    })
    // The child ends with this process (its IPC channel closes); idle, it must not keep it alive.
    child.unref()
    this.#channel()?.unref()
  }

  #channel() {
    return this.child.channel as { ref(): void; unref(): void } | null | undefined
  }

  /** The child of this test process, started on first use. */
  static shared(): Promise<AgentHost> {
    AgentHost.#shared ??= Promise.resolve(
      new AgentHost(
        spawn(process.execPath, ['--import', 'tsx', HOST_PROGRAM], {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        }),
      ),
    )
    return AgentHost.#shared
  }

  /** A world of robots on its own manual clock; `close()` it after the test. */
  async world(o: { broker: string; interfaceName: string; startMs: number; heartbeatTimeoutMs?: number }) {
    const world = randomUUID()
    await this.#call({ type: 'world', world, ...o })
    return {
      /** Connects an agent for a registered mecha; resolves once it is online. */
      add: (a: {
        mechaId: string
        organizationId: string
        model: string
        map?: unknown
        username?: string
        password?: string
      }) => this.#call({ type: 'add', world, ...a }),
      /** Advances the robots' simulated time in 100 ms steps. */
      advance: (ms: number) => this.#call({ type: 'advance', world, ms }),
      fault: (mechaId: string, code: string, message: string) =>
        this.#call({ type: 'fault', world, mechaId, code, message }),
      /** Stops the world's agents (each stops its robot and says OFFLINE). */
      close: () => this.#call({ type: 'close', world }),
    }
  }

  #call(req: Record<string, unknown>): Promise<unknown> {
    const id = this.#next++
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject })
      this.#channel()?.ref()
      this.child.send({ ...req, id })
    })
  }
}

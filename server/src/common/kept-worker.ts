import type { Worker } from 'node:worker_threads'

/** A message from the worker that answers the request with this id. */
export interface Answer {
  id: number
}

interface Kept<A> {
  worker: Worker
  pending: Map<number, Pending<A>>
  idle?: NodeJS.Timeout
}

interface Pending<A> {
  resolve(answer: A): void
  reject(err: Error): void
  timer?: NodeJS.Timeout
}

/**
 * One worker thread per process for one kind of work, shared by every caller (tests build many
 * apps in one process, and starting a worker from the TypeScript sources costs seconds of CPU):
 * started on the first request, kept between requests, ended once idle for `idleMs`. Idle, it
 * never keeps the process up. A request past its time bound fails and ends the worker (work on a
 * thread cannot be interrupted but by ending the thread); a worker that dies fails what it was
 * doing; either way the next request starts a fresh one.
 *
 * Requests and answers carry an `id`; a message whose `isAnswer` is false (the frame reader asking
 * the service's thread for bytes) goes to `onOther` instead.
 */
export class KeptWorker<A extends Answer> {
  private current: Kept<A> | undefined
  private nextId = 1

  constructor(
    private readonly opts: {
      spawn: () => Worker
      idleMs: number
      /** Says what stopped, for the requests it fails: "the chart worker". */
      name: string
      isAnswer?: (message: Answer) => boolean
      onOther?: (message: Answer, worker: Worker) => void
      /**
       * A worker past a request's time bound is sent this message instead of being ended: it
       * ends itself once the work in hand is done. For work that always ends but may use zlib:
       * Node 20 aborts the whole process when a thread is ended between a zlib handle's
       * creation and its init ("close before init", seen in a CI run with the chart worker).
       * Without it, the thread is ended at once.
       */
      quitMessage?: unknown
    },
  ) {}

  /**
   * Sends what `message` makes of a fresh id and resolves with the worker's answer. With
   * `timeout`, rejects with its error past its milliseconds and ends the worker.
   */
  request(
    message: (id: number) => { value: unknown; transfer?: ArrayBuffer[] },
    timeout?: { ms: number; error: () => Error; ended: () => Error },
  ): Promise<A> {
    const state = this.state()
    const id = this.nextId++
    return new Promise<A>((resolve, reject) => {
      const pending: Pending<A> = { resolve, reject }
      if (timeout)
        pending.timer = setTimeout(() => {
          state.pending.delete(id)
          reject(timeout.error())
          if (this.current === state) this.end(timeout.ended(), true)
        }, timeout.ms)
      state.pending.set(id, pending)
      const { value, transfer } = message(id)
      state.worker.postMessage(value, transfer ?? [])
    })
  }

  /** Whether a request with this id is waiting for its answer. */
  waiting(id: number): boolean {
    return this.current?.pending.has(id) ?? false
  }

  private end(why: Error, busy = false): void {
    const c = this.current
    if (!c) return
    this.current = undefined
    clearTimeout(c.idle)
    for (const p of c.pending.values()) {
      clearTimeout(p.timer)
      p.reject(why)
    }
    // Idle, or dead, a thread is ended at once; busy, it is asked to end after its work if it can be.
    if (busy && this.opts.quitMessage !== undefined) {
      c.worker.postMessage(this.opts.quitMessage)
      c.worker.unref()
    } else void c.worker.terminate()
  }

  private state(): Kept<A> {
    if (this.current) {
      clearTimeout(this.current.idle)
      this.current.worker.ref()
      return this.current
    }
    const worker = this.opts.spawn()
    const state: Kept<A> = { worker, pending: new Map() }
    worker.on('message', (m: A) => {
      if (this.opts.isAnswer && !this.opts.isAnswer(m)) return this.opts.onOther?.(m, worker)
      const p = state.pending.get(m.id)
      if (!p) return
      state.pending.delete(m.id)
      clearTimeout(p.timer)
      p.resolve(m)
      if (state.pending.size === 0 && this.current === state) {
        worker.unref()
        state.idle = setTimeout(
          () => this.end(new Error(`${this.opts.name} was idle`)),
          this.opts.idleMs,
        ).unref()
      }
    })
    worker.once('error', (err) => this.current === state && this.end(err))
    worker.once(
      'exit',
      (code) => this.current === state && this.end(new Error(`${this.opts.name} stopped (exit ${code})`)),
    )
    this.current = state
    return state
  }
}

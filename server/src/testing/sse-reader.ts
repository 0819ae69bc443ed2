export interface SseMessage {
  id?: string
  event?: string
  data?: string
  comment?: string
}

/** A text/event-stream read message by message, as EventSource parses it. */
export class SseReader {
  readonly messages: SseMessage[] = []
  #buffer = ''
  #waiters: (() => void)[] = []
  ended = false

  constructor(readonly response: Response) {
    void this.#read()
  }

  async #read(): Promise<void> {
    const decoder = new TextDecoder()
    try {
      for await (const chunk of this.response.body as unknown as AsyncIterable<Uint8Array>) {
        this.#buffer += decoder.decode(chunk, { stream: true })
        let end = this.#buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = this.#buffer.slice(0, end)
          this.#buffer = this.#buffer.slice(end + 2)
          const m: SseMessage = {}
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) m.comment = line.slice(1).trim()
            else {
              const i = line.indexOf(':')
              const field = line.slice(0, i) as 'id' | 'event' | 'data'
              m[field] = (m[field] ? `${m[field]}\n` : '') + line.slice(i + 1).replace(/^ /, '')
            }
          }
          this.messages.push(m)
          end = this.#buffer.indexOf('\n\n')
        }
        this.#notify()
      }
    } catch {
      // aborted by the test
    }
    this.ended = true
    this.#notify()
  }

  #notify(): void {
    for (const w of this.#waiters.splice(0)) w()
  }

  /** Waits until `predicate` holds over the messages so far (or the stream ends, or `ms` pass). */
  async until(predicate: (m: SseMessage[]) => boolean, ms = 5000): Promise<SseMessage[]> {
    const deadline = Date.now() + ms
    while (!predicate(this.messages)) {
      if (this.ended) throw new Error(`stream ended: ${JSON.stringify(this.messages)}`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`timed out; messages: ${JSON.stringify(this.messages)}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.#waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.messages
  }

  /** The events received (messages with data). */
  events(): SseMessage[] {
    return this.messages.filter((m) => m.data !== undefined)
  }
}

/**
 * Which frame to ask the server for while the cursor moves (docs/web-console.md#the-player): at
 * most one request in flight per image stream and at most one started per `minIntervalMs`; the
 * latest wanted time wins (times wanted meanwhile are skipped, never queued), and a time the frame
 * on screen already answers asks nothing.
 */
export interface FrameAnswer<F> {
  frame: F
  /** The frame's own time (at or before the time asked). */
  frameTime: number
}

export class FrameFollower<F> {
  private wanted: number | null = null
  private busy = false
  private lastStart = Number.NEGATIVE_INFINITY
  private timer: ReturnType<typeof setTimeout> | undefined
  /** The shown frame answers every time in [frameTime, askedTime]. */
  private covers: { from: number; to: number } | null = null
  private stopped = false

  constructor(
    private readonly fetchAt: (t: number) => Promise<FrameAnswer<F>>,
    private readonly show: (answer: FrameAnswer<F>) => void,
    private readonly fail: (err: unknown) => void,
    private readonly minIntervalMs = 100,
    private readonly now: () => number = () => Date.now(),
  ) {}

  want(t: number): void {
    if (this.covers && t >= this.covers.from && t <= this.covers.to) {
      this.wanted = null
      return
    }
    this.wanted = t
    this.pump()
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
  }

  private pump() {
    if (this.busy || this.wanted === null || this.stopped || this.timer) return
    const wait = this.lastStart + this.minIntervalMs - this.now()
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined
        this.pump()
      }, wait)
      return
    }
    const t = this.wanted
    this.wanted = null
    this.busy = true
    this.lastStart = this.now()
    this.fetchAt(t).then(
      (answer) => {
        this.busy = false
        if (this.stopped) return
        this.covers = { from: answer.frameTime, to: Math.max(t, answer.frameTime) }
        this.show(answer)
        if (this.wanted !== null) this.want(this.wanted)
      },
      (err) => {
        this.busy = false
        if (this.stopped) return
        this.fail(err)
        this.pump()
      },
    )
  }
}

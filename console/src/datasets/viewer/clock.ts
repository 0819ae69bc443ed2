/**
 * One clock for everything on a dataset page: the cameras, the plots' cursor, the map and the
 * address. Time is seconds from the dataset's start (docs/streams.md#time). While playing, the
 * first camera is the clock (its picture is what the reviewer watches); without video the clock
 * runs on the display's frames. Seeks are counted apart from the clock's own ticks, so the cameras
 * jump only when a person asked them to.
 */
export const RATES = [0.25, 0.5, 1, 1.5, 2, 4] as const

export interface ClockState {
  time: number
  playing: boolean
  rate: number
  /** Bumped on every seek a person made; cameras re-seek when it changes, never on ticks. */
  seekVersion: number
}

export class PlaybackClock {
  private state: ClockState = { time: 0, playing: false, rate: 1, seekVersion: 0 }
  private readonly listeners = new Set<() => void>()
  /** The camera that leads while playing: its time in the dataset, or null without video. */
  leader: (() => number | null) | null = null
  private frame = 0
  private wallAt = 0

  constructor(
    readonly duration: number,
    /** Seconds of one step of `,` and `.`: a frame of the first camera. */
    readonly frameSeconds: number,
  ) {}

  get = (): ClockState => this.state

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  private set(next: Partial<ClockState>) {
    this.state = { ...this.state, ...next }
    for (const fn of this.listeners) fn()
  }

  private clamp(t: number) {
    return Math.min(Math.max(0, Number.isFinite(t) ? t : 0), this.duration)
  }

  seek(t: number) {
    this.set({ time: this.clamp(t), seekVersion: this.state.seekVersion + 1 })
  }

  play() {
    if (this.state.playing) return
    // At the end, play starts over, as a video player does.
    if (this.state.time >= this.duration - this.frameSeconds / 2) this.seek(0)
    this.wallAt = performance.now()
    this.set({ playing: true })
    this.frame = requestAnimationFrame(this.tick)
  }

  /** Stops on the middle of the frame shown, so every camera and the address agree on it. */
  pause() {
    if (!this.state.playing) return
    cancelAnimationFrame(this.frame)
    this.set({ playing: false })
    this.seek(Math.min(stepTarget(this.state.time, 0, this.frameSeconds), this.duration))
  }

  toggle() {
    if (this.state.playing) this.pause()
    else this.play()
  }

  /** One frame forward (+1) or back (−1), paused, onto the middle of the frame (see stepTarget). */
  step(frames: number) {
    this.pause()
    this.seek(stepTarget(this.state.time, frames, this.frameSeconds))
  }

  setRate(rate: number) {
    this.set({ rate })
  }

  faster(by: 1 | -1) {
    const i = RATES.indexOf(this.state.rate as (typeof RATES)[number])
    const next = RATES[Math.min(RATES.length - 1, Math.max(0, (i < 0 ? 2 : i) + by))]
    if (next !== undefined) this.setRate(next)
  }

  private tick = (now: number) => {
    if (!this.state.playing) return
    const led = this.leader?.()
    const time = led ?? this.clamp(this.state.time + ((now - this.wallAt) / 1000) * this.state.rate)
    this.wallAt = now
    if (time >= this.duration) {
      this.set({ time: this.duration })
      this.pause()
      return
    }
    this.set({ time: Math.max(0, time) })
    this.frame = requestAnimationFrame(this.tick)
  }
}

/**
 * The time `frames` frames away from `time`, at the middle of that frame: seeking to exactly
 * n/fps can show frame n−1 after rounding (w3c/media-and-entertainment#4), the middle never does.
 */
export function stepTarget(time: number, frames: number, frameSeconds: number): number {
  const current = Math.floor(time / frameSeconds + 1e-6)
  return Math.max(0, (current + frames + 0.5) * frameSeconds)
}

/** `?t=2.5` → 2.5; anything that is not a finite, non-negative number → 0. */
export function timeFromAddress(value: string | null): number {
  const t = Number(value)
  return value && Number.isFinite(t) && t >= 0 ? t : 0
}

/** The address with `t` set (or removed at 0), for history.replaceState while paused. */
export function addressWithTime(href: string, time: number): string {
  const url = new URL(href)
  if (time > 0) url.searchParams.set('t', String(Math.round(time * 1000) / 1000))
  else url.searchParams.delete('t')
  return url.pathname + url.search + url.hash
}

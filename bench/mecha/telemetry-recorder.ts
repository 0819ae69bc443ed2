/**
 * What the benchmark clients heard, shared by all of them. Telemetry is counted only while
 * `recording`, so warm-up and set-up stay out of the figures.
 */
export class TelemetryRecorder {
  recording = false
  /** receive time − event `at`, in ms, for every telemetry event of the window. */
  readonly latenciesMs: number[] = []
  /** Telemetry events received per mecha during the window. */
  readonly perMecha = new Map<string, number>()
  /** Round trip of every periodic move command answered in the window (sent → result), in ms. */
  readonly commandRttMs: number[] = []
  /** Events other than telemetry during the window (waypoints, path ends, state changes). */
  otherEvents = 0
  /** Paths sent after a path_finished, and how many of those the service refused. */
  movesSent = 0
  moveErrors = 0
  /** Messages of type error, and telemetry from a mecha whose state was not moving, all along. */
  errors = 0
  notMoving = 0
  readonly firstErrors: string[] = []

  start(mechaIds: string[]): void {
    for (const id of mechaIds) this.perMecha.set(id, 0)
    this.recording = true
  }

  stop(): void {
    this.recording = false
  }

  telemetry(mechaId: string, latencyMs: number, state: string): void {
    if (!this.recording) return
    this.latenciesMs.push(latencyMs)
    this.perMecha.set(mechaId, (this.perMecha.get(mechaId) ?? 0) + 1)
    if (state !== 'moving') this.notMoving++
  }

  command(roundTripMs: number): void {
    if (this.recording) this.commandRttMs.push(roundTripMs)
  }

  event(): void {
    if (this.recording) this.otherEvents++
  }

  move(): void {
    if (this.recording) this.movesSent++
  }

  error(detail: string, duringMove = false): void {
    this.errors++
    if (duringMove && this.recording) this.moveErrors++
    if (this.firstErrors.length < 5) this.firstErrors.push(detail)
  }
}

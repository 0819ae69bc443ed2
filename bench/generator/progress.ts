/** A progress line on stderr: rewritten in place on a terminal, one line per update otherwise. */
export class Progress {
  private readonly started = Date.now()
  private lastPrint = 0
  private lastDone = -1

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly quiet = false,
  ) {}

  update(done: number, force = false): void {
    const now = Date.now()
    const tty = process.stderr.isTTY
    // Log files get a line every 5 s, a terminal every 0.25 s.
    if (this.quiet || done === this.lastDone) return
    if (!force && now - this.lastPrint < (tty ? 250 : 5000)) return
    this.lastPrint = now
    this.lastDone = done
    const seconds = Math.max((now - this.started) / 1000, 0.001)
    const rate = Math.round(done / seconds)
    const pct = ((100 * done) / this.total).toFixed(1)
    const line = `${this.label}: ${done.toLocaleString('en')}/${this.total.toLocaleString('en')} (${pct}%), ${rate.toLocaleString('en')} rows/s, ${seconds.toFixed(0)} s`
    process.stderr.write(tty ? `\r${line}\u001b[K` : `${line}\n`)
  }

  done(done: number): void {
    this.update(done, true)
    if (process.stderr.isTTY && !this.quiet) process.stderr.write('\n')
  }
}

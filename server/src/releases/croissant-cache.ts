import type { CroissantTemplate } from './croissant-template.ts'

/**
 * The Croissant documents of recently asked releases (docs/releases.md#croissant), per process.
 *
 * A release's datasets, files and sha256 never change; what does — its recalls, its place among
 * the organization's releases, the organization's name, the address it was asked at — is the
 * `fingerprint` the caller reads on every request, so a recall (a dataset reopened or rejected)
 * changes the answer at once, in every process. The template is kept while the fingerprint
 * holds; the bytes with signed links are kept for one `window` of time (links are signed to
 * expire at the window's end plus 60 minutes, so every answer's links last at least 60 minutes).
 * Concurrent requests for the same document share one build. Least recently used entries go
 * once they weigh more than `maxBytes` (a template and its bytes: about twice the document).
 */
export class CroissantCache {
  readonly #entries = new Map<string, Entry>()
  readonly #maxBytes: number

  /** @param maxBytes what the kept documents may weigh (default 100 MB: 5 releases of 10,000 datasets). */
  constructor(maxBytes = 100_000_000) {
    this.#maxBytes = maxBytes
  }

  /**
   * The bytes of `releaseId`'s document for `fingerprint` in time window `window`: kept ones, or
   * made now by `build` (the template, when the fingerprint changed) and `render` (its links).
   */
  async get(
    releaseId: string,
    fingerprint: string,
    window: number,
    build: () => Promise<CroissantTemplate>,
    render: (template: CroissantTemplate) => Buffer,
  ): Promise<Buffer> {
    let entry = this.#entries.get(releaseId)
    if (!entry || entry.fingerprint !== fingerprint) {
      const template = build()
      entry = { fingerprint, template, size: 0 }
      this.#entries.set(releaseId, entry)
      const built = entry
      template.then(
        (t) => {
          built.size = 2 * t.size
          this.#evict()
        },
        // A failed build is not kept: the next request tries again.
        () => {
          if (this.#entries.get(releaseId) === built) this.#entries.delete(releaseId)
        },
      )
    } else {
      // Most recently used last.
      this.#entries.delete(releaseId)
      this.#entries.set(releaseId, entry)
    }
    if (entry.rendered?.window !== window) {
      const current = entry
      current.rendered = { window, bytes: current.template.then(render) }
      current.rendered.bytes.catch(() => {
        if (current.rendered?.window === window) current.rendered = undefined
      })
    }
    return entry.rendered!.bytes
  }

  /** Releases with a document kept. */
  get size(): number {
    return this.#entries.size
  }

  #evict(): void {
    let total = 0
    for (const e of this.#entries.values()) total += e.size
    for (const [id, e] of this.#entries) {
      if (total <= this.#maxBytes || this.#entries.size <= 1) break
      total -= e.size
      this.#entries.delete(id)
    }
  }
}

interface Entry {
  fingerprint: string
  template: Promise<CroissantTemplate>
  /** About what the template and its bytes weigh, once built (0 while it is built). */
  size: number
  rendered?: { window: number; bytes: Promise<Buffer> }
}
